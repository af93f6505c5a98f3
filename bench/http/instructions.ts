/**
 * `node dist/bench/http/instructions.js [--requests N] [--warmup N] [--scenarios a,b] [--apps svc]`:
 * machine instructions the server executes per request, svc-rest against bare Koa,
 * counted by valgrind's callgrind. Unlike requests per second on a shared machine,
 * the count barely moves between runs, so it tells whether a change made the
 * request path cheaper. Each server runs under callgrind with instrumentation off;
 * per scenario it is warmed up, then counting is switched on for N requests and
 * the counts are dumped (callgrind_control).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { APP_KINDS, APP_LABELS, type AppKind } from './appKinds';
import { benchCredentials } from './credentials';
import { runLoad } from './load';
import { ServerProcess, killAllServers } from './serverProcess';
import { scenarios, type Scenario } from './workload';
import { checkOptions } from '../checkOptions';

const USAGE = `Usage: node dist/bench/http/instructions.js [--requests N] [--warmup N] [--scenarios valid,invalid,nonce|all] [--apps svc,bare]
  (npm run bench:instructions -- …) instructions per request under valgrind's callgrind, svc-rest against bare Koa.`;

const run = promisify(execFile);
const CONNECTIONS = 4;

interface Options {
  requests: number;
  warmup: number;
  scenarios: string[] | null;
  apps: AppKind[];
}

function parse(argv: string[]): Options {
  checkOptions(argv, USAGE, ['--requests', '--warmup', '--scenarios', '--apps']);
  const options: Options = { requests: 1000, warmup: 2000, scenarios: ['valid', 'invalid', 'nonce'], apps: [...APP_KINDS] };
  for (let i = 0; i < argv.length; i++) {
    const value = argv[i + 1] ?? '';
    if (argv[i] === '--requests') options.requests = Number(value);
    else if (argv[i] === '--warmup') options.warmup = Number(value);
    else if (argv[i] === '--scenarios') options.scenarios = value === 'all' ? null : value.split(',');
    else if (argv[i] === '--apps') options.apps = value.split(',') as AppKind[];
    else throw new Error(`unknown option ${argv[i]}`);
    i++;
  }
  return options;
}

/** Runs a callgrind_control command, sending one request meanwhile so an idle server wakes up to read it. */
async function control(server: ServerProcess, scenario: Scenario, flag: string): Promise<void> {
  const done = run('callgrind_control', [flag, String(server.pid)]);
  let finished = false;
  void done.finally(() => (finished = true)).catch(() => undefined);
  while (!finished) {
    await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 200))]).catch(() => undefined);
    if (!finished) await runLoad(server.port, [{ path: scenario.path, headers: scenario.headers }], { requests: 1 }, 1);
  }
  await done;
}

/** V8's own work that depends on timing more than on the request: compiling, and collecting garbage. */
const ENGINE_WORK = /v8::internal::(compiler::|baseline::|interpreter::|maglev::|Compiler|Heap|Scaveng|MarkCompact|Sweeper|\w*Marking|ConcurrentMarking|GCTracer|MemoryAllocator|Parser|Bytecode)/;

interface Counts {
  total: number;
  /** The total less compilation and garbage collection (self costs of V8's compiler and heap functions). */
  steady: number;
}

/** The counts of the newest dump file in `dir`. */
async function lastDumpCounts(dir: string, pid: number): Promise<Counts> {
  const dumps = readdirSync(dir)
    .filter((name) => name.startsWith(`cg.${pid}.`))
    .sort((a, b) => Number(a.split('.').pop()) - Number(b.split('.').pop()));
  const file = join(dir, dumps[dumps.length - 1]!);
  const line = /^(?:summary|totals):\s*(\d+)/m.exec(readFileSync(file, 'utf8'));
  if (line === null) throw new Error('callgrind dump without totals');
  const total = Number(line[1]);
  const { stdout } = await run('callgrind_annotate', ['--threshold=100', file], { maxBuffer: 256 * 1024 * 1024 });
  let engine = 0;
  for (const row of stdout.split('\n')) {
    const match = /^\s*([\d,]+)\s+\([^)]*\)\s+(.*)$/.exec(row);
    if (match !== null && ENGINE_WORK.test(match[2]!)) engine += Number(match[1]!.replaceAll(',', ''));
  }
  return { total, steady: total - engine };
}

async function measure(kind: AppKind, list: Scenario[], options: Options, dir: string): Promise<Map<string, Counts>> {
  const server = await ServerProcess.start(kind, {
    core: null,
    wrapper: ['valgrind', '-q', '--tool=callgrind', '--instr-atstart=no', `--callgrind-out-file=${join(dir, 'cg.%p')}`],
    // Compilation and GC on the main thread: tiering then follows the request count, not the (slowed) clock.
    nodeArgs: ['--single-threaded'],
    startTimeoutMs: 300_000,
  });
  const perRequest = new Map<string, Counts>();
  try {
    // Every scenario first, so the code they share is optimized before anything is counted.
    await runLoad(server.port, list.map((scenario) => ({ path: scenario.path, headers: scenario.headers })), { requests: options.warmup * list.length }, CONNECTIONS);
    for (const scenario of list) {
      const load = { path: scenario.path, headers: scenario.headers };
      await runLoad(server.port, [load], { requests: options.warmup }, CONNECTIONS);
      await control(server, scenario, '--instr=on');
      await control(server, scenario, '--zero');
      const measured = await runLoad(server.port, [load], { requests: options.requests }, CONNECTIONS);
      const wrong = Object.keys(measured.statusCounts).filter((status) => Number(status) !== scenario.expectedStatus);
      if (wrong.length > 0) throw new Error(`${kind} answered ${scenario.name} with ${wrong.join(', ')}`);
      await control(server, scenario, '--dump');
      await control(server, scenario, '--instr=off');
      const counts = await lastDumpCounts(dir, server.pid);
      const per = { total: counts.total / options.requests, steady: counts.steady / options.requests };
      perRequest.set(scenario.name, per);
      process.stdout.write(`${APP_LABELS[kind]} ${scenario.name}: ${Math.round(per.steady)} instructions/request (${Math.round(per.total)} with compilation and GC)\n`);
    }
  } finally {
    await server.stop();
  }
  return perRequest;
}

async function main(): Promise<void> {
  const options = parse(process.argv.slice(2));
  const credentials = await benchCredentials();
  const list = scenarios(credentials).filter((scenario) => options.scenarios === null || options.scenarios.includes(scenario.name));
  const dir = mkdtempSync(join(tmpdir(), 'svc-instructions-'));
  try {
    const results = new Map<AppKind, Map<string, Counts>>();
    for (const kind of options.apps) results.set(kind, await measure(kind, list, options, dir));
    if (results.size < 2) return;
    process.stdout.write(`\ninstructions per request, without (with) compilation and GC\n| scenario | bare Koa | svc-rest | ratio |\n|---|---:|---:|---:|\n`);
    for (const scenario of list) {
      const bare = results.get('bare')!.get(scenario.name)!;
      const svc = results.get('svc')!.get(scenario.name)!;
      const cell = (counts: Counts): string => `${Math.round(counts.steady)} (${Math.round(counts.total)})`;
      process.stdout.write(`| ${scenario.name} | ${cell(bare)} | ${cell(svc)} | ${(svc.steady / bare.steady).toFixed(2)}× (${(svc.total / bare.total).toFixed(2)}×) |\n`);
    }
  } finally {
    if (process.env.KEEP_CALLGRIND_DUMPS === undefined) rmSync(dir, { recursive: true, force: true });
    else process.stdout.write(`dumps kept in ${dir}\n`);
  }
}

process.on('exit', killAllServers);
main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  killAllServers();
  process.exit(1);
});
