import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppKind } from './appKinds';
import { createBareApp } from './bareServer';
import { createSvcBenchApp } from './svcServer';


export interface RunningServer {
  port: number;
  close(): Promise<void>;
}

/** Starts one benchmark server on loopback (port 0: any free port). */
export async function startBenchServer(kind: AppKind, port = 0, host = '127.0.0.1'): Promise<RunningServer> {
  if (kind === 'svc') {
    const app = await createSvcBenchApp();
    const http = await app.listen(port, host);
    return { port: (http.address() as AddressInfo).port, close: () => app.close() };
  }
  const http = await listen(createBareApp().callback(), port, host);
  return {
    port: (http.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        http.closeAllConnections();
        http.close(() => resolve());
      }),
  };
}

async function listen(handler: RequestListener, port: number, host: string): Promise<Server> {
  const http = createServer(handler);
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(port, host, () => resolve());
  });
  return http;
}
