import pino, { type Logger, type LevelWithSilent } from 'pino';
import pinoPretty from 'pino-pretty';

export const LOG_LEVELS: readonly LevelWithSilent[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];
export const LOG_FORMATS = ['json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

export interface LoggerSettings {
  level: LevelWithSilent;
  format: LogFormat;
  /** Where lines go (default: standard output). */
  destination?: NodeJS.WritableStream;
}

/** A pino logger writing JSON lines, or human-readable lines through pino-pretty (no worker thread). */
export function createLogger(settings: LoggerSettings): Logger {
  const options = { level: settings.level, base: { service: 'svc-rest' } };
  if (settings.format === 'pretty') {
    const stream = pinoPretty({ colorize: false, sync: true, ignore: 'pid,hostname,service', ...(settings.destination ? { destination: settings.destination } : {}) });
    return pino(options, stream);
  }
  return pino(options, settings.destination ?? pino.destination({ dest: 1, sync: true }));
}
