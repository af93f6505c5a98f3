import { SCENARIO_NAMES, type ScenarioName } from './workload';
import { APP_KINDS, type AppKind } from './appKinds';

export interface BenchOptions {
  /** Seconds of each measured load run. */
  duration: number;
  /** A fixed number of requests per measured run instead of `duration` (CPU per request on a busy machine). */
  requests: number | null;
  /** Seconds of warm-up load after each server start (all scenarios mixed). */
  warmup: number;
  rounds: number;
  connections: number;
  scenarios: ScenarioName[];
  /** Pin server and load generator to different cores with taskset. */
  pin: boolean;
  /** Profile this server under --cpu-prof instead of comparing both. */
  profile: AppKind | null;
  profileDir: string;
  /** Functions listed from a profile. */
  top: number;
  /** Where to write the raw figures as JSON. */
  json: string | null;
  help: boolean;
}

export const USAGE = `Usage: npm run bench -- [options]
   or: node dist/bench/http/run.js [options]

Loads a bare Koa + @koa/router server and a svc-rest server (each in its own
child process; each scenario on one right after the other) with autocannon on
loopback, and prints requests/s, p50/p99 latency, server CPU per request, RSS,
and the svc-rest / bare Koa ratios against their targets.

Options:
  --duration <s>      seconds per measured run (default 5)
  --requests <n>      a fixed number of requests per measured run instead of
                      --duration: CPU µs/request stays comparable on a busy
                      machine where requests/s is noise
  --warmup <s>        warm-up seconds after each server start (default 5)
  --rounds <n>        rounds; each starts fresh servers, order alternating (default 3)
  --connections <n>   concurrent connections (default 10)
  --scenarios <list>  comma-separated subset of ${SCENARIO_NAMES.join(',')} (default all)
  --no-pin            do not pin server and load generator to separate cores
  --profile [app]     profile one server (svc, default; or bare) with node --cpu-prof:
                      one round, then the top self-time functions are printed
  --profile-dir <dir> where profiles are written (default bench-profiles)
  --top <n>           functions listed from a profile (default 30)
  --json <file>       also write the raw figures as JSON
  --help              this text`;

function positive(flag: string, text: string | undefined, integer: boolean): number {
  const value = Number(text);
  if (text === undefined || !Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    throw new Error(`${flag} needs a positive ${integer ? 'integer' : 'number'}, got ${String(text)}`);
  }
  return value;
}

export function parseOptions(argv: readonly string[]): BenchOptions {
  const options: BenchOptions = {
    duration: 5,
    requests: null,
    warmup: 5,
    rounds: 3,
    connections: 10,
    scenarios: [...SCENARIO_NAMES],
    pin: true,
    profile: null,
    profileDir: 'bench-profiles',
    top: 30,
    json: null,
    help: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = (): string | undefined => inline ?? argv[++i];
    switch (flag) {
      case '--duration':
        options.duration = positive(flag, value(), false);
        break;
      case '--requests':
        options.requests = positive(flag, value(), true);
        break;
      case '--warmup':
        options.warmup = positive(flag, value(), false);
        break;
      case '--rounds':
        options.rounds = positive(flag, value(), true);
        break;
      case '--connections':
        options.connections = positive(flag, value(), true);
        break;
      case '--scenarios': {
        const names = (value() ?? '').split(',').filter((name) => name !== '');
        const unknown = names.filter((name) => !SCENARIO_NAMES.includes(name as ScenarioName));
        if (names.length === 0 || unknown.length > 0) throw new Error(`--scenarios takes a list of ${SCENARIO_NAMES.join(', ')}`);
        options.scenarios = names as ScenarioName[];
        break;
      }
      case '--no-pin':
        options.pin = false;
        break;
      case '--profile': {
        const next = inline ?? argv[i + 1];
        if (next !== undefined && APP_KINDS.includes(next as AppKind)) {
          options.profile = next as AppKind;
          if (inline === undefined) i++;
        } else if (inline !== undefined) {
          throw new Error(`--profile takes ${APP_KINDS.join(' or ')}`);
        } else {
          options.profile = 'svc';
        }
        break;
      }
      case '--profile-dir':
        options.profileDir = value() ?? options.profileDir;
        break;
      case '--top':
        options.top = positive(flag, value(), true);
        break;
      case '--json':
        options.json = value() ?? null;
        break;
      case '--help':
      case '-h':
        options.help = true;
        break;
      default:
        throw new Error(`unknown option ${arg} (see --help)`);
    }
  }
  return options;
}
