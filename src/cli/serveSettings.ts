import type { LevelWithSilent } from 'pino';
import { LOG_FORMATS, LOG_LEVELS, type LogFormat } from '../operations/createLogger';
import { boolFlag, parseWholeNumber, stringFlag, UsageError, type OptionSpec, type ParsedArgs } from './args';
import { CliError } from './CliError';
import { readConfigFile, type ConfigFile } from './configFile';
import { DATABASE_OPTION } from './databaseOption';
import type { CliIo } from './io';
import { DEFAULT_SQLITE_PATH } from '../storage/connection';

export const DEFAULT_PORT = 8080;
export const DEFAULT_HOST = '127.0.0.1';

export const SERVE_OPTIONS: readonly OptionSpec[] = [
  { name: 'port', value: 'N', description: `Port to listen on; 0 picks a free one (default: env PORT, else ${DEFAULT_PORT}).` },
  { name: 'host', value: 'H', description: `Address to listen on (default ${DEFAULT_HOST}).` },
  DATABASE_OPTION,
  { name: 'base-url', value: 'URL', description: 'Public address of the site, used in links (default: http://HOST:PORT).' },
  { name: 'secret', value: 'S', description: 'Cookie and nonce signing key (default: env SVC_REST_SECRET, else one kept in the database).' },
  { name: 'log-level', value: 'L', description: `Request log level: ${LOG_LEVELS.join(', ')} (default: env SVC_REST_LOG_LEVEL, else info).` },
  { name: 'log-format', value: 'F', description: 'Log lines as json or pretty (default: env SVC_REST_LOG_FORMAT, else pretty on a terminal, json otherwise).' },
  { name: 'config', value: 'FILE', description: 'JSON file with port, host, database, baseUrl, secret, logLevel, logFormat (default: env SVC_REST_CONFIG); flags and env win.' },
];

export interface ServeSettings {
  port: number;
  host: string;
  database: string;
  baseUrl?: string;
  secret?: string;
  debug: boolean;
  logLevel: LevelWithSilent;
  logFormat: LogFormat;
}

/** Settings from flags, else environment variables, else the config file, else defaults. */
export function serveSettings(args: ParsedArgs, io: CliIo): ServeSettings {
  const configPath = stringFlag(args, 'config') ?? nonEmpty(io.env.SVC_REST_CONFIG);
  const file: ConfigFile = configPath === undefined ? {} : readConfigFile(configPath);
  const pick = (flag: string, env: string | undefined, fromFile: string | undefined): string | undefined =>
    stringFlag(args, flag) ?? nonEmpty(env) ?? fromFile;

  const portFlag = stringFlag(args, 'port');
  const envPort = nonEmpty(io.env.PORT);
  const port = portFlag !== undefined
    ? parseWholeNumber(portFlag, '--port', { max: 65535 })
    : envPort !== undefined ? portFromEnv(envPort) : file.port ?? DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new CliError(`The port must be a whole number up to 65535, got ${port}.`);
  const secret = pick('secret', io.env.SVC_REST_SECRET, file.secret);
  const baseUrl = pick('base-url', io.env.SVC_REST_BASE_URL, file.baseUrl);
  const logLevel = choice('log-level', pick('log-level', io.env.SVC_REST_LOG_LEVEL, file.logLevel) ?? 'info', LOG_LEVELS);
  const logFormat = choice('log-format', pick('log-format', io.env.SVC_REST_LOG_FORMAT, file.logFormat) ?? (io.stdout.isTTY === true ? 'pretty' : 'json'), LOG_FORMATS);
  return {
    port,
    host: pick('host', io.env.SVC_REST_HOST, file.host) ?? DEFAULT_HOST,
    database: pick('database', io.env.SVC_REST_DATABASE, file.database)?.trim() || DEFAULT_SQLITE_PATH,
    ...(baseUrl === undefined ? {} : { baseUrl }),
    ...(secret === undefined || secret === '' ? {} : { secret }),
    debug: boolFlag(args, 'debug'),
    logLevel,
    logFormat,
  };
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value === '' ? undefined : value;
}

function choice<T extends string>(name: string, value: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(value)) throw new UsageError(`--${name} must be one of ${allowed.join(', ')}, got "${value}"`);
  return value as T;
}

function portFromEnv(raw: string): number {
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port > 65535) throw new CliError(`The PORT environment variable must be a port number, got "${raw}".`);
  return port;
}
