/**
 * `npm run bench:content` (issue 8): svc-rest's content endpoints against a floor app (bare Koa and
 * hand-written SQL giving the same JSON bytes for the posts page), on SQLite and on PostgreSQL, on a
 * seeded site of 1,000 posts, 50 tags, 10 categories and about 2,000 comments. Each server runs in its
 * own process (pinned to core 0 when taskset is there; the load generator stays on core 1). Prints
 * req/s, p50/p99, the server's CPU time and SQL statements per request, and the ratio to the floor: each
 * posts scenario runs in rounds alternating with the floor's posts page, and its ratio is the median of
 * the rounds' ratios, by req/s and by CPU time per request.
 *
 * Before its first measure, each path is warmed with --warmup requests: V8 goes on optimizing svc-rest's
 * many functions for thousands of requests (measured: some 280 compilations in the second thousand, 25
 * in the fifth), and on the pinned core that compiling is charged to the requests measured meanwhile.
 *
 * Options: --duration S (default 5), --connections N (10), --warmup N (4000), --rounds N (3), --backends sqlite,postgres,
 * --postgres URL. On a machine whose speed drifts (a shared virtual machine: two identical servers measured 0.73× to
 * 1.56× of each other in adjacent rounds here), more rounds give a steadier median ratio.
 */
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { checkOptions } from '../checkOptions';
import { Client } from 'pg';
import { CliProgress } from '../../src/cli/importProgress';
import { seedDemoContent } from '../../src/cli/seed/seedDemo';
import { openStorage } from '../../src/storage/index';
import { runLoad } from '../http/load';

const POSTS = 1000;
/** Comments go to published posts only (about 88% of them): this average gives about 2,000. */
const COMMENTS_PER_PUBLISHED_POST = 2000 / (POSTS * 0.88);

interface Args {
  duration: number;
  connections: number;
  /** Requests that warm each path before it is first measured. */
  warmup: number;
  /** Rounds alternating the floor with each posts scenario; the ratio is their median. */
  rounds: number;
  backends: string[];
  postgres: string;
}

const USAGE = `Usage: npm run bench:content -- [--duration S] [--connections N] [--warmup N] [--rounds N] [--backends sqlite,postgres] [--postgres URL]
  svc-rest's content endpoints against the floor app on a seeded site: req/s, p50/p99, statements per request.`;

function parseArgs(argv: string[]): Args {
  checkOptions(argv, USAGE, ['--duration', '--connections', '--warmup', '--rounds', '--backends', '--postgres']);
  const value = (name: string, fallback: string): string => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 && argv[i + 1] !== undefined ? argv[i + 1]! : fallback;
  };
  const number = (name: string, fallback: string, least: number, whole = true): number => {
    const parsed = Number(value(name, fallback));
    if (!Number.isFinite(parsed) || parsed < least || (whole && !Number.isInteger(parsed))) {
      process.stderr.write(`--${name} takes ${whole ? 'a whole number' : 'a number'} of at least ${least}\n\n${USAGE}\n`);
      process.exit(2);
    }
    return parsed;
  };
  return {
    duration: number('duration', '5', 0.5, false),
    connections: number('connections', '10', 1),
    warmup: number('warmup', '4000', 0),
    rounds: number('rounds', '3', 1),
    backends: value('backends', 'sqlite,postgres').split(','),
    postgres: value('postgres', process.env.SVC_REST_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test'),
  };
}

const log = (line: string): void => {
  process.stdout.write(`${line}\n`);
};

function pinnable(): boolean {
  if (availableParallelism() < 2) return false;
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

interface Target {
  name: string;
  database: string;
  schema: string;
  cleanup(): Promise<void>;
}

async function prepare(backend: string, args: Args): Promise<Target> {
  let target: Target;
  if (backend === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'svc-bench-'));
    target = { name: 'SQLite', database: join(dir, 'bench.sqlite'), schema: '', cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
  } else {
    const schema = `svc_bench_${randomBytes(5).toString('hex')}`;
    target = {
      name: 'PostgreSQL', database: args.postgres, schema,
      async cleanup() {
        const client = new Client({ connectionString: args.postgres });
        await client.connect();
        await client.query(`drop schema if exists ${schema} cascade`);
        await client.end();
      },
    };
  }
  const storage = await openStorage(target.database, { ...(target.schema ? { schema: target.schema } : {}), migrate: true });
  const started = Date.now();
  const report = await seedDemoContent(storage, {
    posts: POSTS, pages: 50, users: 10, commentsPerPost: COMMENTS_PER_PUBLISHED_POST, tags: 50, categories: 10, seed: 1,
    // One line per tenth of each phase ("posts: 10% (100/1000)"), under the backend's name.
    progress: new CliProgress({ write: (line: string) => process.stdout.write(`  seeding ${target.name} ${line}`) }),
  });
  await storage.close();
  log(`${target.name}: seeded ${report.posts} posts, ${report.pages} pages, ${report.comments} comments, ${report.tags} tags, ` +
    `${report.categories} categories, ${report.users} users in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return target;
}

interface Server {
  port: number;
  process: ChildProcess;
}

async function startServer(kind: 'svc' | 'floor', target: Target, pin: boolean): Promise<Server> {
  const script = join(__dirname, 'server.js');
  const command = pin ? 'taskset' : process.execPath;
  const argv = [...(pin ? ['-c', '0', process.execPath] : []), script, kind, target.database, target.schema];
  const child = spawn(command, argv, { stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${kind} server exited with ${code}`)));
    lines.once('line', (line) => resolve((JSON.parse(line) as { port: number }).port));
  });
  return { port, process: child };
}

async function stopServer(server: Server): Promise<void> {
  await new Promise<void>((resolve) => {
    server.process.once('exit', () => resolve());
    server.process.kill('SIGTERM');
  });
}

async function statementsOf(port: number, path: string): Promise<number> {
  const count = async (): Promise<number> => Number(await (await fetch(`http://127.0.0.1:${port}/__statements`)).text());
  const before = await count();
  await fetch(`http://127.0.0.1:${port}${path}`).then((r) => r.text());
  return (await count()) - before;
}

interface Row {
  backend: string;
  scenario: string;
  rps: number;
  p50: number;
  p99: number;
  statements: number;
  /** Server CPU time per request, microseconds. */
  cpu: number;
  /** Median of the rounds' req/s ratios to the floor's posts page (posts scenarios only). */
  ratio?: number;
  /** The same from CPU time per request: the floor's over svc-rest's (posts scenarios only). */
  cpuRatio?: number;
}

/** `cpu`: the server's CPU time per request in microseconds, which a busy shared machine moves far less than req/s. */
type Figures = { rps: number; p50: number; p99: number; statements: number; cpu: number };

const cpuMicrosOf = async (port: number): Promise<number> => Number(await (await fetch(`http://127.0.0.1:${port}/__cpu`)).text());

/** The servers' paths warmed so far, as `port path`. */
const warmed = new Set<string>();

/** Warms `path` on the server at `port` with `args.warmup` requests, the first time it is measured there. */
async function warmUp(port: number, path: string, args: Args): Promise<void> {
  const key = `${port} ${path}`;
  if (warmed.has(key) || args.warmup === 0) return;
  warmed.add(key);
  const load = await runLoad(port, [{ path, headers: {} }], { requests: args.warmup }, args.connections);
  log(`  warmed ${path} with ${load.responses} requests in ${load.seconds.toFixed(1)} s`);
}

/** Load figures of one path; `statements` is counted beforehand, on an idle server (in-flight load would add to it). */
async function measure(port: number, path: string, seconds: number, args: Args, statements: number): Promise<Figures> {
  await warmUp(port, path, args);
  // A second of load after the other server's turn on the core, so caches hold this one's data again.
  await runLoad(port, [{ path, headers: {} }], 1, args.connections);
  const before = await cpuMicrosOf(port);
  const load = await runLoad(port, [{ path, headers: {} }], seconds, args.connections);
  // The two CPU readings' own requests are a rounding error beside thousands of loaded ones.
  const cpu = ((await cpuMicrosOf(port)) - before) / Math.max(1, load.responses);
  if (load.errors > 0 || Object.keys(load.statusCounts).some((status) => status !== '200')) {
    log(`  warning: ${path} answered ${JSON.stringify(load.statusCounts)}, ${load.errors} errors`);
  }
  return { rps: load.rps, p50: load.p50, p99: load.p99, statements, cpu };
}

/**
 * A svc-rest scenario measured against the floor in alternating rounds (`--rounds`, sharing the duration), so a
 * shared machine's drift falls on both: the figures of each side over its rounds (p50/p99 of the rounds' medians)
 * and the median of the rounds' ratios, which a slower or faster spell of the machine moves much less than one ratio of two
 * runs made minutes apart.
 */
async function measureAgainstFloor(floor: { port: number; statements: number }, svc: { port: number; path: string; statements: number }, args: Args):
Promise<{ floor: Figures; svc: Figures; ratio: number; cpuRatio: number }> {
  const seconds = args.duration / args.rounds;
  const floorRounds: Figures[] = [];
  const svcRounds: Figures[] = [];
  for (let round = 0; round < args.rounds; round++) {
    floorRounds.push(await measure(floor.port, '/svc-json/wp/v2/posts', seconds, args, floor.statements));
    svcRounds.push(await measure(svc.port, svc.path, seconds, args, svc.statements));
  }
  const ratio = median(svcRounds.map((figures, i) => figures.rps / floorRounds[i]!.rps));
  // The same ratio from CPU time: how many of svc-rest's requests one core serves per floor request.
  const cpuRatio = median(svcRounds.map((figures, i) => floorRounds[i]!.cpu / figures.cpu));
  return { floor: combine(floorRounds), svc: combine(svcRounds), ratio, cpuRatio };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

function combine(rounds: Figures[]): Figures {
  return {
    rps: rounds.reduce((sum, figures) => sum + figures.rps, 0) / rounds.length,
    p50: median(rounds.map((figures) => figures.p50)),
    p99: median(rounds.map((figures) => figures.p99)),
    statements: rounds[0]!.statements,
    cpu: median(rounds.map((figures) => figures.cpu)),
  };
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  const pin = pinnable();
  if (pin) execFileSync('taskset', ['-a', '-p', '-c', '1', String(process.pid)], { stdio: 'ignore' });
  log(`content benchmark: ${args.duration} s per scenario after ${args.warmup} warm-up requests, ${args.connections} connections${pin ? ', servers pinned to core 0' : ''}`);
  const rows: Row[] = [];
  for (const backend of args.backends) {
    const target = await prepare(backend, args);
    // Both servers stay up (on the same core); only one is under load at a time.
    let floor: Server | undefined;
    let svc: Server | undefined;
    try {
      floor = await startServer('floor', target, pin);
      svc = await startServer('svc', target, pin);
      const floorPage = await (await fetch(`http://127.0.0.1:${floor.port}/svc-json/wp/v2/posts`)).text();
      const floorStatements = await statementsOf(floor.port, '/svc-json/wp/v2/posts');
      const page = await (await fetch(`http://127.0.0.1:${svc.port}/svc-json/wp/v2/posts`)).text();
      log(`${target.name}: posts page ${page === floorPage ? 'byte-identical to the floor' : 'DIFFERS from the floor'} (${page.length} bytes)`);
      const newest = (JSON.parse(page) as { id: number }[])[0]?.id ?? 1;
      const scenarios: [string, string][] = [
        ['posts page', '/svc-json/wp/v2/posts'],
        ['posts _embed', '/svc-json/wp/v2/posts?_embed'],
        ['posts _fields=id,title', '/svc-json/wp/v2/posts?_fields=id,title'],
        ['single post', `/svc-json/wp/v2/posts/${newest}`],
        ['comments page', '/svc-json/wp/v2/comments'],
        ['users page', '/svc-json/wp/v2/users'],
        ['categories', '/svc-json/wp/v2/categories'],
        ['search', '/svc-json/wp/v2/search?search=team'],
      ];
      const counted: number[] = [];
      for (const [, path] of scenarios) counted.push(await statementsOf(svc.port, path));
      const floorRows: Figures[] = [];
      const measured: Row[] = [];
      for (const [index, [scenario, path]] of scenarios.entries()) {
        if (scenario.startsWith('posts')) {
          const result = await measureAgainstFloor({ port: floor.port, statements: floorStatements }, { port: svc.port, path, statements: counted[index]! }, args);
          floorRows.push(result.floor);
          measured.push({ backend: target.name, scenario, ...result.svc, ratio: result.ratio, cpuRatio: result.cpuRatio });
          log(`  ${target.name} ${scenario}: ${Math.round(result.svc.rps)} req/s, floor ${Math.round(result.floor.rps)} req/s in the same rounds, ` +
            `${result.ratio.toFixed(2)}× (by CPU ${result.cpuRatio.toFixed(2)}×), ${result.svc.statements} statements`);
        } else {
          const figures = await measure(svc.port, path, args.duration, args, counted[index]!);
          measured.push({ backend: target.name, scenario, ...figures });
          log(`  ${target.name} ${scenario}: ${Math.round(figures.rps)} req/s, ${figures.statements} statements`);
        }
      }
      rows.push({ backend: target.name, scenario: 'floor: posts page', ...combine(floorRows) }, ...measured);
    } finally {
      if (svc !== undefined) await stopServer(svc);
      if (floor !== undefined) await stopServer(floor);
      await target.cleanup();
    }
  }
  log('');
  log('| backend | scenario | req/s | p50 ms | p99 ms | CPU µs/request | statements/request | × floor (posts page) | × floor by CPU |');
  log('|---|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const row of rows) {
    const ratio = row.ratio !== undefined ? `${row.ratio.toFixed(2)}×` : '—';
    const cpuRatio = row.cpuRatio !== undefined ? `${row.cpuRatio.toFixed(2)}×` : '—';
    log(`| ${row.backend} | ${row.scenario} | ${Math.round(row.rps).toLocaleString('en-US')} | ${row.p50.toFixed(2)} | ${row.p99.toFixed(2)} | ` +
      `${Math.round(row.cpu).toLocaleString('en-US')} | ${row.statements} | ${ratio} | ${cpuRatio} |`);
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
