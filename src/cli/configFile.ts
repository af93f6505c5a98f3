import { readFileSync } from 'node:fs';
import { CliError } from './CliError';

/** What a config file may set; flags and environment variables override it. */
export interface ConfigFile {
  port?: number;
  host?: string;
  database?: string;
  baseUrl?: string;
  secret?: string;
  logLevel?: string;
  logFormat?: string;
}

const KEYS: Record<keyof ConfigFile, 'number' | 'string'> = {
  port: 'number', host: 'string', database: 'string', baseUrl: 'string', secret: 'string', logLevel: 'string', logFormat: 'string',
};

/** Reads a JSON config file; unknown keys and wrong types are errors naming the file, so typos do not pass silently. */
export function readConfigFile(path: string): ConfigFile {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new CliError(`Cannot read config file ${path}: ${error instanceof Error ? error.message : String(error)}`, 1, { cause: error });
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new CliError(`Config file ${path} must hold a JSON object.`);
  const config: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(parsed)) {
    const type = KEYS[key as keyof ConfigFile];
    if (type === undefined) throw new CliError(`Config file ${path}: unknown key "${key}" (known: ${Object.keys(KEYS).join(', ')}).`);
    if (typeof value !== type) throw new CliError(`Config file ${path}: "${key}" must be a ${type}.`);
    config[key] = value;
  }
  return config as ConfigFile;
}
