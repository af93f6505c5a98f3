/**
 * A benchmark server in its own process (`node child.js bare|svc`), so CPU time and
 * memory are measured per server. It reports its port once listening, answers usage
 * queries with its own process.cpuUsage() and RSS, and exits when told to stop or
 * when the runner goes away.
 */
import { APP_KINDS, type AppKind } from './appKinds';
import { startBenchServer } from './servers';
import type { FromServer, ToServer } from './protocol';

function send(message: FromServer): void {
  process.send?.(message);
}

async function main(): Promise<void> {
  const kind = process.argv[2] as AppKind;
  if (!APP_KINDS.includes(kind)) throw new Error(`unknown server kind ${String(kind)} (expected ${APP_KINDS.join(' or ')})`);
  if (process.send === undefined) throw new Error('child.js must be started by the benchmark runner (IPC channel missing)');
  const server = await startBenchServer(kind);
  process.on('message', (message: ToServer) => {
    if (message.type === 'usage') {
      const cpu = process.cpuUsage();
      // The monotonic clock V8's CPU profiles are timed with, so a profile can be cut to the measured runs.
      const clockMicros = Number(process.hrtime.bigint() / 1000n);
      send({ type: 'usage', id: message.id, cpuMicros: cpu.user + cpu.system, rss: process.memoryUsage.rss(), clockMicros });
    } else if (message.type === 'stop') {
      // A normal exit lets --cpu-prof write its profile.
      void server.close().finally(() => process.exit(0));
    }
  });
  process.on('disconnect', () => process.exit(0));
  send({ type: 'ready', port: server.port });
}

main().catch((error: unknown) => {
  send({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
});
