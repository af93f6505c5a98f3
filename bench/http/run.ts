/**
 * `npm run bench`: svc-rest against a bare Koa + @koa/router server on the same
 * workload (project issue #5). Each round starts both servers, each in its own
 * child process, warms them up, and loads each scenario with autocannon on one
 * server right after the other (order alternating by round), reading the
 * server's CPU time and RSS over IPC. `--help`
 * lists the options; `--profile` runs one server under `node --cpu-prof`.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, resolve } from 'node:path';
import { benchCredentials } from './credentials';
import { runLoad, type LoadLength, type LoadRequest } from './load';
import { USAGE, parseOptions, type BenchOptions } from './options';
import { formatProfile, summarizeProfile } from './profile';
import { formatSummary, formatTable, type Results, type RoundFigures } from './report';
import { APP_LABELS, type AppKind } from './appKinds';
import { ServerProcess, killAllServers } from './serverProcess';
import { scenarios, type Scenario } from './workload';

const SERVER_CORE = 0;
const LOADER_CORE = 1;

function log(line: string): void {
  process.stdout.write(`${line}\n`);
}

function tasksetAvailable(): boolean {
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Pins this process (all its threads) to the load generator's core; the servers get another one. */
function pinCores(wanted: boolean): number | null {
  if (!wanted) return null;
  if (availableParallelism() < 2 || !tasksetAvailable()) {
    log('note: not pinning cores (needs taskset and at least 2 cores)');
    return null;
  }
  execFileSync('taskset', ['-a', '-p', '-c', String(LOADER_CORE), String(process.pid)], { stdio: 'ignore' });
  log(`pinned: servers on core ${SERVER_CORE}, load generator on core ${LOADER_CORE}`);
  return SERVER_CORE;
}

/** One request per scenario before loading, so a misconfigured server fails loudly instead of benchmarking errors. */
async function checkAnswers(port: number, list: readonly Scenario[], label: string): Promise<void> {
  for (const scenario of list) {
    const response = await fetch(`http://127.0.0.1:${port}${scenario.path}`, { headers: scenario.headers });
    const body = await response.text();
    if (response.status !== scenario.expectedStatus) {
      throw new Error(`${label} answered ${scenario.name} with ${response.status} (expected ${scenario.expectedStatus}): ${body.slice(0, 300)}`);
    }
  }
}

const toLoad = (scenario: Scenario): LoadRequest => ({ path: scenario.path, headers: scenario.headers });
const measuredLength = (options: BenchOptions): LoadLength => (options.requests === null ? { seconds: options.duration } : { requests: options.requests });
/** Rough seconds one measured run takes (a fixed request count is guessed at 250 requests/s, as on a busy shared machine). */
const runSeconds = (options: BenchOptions): number => (options.requests === null ? options.duration : options.requests / 250);

/** A server started for a round, warmed up, with the figures of the scenarios measured on it so far. */
interface RoundServer {
  kind: AppKind;
  prefix: string;
  server: ServerProcess;
  figures: RoundFigures;
}

/** Starts one server and warms it up on every scenario. */
async function startWarm(kind: AppKind, round: number, options: BenchOptions, list: readonly Scenario[], core: number | null, nodeArgs: string[] = []): Promise<RoundServer> {
  const label = APP_LABELS[kind];
  const prefix = `[round ${round}/${options.rounds}] ${label}:`;
  const server = await ServerProcess.start(kind, { core, nodeArgs });
  try {
    await checkAnswers(server.port, list, label);
    log(`${prefix} warm-up ${options.warmup} s`);
    await runLoad(server.port, list.map(toLoad), { seconds: options.warmup }, options.connections);
  } catch (error) {
    await server.stop();
    throw error;
  }
  return { kind, prefix, server, figures: { round, runs: {}, rss: 0, measuredFrom: Number.NaN } };
}

/** Loads one scenario on a warmed-up server and records its figures. */
async function measureScenario(target: RoundServer, scenario: Scenario, options: BenchOptions): Promise<void> {
  const { server, figures, prefix } = target;
  const before = await server.usage();
  if (Number.isNaN(figures.measuredFrom)) figures.measuredFrom = before.clockMicros;
  const load = await runLoad(server.port, [toLoad(scenario)], measuredLength(options), options.connections);
  const after = await server.usage();
  const unexpected = Object.entries(load.statusCounts).filter(([status]) => Number(status) !== scenario.expectedStatus);
  if (unexpected.length > 0 || load.errors > 0) {
    log(`${prefix} warning: ${scenario.name} got ${JSON.stringify(load.statusCounts)}, ${load.errors} errors, ${load.timeouts} timeouts`);
  }
  const cpu = after.cpuMicros - before.cpuMicros;
  const cpuPerRequest = load.responses > 0 ? cpu / load.responses : Number.NaN;
  const serverBusy = (100 * cpu) / (after.clockMicros - before.clockMicros);
  figures.runs[scenario.name] = { rps: load.rps, p50: load.p50, p99: load.p99, cpuPerRequest, serverBusy, responses: load.responses };
  log(
    `${prefix} ${scenario.name.padEnd(7)} ${Math.round(load.rps).toLocaleString('en-US').padStart(7)} req/s  ` +
      `p50 ${load.p50.toFixed(2)} ms  p99 ${load.p99.toFixed(2)} ms  ${cpuPerRequest.toFixed(1)} µs CPU/req  server busy ${serverBusy.toFixed(0)}%`,
  );
}

/** Reads the server's RSS after its round and stops it. */
async function finish(target: RoundServer): Promise<RoundFigures> {
  try {
    target.figures.rss = (await target.server.usage()).rss;
    log(`${target.prefix} RSS ${(target.figures.rss / 1048576).toFixed(1)} MB`);
    return target.figures;
  } finally {
    await target.server.stop();
  }
}

/**
 * One round: both servers up (on the same core, only one loaded at a time), and each scenario measured on
 * one right after the other. A shared machine drifts by more than the difference measured; paired runs
 * seconds apart share the drift, where a whole server's scenarios measured after the other's did not.
 */
async function measureRound(round: number, options: BenchOptions, list: readonly Scenario[], core: number | null): Promise<Record<AppKind, RoundFigures>> {
  // Alternating the order keeps slow drift (thermal, neighbours) from favouring one server.
  const order: AppKind[] = round % 2 === 1 ? ['bare', 'svc'] : ['svc', 'bare'];
  const started: RoundServer[] = [];
  try {
    for (const kind of order) started.push(await startWarm(kind, round, options, list, core));
    for (const scenario of list) for (const target of started) await measureScenario(target, scenario, options);
  } catch (error) {
    await Promise.all(started.map((target) => target.server.stop()));
    throw error;
  }
  const figures = {} as Record<AppKind, RoundFigures>;
  for (const target of started) figures[target.kind] = await finish(target);
  return figures;
}

async function compare(options: BenchOptions, list: readonly Scenario[], core: number | null): Promise<void> {
  const results: Results = { bare: [], svc: [] };
  for (let round = 1; round <= options.rounds; round++) {
    const figures = await measureRound(round, options, list, core);
    results.bare.push(figures.bare);
    results.svc.push(figures.svc);
  }
  log('');
  const length = options.requests === null ? `${options.duration} s` : `${options.requests} requests`;
  log(`${options.rounds} round(s) × ${length} per scenario, ${options.connections} connections; median (min–max) over rounds`);
  log(formatTable(results, list.map((s) => s.name)));
  log('');
  log(formatSummary(results, list.map((s) => s.name)));
  if (options.json !== null) {
    writeFileSync(options.json, `${JSON.stringify({ options, results }, null, 2)}\n`);
    log(`raw figures written to ${options.json}`);
  }
}

async function profile(kind: AppKind, options: BenchOptions, list: readonly Scenario[], core: number | null): Promise<void> {
  const dir = resolve(options.profileDir);
  mkdirSync(dir, { recursive: true });
  const name = `${kind}-${new Date().toISOString().replace(/[:.]/g, '-')}.cpuprofile`;
  const nodeArgs = ['--cpu-prof', `--cpu-prof-dir=${dir}`, `--cpu-prof-name=${name}`];
  const target = await startWarm(kind, 1, { ...options, rounds: 1 }, list, core, nodeArgs);
  for (const scenario of list) await measureScenario(target, scenario, options);
  const figures = await finish(target);
  const file = join(dir, name);
  log('');
  log(`profile of ${APP_LABELS[kind]} written to ${file} (open it in Chrome DevTools or speedscope)`);
  log('summary of the measured runs only (start-up and warm-up left out):');
  log(formatProfile(summarizeProfile(file, figures.measuredFrom), options.top));
}

async function main(): Promise<void> {
  const options = parseOptions(process.argv.slice(2));
  if (options.help) {
    log(USAGE);
    return;
  }
  const list = scenarios(await benchCredentials()).filter((s) => options.scenarios.includes(s.name));
  const servers = options.profile === null ? 2 * options.rounds : 1;
  const estimate = servers * (options.warmup + list.length * runSeconds(options) + 2);
  log(`svc-rest HTTP benchmark: ${list.map((s) => s.name).join(', ')}; about ${Math.ceil(estimate)} s`);
  // Stop by ourselves even if a server or the load generator hangs.
  setTimeout(() => {
    log(`benchmark did not finish within ${Math.ceil(estimate * 2 + 60)} s; stopping`);
    killAllServers();
    process.exit(1);
  }, (estimate * 2 + 60) * 1000).unref();
  const core = pinCores(options.pin);
  if (options.profile !== null) await profile(options.profile, options, list, core);
  else await compare(options, list, core);
}

process.on('exit', killAllServers);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    killAllServers();
    process.exit(130);
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  killAllServers();
  process.exit(1);
});
