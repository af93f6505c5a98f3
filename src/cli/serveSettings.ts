import { boolFlag, intFlag, stringFlag, type OptionSpec, type ParsedArgs } from './args';
import { CliError } from './CliError';
import { DATABASE_OPTION, databaseUrl } from './databaseOption';
import type { CliIo } from './io';

export const DEFAULT_PORT = 8080;
export const DEFAULT_HOST = '127.0.0.1';

export const SERVE_OPTIONS: readonly OptionSpec[] = [
  { name: 'port', value: 'N', description: `Port to listen on; 0 picks a free one (default: env PORT, else ${DEFAULT_PORT}).` },
  { name: 'host', value: 'H', description: `Address to listen on (default ${DEFAULT_HOST}).` },
  DATABASE_OPTION,
  { name: 'base-url', value: 'URL', description: 'Public address of the site, used in links (default: http://HOST:PORT).' },
  { name: 'secret', value: 'S', description: 'Cookie and nonce signing key (default: env SVC_REST_SECRET, else one kept in the database).' },
];

export interface ServeSettings {
  port: number;
  host: string;
  database: string;
  baseUrl?: string;
  secret?: string;
  debug: boolean;
}

export function serveSettings(args: ParsedArgs, io: CliIo): ServeSettings {
  const envPort = io.env.PORT;
  const port = intFlag(args, 'port', envPort === undefined || envPort === '' ? DEFAULT_PORT : portFromEnv(envPort), { max: 65535 });
  const secret = stringFlag(args, 'secret') ?? io.env.SVC_REST_SECRET;
  const baseUrl = stringFlag(args, 'base-url');
  return {
    port,
    host: stringFlag(args, 'host') ?? DEFAULT_HOST,
    database: databaseUrl(args, io),
    ...(baseUrl === undefined ? {} : { baseUrl }),
    ...(secret === undefined || secret === '' ? {} : { secret }),
    debug: boolFlag(args, 'debug'),
  };
}

function portFromEnv(raw: string): number {
  const port = Number(raw);
  if (!/^\d+$/.test(raw) || port > 65535) throw new CliError(`The PORT environment variable must be a port number, got "${raw}".`);
  return port;
}
