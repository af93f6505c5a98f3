import { createServer, type RequestListener, type Server } from 'node:http';
import { handleClientError } from './handleClientError';

/**
 * The one way svc-rest builds its Node HTTP server (the CLI's `serve` and `SvcApp.listen` both
 * come here): requests Node's parser refuses before any middleware runs — an unknown method, an
 * over-long request line or headers, bytes that are not allowed in a URL — still get a
 * `{code, message, data: {status}}` JSON answer instead of an empty one.
 *
 *     const http = createHttpServer(app.koa.callback());
 *     http.listen(8080);
 */
export function createHttpServer(handler?: RequestListener): Server {
  const http = handler === undefined ? createServer() : createServer(handler);
  http.on('clientError', handleClientError);
  return http;
}
