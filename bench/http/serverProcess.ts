import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { FromServer, ToServer } from './protocol';
import type { AppKind } from './appKinds';

export interface ServerUsage {
  /** Total user + system CPU time of the server process so far, microseconds. */
  cpuMicros: number;
  rss: number;
  /** The server's monotonic clock (microseconds) when it measured. */
  clockMicros: number;
}

export interface ServerProcessOptions {
  /** Core to pin the server to with taskset, or null. */
  core: number | null;
  /** Extra node flags (e.g. --cpu-prof). */
  nodeArgs?: string[];
  /** A command to run node under (e.g. valgrind and its flags). */
  wrapper?: string[];
  /** How long the server may take to report ready (default 20 s; longer under valgrind). */
  startTimeoutMs?: number;
}

const live = new Set<ChildProcess>();

/** Kills every server child still running (the runner's exit and signal handlers call it). */
export function killAllServers(): void {
  for (const child of live) child.kill('SIGKILL');
  live.clear();
}

/** One benchmark server running in its own process, driven over IPC. */
export class ServerProcess {
  private nextId = 1;
  private readonly waiting = new Map<number, (usage: ServerUsage) => void>();

  private constructor(
    private readonly child: ChildProcess,
    readonly port: number,
  ) {
    child.on('message', (message: FromServer) => {
      if (message.type !== 'usage') return;
      this.waiting.get(message.id)?.({ cpuMicros: message.cpuMicros, rss: message.rss, clockMicros: message.clockMicros });
      this.waiting.delete(message.id);
    });
  }

  static start(kind: AppKind, options: ServerProcessOptions): Promise<ServerProcess> {
    const script = join(__dirname, 'child.js');
    const commandLine = [...(options.wrapper ?? []), process.execPath, ...(options.nodeArgs ?? []), script, kind];
    if (options.core !== null) commandLine.unshift('taskset', '-c', String(options.core));
    const [command, ...args] = commandLine as [string, ...string[]];
    const startTimeoutMs = options.startTimeoutMs ?? 20_000;
    const child = spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    live.add(child);
    child.once('exit', () => live.delete(child));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => fail(new Error(`${kind} server did not start within ${startTimeoutMs / 1000} s`)), startTimeoutMs);
      const fail = (error: Error): void => {
        clearTimeout(timer);
        child.kill('SIGKILL');
        reject(error);
      };
      child.once('error', fail);
      child.once('exit', (code) => fail(new Error(`${kind} server exited early (code ${String(code)})`)));
      child.on('message', function onMessage(message: FromServer) {
        if (message.type === 'failed') fail(new Error(`${kind} server failed: ${message.message}`));
        if (message.type !== 'ready') return;
        clearTimeout(timer);
        child.off('message', onMessage);
        child.removeAllListeners('exit');
        child.once('exit', () => live.delete(child));
        resolve(new ServerProcess(child, message.port));
      });
    });
  }

  /** The server's process id (valgrind's own when run under it). */
  get pid(): number {
    return this.child.pid ?? -1;
  }

  /** The server's own CPU time and RSS, as it measures them. */
  usage(): Promise<ServerUsage> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('server did not report its usage within 5 s')), 5000);
      this.waiting.set(id, (usage) => {
        clearTimeout(timer);
        resolve(usage);
      });
      this.send({ type: 'usage', id });
    });
  }

  /** Asks the server to exit (so a CPU profile gets written); kills it after 10 s. */
  stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(() => this.child.kill('SIGKILL'), 10_000);
      this.child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      this.send({ type: 'stop' });
    });
  }

  private send(message: ToServer): void {
    this.child.send(message);
  }
}
