/**
 * Instructions per request of the content endpoints (issue 8), a deterministic measure where wall-clock
 * req/s is noisy (a shared machine): each server (svc-rest, then the floor) runs under
 * `valgrind --tool=callgrind` on a seeded SQLite site; after warm-up requests the counters are zeroed,
 * N requests run one after another, and the dump's total divided by N is the cost of one request
 * (server process only: the client runs outside valgrind). Prints each scenario's instructions per
 * request and the ratio floor / svc for the posts page (the figure comparable to req/s × floor).
 * The warm-up is long enough for V8 to finish optimizing svc-rest's hot functions: until then the counts include
 * that compilation (after 40 requests, from a third to over half of a posts page's count; after 200 of `_embed`,
 * half of it), which a server under load pays once, not per request. Each scenario is then measured three times
 * over `--requests` requests, and the median reported.
 *
 *   node dist/bench/content/instructions.js [--requests 40] [--warmup 600] [--posts 1000] [--only posts,embed,single]
 *   node dist/bench/content/instructions.js --profile [--path /svc-json/wp/v2/posts?_embed]   # no valgrind: a --cpu-prof of svc serving the path
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { request } from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { seedDemoContent } from '../../src/cli/seed/seedDemo';
import { openStorage } from '../../src/storage/index';
import { checkOptions } from '../checkOptions';

interface Args {
  requests: number;
  warmup: number;
  posts: number;
  only: string[];
  profile: boolean;
  /** The path --profile serves. */
  path: string;
}

const USAGE = `Usage: node dist/bench/content/instructions.js [--requests 40] [--warmup 600] [--posts 1000] [--only posts,embed,single]
       node dist/bench/content/instructions.js --profile [--path /svc-json/wp/v2/posts?_embed]
  instructions per request of the content endpoints under valgrind's callgrind, svc-rest against the floor app;
  --profile writes a --cpu-prof of svc-rest serving the path instead.`;

function parseArgs(argv: string[]): Args {
  checkOptions(argv, USAGE, ['--requests', '--warmup', '--posts', '--only', '--profile', '--path']);
  const value = (name: string, fallback: string): string => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 && argv[i + 1] !== undefined ? argv[i + 1]! : fallback;
  };
  return {
    requests: Number(value('requests', '40')),
    warmup: Number(value('warmup', '600')),
    posts: Number(value('posts', '1000')),
    only: value('only', 'posts,embed,single').split(','),
    profile: argv.includes('--profile'),
    path: value('path', '/svc-json/wp/v2/posts'),
  };
}

const log = (line: string): void => {
  process.stdout.write(`${line}\n`);
};

interface Server {
  port: number;
  process: ChildProcess;
}

async function startServer(command: string, argv: string[]): Promise<Server> {
  const child = spawn(command, argv, { stdio: ['ignore', 'pipe', 'ignore'] });
  const lines = createInterface({ input: child.stdout! });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${argv.join(' ')} exited with ${code}`)));
    lines.once('line', (line) => resolve((JSON.parse(line) as { port: number }).port));
  });
  return { port, process: child };
}

/** SIGTERM, then SIGKILL if the server is still busy (under valgrind) a minute later: no server outlives the bench. */
async function stopServer(server: Server): Promise<void> {
  if (server.process.exitCode !== null || server.process.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    const kill = setTimeout(() => server.process.kill('SIGKILL'), 60_000);
    server.process.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    server.process.kill('SIGTERM');
  });
}

/** One GET with no time limit (under valgrind on a busy machine an `_embed` page can take minutes; fetch gives up after five). */
function getOnce(port: number, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        if (response.statusCode === 200) resolve(body);
        else reject(new Error(`${path} answered ${response.statusCode}: ${body.slice(0, 200)}`));
      });
    }).on('error', reject).end();
  });
}

async function get(port: number, path: string, times: number): Promise<string> {
  let body = '';
  for (let i = 0; i < times; i++) body = await getOnce(port, path);
  return body;
}

/** The newest dump's `totals:` line of one callgrind process (callgrind_control -d writes name.N). */
function lastDumpTotal(dir: string, pid: number): number {
  const dumps = readdirSync(dir).filter((name) => name.startsWith(`cg.${pid}.`))
    .sort((a, b) => Number(a.split('.').pop()) - Number(b.split('.').pop()));
  const text = readFileSync(join(dir, dumps[dumps.length - 1]!), 'utf8');
  const totals = /^totals: (\d+)/m.exec(text) ?? /^summary: (\d+)/m.exec(text);
  return Number(totals![1]);
}

/** Measures per scenario: the median is reported, so one measure holding a full collection does not decide it. */
const MEASURES = 3;

/**
 * Instructions per request of `path`: the median of MEASURES measures of `requests` requests each, after the
 * warm-up. A measure of a few requests is moved by whichever of them meets a major collection (a floor page of
 * 7 M instructions measured 31 M with one in it), so each measure spans enough requests to share that cost
 * out, and the median leaves out a measure that met more than its share.
 */
async function instructionsPerRequest(server: Server, dir: string, path: string, args: Args): Promise<number> {
  await get(server.port, path, args.warmup);
  const measures: number[] = [];
  for (let i = 0; i < MEASURES; i++) measures.push(await measureOnce(server, dir, path, args.requests));
  const sorted = [...measures].sort((a, b) => a - b);
  log(`  ${path}: ${measures.map(million).join(', ')}`);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function measureOnce(server: Server, dir: string, path: string, requests: number): Promise<number> {
  const pid = server.process.pid!;
  execFileSync('callgrind_control', ['-z', String(pid)], { stdio: 'ignore' });
  await get(server.port, path, requests);
  execFileSync('callgrind_control', ['-d', String(pid)], { stdio: 'ignore' });
  return lastDumpTotal(dir, pid) / requests;
}

async function seed(dir: string, posts: number): Promise<string> {
  const database = join(dir, 'bench.sqlite');
  const storage = await openStorage(database, { migrate: true });
  await seedDemoContent(storage, { posts, pages: 50, users: 10, commentsPerPost: 2000 / (posts * 0.88), tags: 50, categories: 10, seed: 1 });
  await storage.close();
  return database;
}

const million = (n: number): string => `${(n / 1e6).toFixed(2)} M`;

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const dir = mkdtempSync(join(tmpdir(), 'svc-instructions-'));
  const script = join(__dirname, 'server.js');
  try {
    const database = await seed(dir, args.posts);
    if (args.profile) {
      const server = await startServer(process.execPath, ['--cpu-prof', `--cpu-prof-dir=${process.cwd()}`, script, 'svc', database]);
      await get(server.port, args.path, args.warmup + args.requests);
      await stopServer(server);
      log(`cpu profile written to ${process.cwd()}`);
      return;
    }
    const underValgrind = (kind: string): Promise<Server> => startServer('valgrind', [
      // --single-threaded: no compiler or GC threads whose share depends on timing, so the counts repeat.
      '--tool=callgrind', `--callgrind-out-file=${join(dir, 'cg.%p')}`, process.execPath, '--single-threaded', script, kind, database,
    ]);
    const floor = await underValgrind('floor');
    let floorPage: string;
    let floorCost: number;
    try {
      floorPage = await get(floor.port, '/svc-json/wp/v2/posts', 1);
      floorCost = await instructionsPerRequest(floor, dir, '/svc-json/wp/v2/posts', args);
    } finally {
      await stopServer(floor);
    }
    log(`floor posts page: ${million(floorCost)} instructions/request`);
    const svc = await underValgrind('svc');
    try {
      const page = await get(svc.port, '/svc-json/wp/v2/posts', 1);
      log(`svc posts page ${page === floorPage ? 'byte-identical to the floor' : 'DIFFERS from the floor'}`);
      const newest = (JSON.parse(page) as { id: number }[])[0]?.id ?? 1;
      const scenarios: [string, string, string][] = [
        ['posts', 'posts page', '/svc-json/wp/v2/posts'],
        ['embed', 'posts _embed', '/svc-json/wp/v2/posts?_embed'],
        ['single', 'single post', `/svc-json/wp/v2/posts/${newest}`],
        ['fields', 'posts _fields=id,title', '/svc-json/wp/v2/posts?_fields=id,title'],
      ];
      for (const [key, name, path] of scenarios) {
        if (!args.only.includes(key)) continue;
        const cost = await instructionsPerRequest(svc, dir, path, args);
        log(`svc ${name}: ${million(cost)} instructions/request, floor (posts page) / svc = ${(floorCost / cost).toFixed(3)}`);
      }
    } finally {
      await stopServer(svc);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
