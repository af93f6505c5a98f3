import { Option } from 'commander';
import type { LevelWithSilent } from 'pino';
import { LOG_FORMATS, LOG_LEVELS, type LogFormat } from '../operations/createLogger';
import { UsageError, wholeNumber } from './options';
import { CliError } from './CliError';
import { readConfigFile, type ConfigFile } from './configFile';
import { databaseOption } from './databaseOption';
import type { CliIo } from './io';
import { DEFAULT_SQLITE_PATH } from '../storage/connection';

export const DEFAULT_PORT = 8080;
export const DEFAULT_HOST = '127.0.0.1';

/** The flags of `serve` and `start`, as commander hands them over: what a config file may set, plus the file itself. */
export interface ServeFlags extends ConfigFile {
  config?: string;
}

export function serveOptions(): Option[] {
  return [
    new Option('--port <N>', `Port to listen on; 0 picks a free one (default: env PORT, else ${DEFAULT_PORT}).`).argParser(wholeNumber({ max: 65535 })),
    new Option('--host <H>', `Address to listen on (default ${DEFAULT_HOST}).`),
    databaseOption(),
    new Option('--base-url <URL>', 'Public address of the site, used in links (default: http://HOST:PORT).'),
    new Option('--secret <S>', 'Cookie and nonce signing key (default: env SVC_REST_SECRET, else one kept in the database).'),
    new Option('--log-level <L>', 'Request log level (default: env SVC_REST_LOG_LEVEL, else info).').choices(LOG_LEVELS),
    new Option('--log-format <F>', 'Log lines as json or pretty (default: env SVC_REST_LOG_FORMAT, else pretty on a terminal, json otherwise).').choices(LOG_FORMATS),
    new Option('--config <FILE>', 'JSON file with port, host, database, baseUrl, secret, logLevel, logFormat (default: env SVC_REST_CONFIG); flags and env win.'),
  ];
}

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
export function serveSettings(flags: ServeFlags, debug: boolean, io: CliIo): ServeSettings {
  const configPath = flags.config ?? nonEmpty(io.env.SVC_REST_CONFIG);
  const file: ConfigFile = configPath === undefined ? {} : readConfigFile(configPath);
  const pick = (flag: string | undefined, env: string | undefined, fromFile: string | undefined): string | undefined =>
    flag ?? nonEmpty(env) ?? fromFile;

  const envPort = nonEmpty(io.env.PORT);
  const port = flags.port !== undefined
    ? flags.port
    : envPort !== undefined ? portFromEnv(envPort) : file.port ?? DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new CliError(`The port must be a whole number up to 65535, got ${port}.`);
  const secret = pick(flags.secret, io.env.SVC_REST_SECRET, file.secret);
  const baseUrl = pick(flags.baseUrl, io.env.SVC_REST_BASE_URL, file.baseUrl);
  const logLevel = choice('log-level', pick(flags.logLevel, io.env.SVC_REST_LOG_LEVEL, file.logLevel) ?? 'info', LOG_LEVELS);
  const logFormat = choice('log-format', pick(flags.logFormat, io.env.SVC_REST_LOG_FORMAT, file.logFormat) ?? (io.stdout.isTTY === true ? 'pretty' : 'json'), LOG_FORMATS);
  return {
    port,
    host: pick(flags.host, io.env.SVC_REST_HOST, file.host) ?? DEFAULT_HOST,
    database: pick(flags.database, io.env.SVC_REST_DATABASE, file.database)?.trim() || DEFAULT_SQLITE_PATH,
    ...(baseUrl === undefined ? {} : { baseUrl }),
    ...(secret === undefined || secret === '' ? {} : { secret }),
    debug,
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
