import { randomBytes } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../index';
import type { SvcApp } from '../app/SvcApp';
import type { Storage } from '../storage/index';
import { createHttpServer } from '../http/createHttpServer';
import { CliError } from './CliError';
import { connecting, isPrivateDatabase, withStorage } from './database';
import type { CliIo } from './io';
import { persistedSecret } from './secret';
import { createLogger } from '../operations/createLogger';
import { gracefulShutdown } from '../operations/gracefulShutdown';
import type { ServeSettings } from './serveSettings';

/** Work done on the database before serving (migrations, first user, demo content). */
export type PrepareStep = (storage: Storage) => Promise<void>;

/**
 * Prepares the database, builds the app and serves it until SIGINT/SIGTERM, then closes everything.
 * The signing key comes from the settings or the database, so a restart keeps cookies valid.
 */
export async function serve(settings: ServeSettings, io: CliIo, prepare?: PrepareStep): Promise<number> {
  // Listen for SIGINT/SIGTERM from the start: a signal during preparation then stops the server as soon as it is up.
  const stopped = io.untilStopped();
  let listening = false;
  void stopped.then((signal) => {
    if (!listening) io.stderr.write(`svc-rest: ${signal} received; stopping once the database is ready (send it again to quit now)\n`);
  });
  const url = settings.database;
  const prepareDatabase = prepare ?? (async (storage: Storage) => {
    await connecting(url, () => storage.migrate());
  });
  let secret = settings.secret;
  // An in-memory database lives in one connection: prepare it through the app's own storage instead.
  const privateDb = isPrivateDatabase(url);
  if (!privateDb) {
    secret = await withStorage(url, async (storage) => {
      await prepareDatabase(storage);
      return secret ?? persistedSecret(storage);
    }, false);
  }

  const http = await listen(settings.port, settings.host);
  const shutdown = gracefulShutdown(http);
  let app: SvcApp;
  try {
    const address = listenAddress(http);
    app = await connecting(url, () =>
      createApp({
        database: url,
        baseUrl: settings.baseUrl ?? address,
        secret: secret ?? randomBytes(32).toString('hex'),
        debug: settings.debug,
        logger: createLogger({ level: settings.logLevel, format: settings.logFormat }),
      }),
    );
    if (privateDb) await prepareDatabase(app.storage);
    // Create the REST server (and fire rest_api_init) now, so the first request does not pay for it.
    void app.server;
    http.on('request', app.koa.callback());
    listening = true;
    io.stdout.write(`svc-rest listening on ${address}/ (API root: ${app.urls.restUrl('/')})\n`);
  } catch (error) {
    await closeHttp(http);
    throw error;
  }

  const signal = await stopped;
  io.stderr.write(`svc-rest: ${signal} received, shutting down\n`);
  // Stop accepting, let requests in flight finish, then close the database.
  await shutdown.close();
  await app.close();
  return 0;
}

function listen(port: number, host: string): Promise<Server> {
  const http = createHttpServer();
  return new Promise((resolve, reject) => {
    http.once('error', (error: NodeJS.ErrnoException) => {
      const reason = error.code === 'EADDRINUSE' ? 'the address is already in use' : error.message;
      reject(new CliError(`Cannot listen on ${host}:${port}: ${reason}`, 1, { cause: error }));
    });
    http.listen(port, host, () => resolve(http));
  });
}

/** `http://host:port` of a listening server (IPv6 addresses in brackets). */
function listenAddress(http: Server): string {
  const info = http.address() as AddressInfo;
  const host = info.address.includes(':') ? `[${info.address}]` : info.address;
  return `http://${host}:${info.port}`;
}

function closeHttp(http: Server): Promise<void> {
  return new Promise((resolve) => {
    http.closeAllConnections();
    http.close(() => resolve());
  });
}
