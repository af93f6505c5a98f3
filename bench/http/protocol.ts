/** Messages between the benchmark runner and a server child, over the IPC channel. */

export type ToServer = { type: 'usage'; id: number } | { type: 'stop' };

export type FromServer =
  | { type: 'ready'; port: number }
  | { type: 'usage'; id: number; cpuMicros: number; rss: number; clockMicros: number }
  | { type: 'failed'; message: string };
