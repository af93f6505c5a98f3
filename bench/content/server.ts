/**
 * A server for `npm run bench:content`, in its own process: `svc` (the app) or `floor` (floorApp)
 * on the database given. Prints `{"port":N}` once listening. `GET /__statements` answers how many
 * SQL statements the server ran so far, and `GET /__cpu` the process's CPU time so far in microseconds
 * (user and system): the bench divides both by requests.
 */
import { createServer } from 'node:http';
import { createApp } from '../../src/index';
import { openStorage, type SqlStorage } from '../../src/storage/index';
import { floorApp } from './floor';

export const BENCH_BASE_URL = 'http://127.0.0.1:8088';

async function main(): Promise<void> {
  const [kind, database, schema] = process.argv.slice(2);
  if ((kind !== 'svc' && kind !== 'floor') || database === undefined) throw new Error('usage: server.js svc|floor DATABASE [SCHEMA]');
  const schemaOption = schema === undefined || schema === '' ? {} : { schema };
  let handler: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void;
  let storage: SqlStorage;
  if (kind === 'svc') {
    const app = await createApp({ database, baseUrl: BENCH_BASE_URL, ...(schema ? { databaseSchema: schema } : {}) });
    storage = app.storage as SqlStorage;
    handler = app.koa.callback();
  } else {
    storage = (await openStorage(database, { ...schemaOption, poolSize: 10 })) as SqlStorage;
    handler = floorApp(storage.kysely, BENCH_BASE_URL).callback();
  }
  const server = createServer((req, res) => {
    if (req.url === '/__statements') {
      res.end(String(storage.statements.count));
      return;
    }
    if (req.url === '/__cpu') {
      const cpu = process.cpuUsage();
      res.end(String(cpu.user + cpu.system));
      return;
    }
    handler(req, res);
  });
  // A clean exit on SIGTERM, so `node --cpu-prof` writes its profile.
  process.once('SIGTERM', () => process.exit(0));
  server.listen(0, '127.0.0.1', () => {
    const address = server.address();
    process.stdout.write(`${JSON.stringify({ port: typeof address === 'object' && address !== null ? address.port : 0 })}\n`);
  });
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
