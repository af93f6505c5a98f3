/** Shared helpers of the decorator and base-controller suites. */
import { createApp } from '../../src/index';
import type { SvcApp } from '../../src/app/SvcApp';
import { RestRequest } from '../../src/server/RestRequest';
import type { RestResponse } from '../../src/server/RestResponse';

/** An app serving only the given controllers (no built-in ones), on in-memory storage. */
export async function appWith(...controllers: Array<new (...args: never[]) => object>): Promise<SvcApp> {
  return createApp({ defaultControllers: false, database: ':memory:', controllers });
}

/** Dispatches in-process: `path` may carry a query string; `body` is sent as JSON. */
export async function call(app: SvcApp, method: string, path: string, body?: Record<string, unknown>): Promise<RestResponse> {
  const request = RestRequest.fromPath(path, method);
  if (body !== undefined) {
    request.setHeader('content-type', 'application/json');
    request.setBody(JSON.stringify(body));
  }
  return app.server.dispatch(request);
}

/** The `{ code, message, data }` body of an error response. */
export function errorBody(response: RestResponse): { code: string; message: string; data: Record<string, unknown> } {
  return response.getData() as { code: string; message: string; data: Record<string, unknown> };
}
