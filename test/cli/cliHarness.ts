import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The built executable (tests run from dist/test/cli). */
export const CLI = join(__dirname, '..', '..', 'src', 'cli', 'main.js');

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Environment of a child: no inherited database (ava sets ':memory:'), plus `extra`. */
function childEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...process.env };
  delete env.SVC_REST_DATABASE;
  delete env.SVC_REST_SECRET;
  delete env.PORT;
  return { ...env, ...extra };
}

/** Runs `svc-rest …args` to completion. */
export function runCli(args: readonly string[], env: Record<string, string> = {}): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

export interface RunningServer {
  child: ChildProcess;
  /** `http://host:port` from the listening line. */
  address: string;
  /** Everything printed on stdout until the listening line. */
  stdout: string;
  /** Sends SIGTERM and resolves with the exit code and the rest of the output. */
  stop(): Promise<CliResult>;
}

const LISTENING = /svc-rest listening on (http:\/\/[^/\s]+)\/ \(API root: (\S+)\)/;

/** Starts a long-running command (`serve`, `start`) and resolves once it prints its address. */
export function startServer(args: readonly string[], env: Record<string, string> = {}): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { env: childEnv(env), stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let exited: Promise<number | null> | undefined;
    const closed = new Promise<number | null>((done) => child.on('close', done));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = LISTENING.exec(stdout);
      if (match && exited === undefined) {
        exited = closed;
        resolve({
          child,
          address: match[1]!,
          stdout,
          async stop() {
            child.kill('SIGTERM');
            const code = await closed;
            return { code, stdout, stderr };
          },
        });
      }
    });
    void closed.then((code) => {
      if (exited === undefined) reject(new Error(`exited with ${code} before listening:\n${stdout}\n${stderr}`));
    });
  });
}

/** A fresh directory for one test's database files, removed by the returned cleanup. */
export function tempDir(): { dir: string; file(name: string): string; cleanup(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'svc-rest-cli-'));
  return { dir, file: (name) => join(dir, name), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
