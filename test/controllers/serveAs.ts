/** Serving a request in-process as a given user, the way the HTTP layer would — shared by the controller tests. */
import type { SvcApp } from '../../src/app/SvcApp';
import { runAsUser } from '../../src/scope/RequestScope';
import { RestRequest } from '../../src/server/RestRequest';
import { serveRequest } from '../../src/server/serveRequest';

export interface Served {
  status: number;
  body: unknown;
  headers: Record<string, string>;
}

/** Serves `path` as user `userId` (0: anonymous), JSON body for writes; the body is parsed back. */
export async function call(app: SvcApp, userId: number, method: string, path: string, body?: unknown): Promise<Served> {
  const request = RestRequest.fromPath(path, method);
  if (body !== undefined) {
    request.setHeader('Content-Type', 'application/json');
    request.setBody(JSON.stringify(body));
  }
  const served = await runAsUser({ id: userId }, () => serveRequest(app.server, app.urls, request));
  const headers: Record<string, string> = {};
  for (const [name, value] of served.headers) headers[name] = value;
  return { status: served.status, body: typeof served.body === 'string' && served.body !== '' ? JSON.parse(served.body) : served.body, headers };
}
