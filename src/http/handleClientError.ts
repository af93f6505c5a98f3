import type { Duplex } from 'node:stream';
import { STATUS_CODES } from 'node:http';
import { errorBody } from './httpErrors';

/** Node's HTTP parser error codes that deserve a status other than 400. */
const STATUS_BY_CODE: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/**
 * Listener for an `http.Server`'s `clientError` event (requests Node's parser
 * rejects before any middleware runs: unknown methods, malformed request lines,
 * oversized headers). Answers with the same JSON error body as everything else
 * and closes the connection; a socket that can no longer be written is destroyed.
 *
 *     server.on('clientError', handleClientError);
 */
export function handleClientError(err: Error & { code?: string }, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || !socket.writable || (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent === true) {
    socket.destroy();
    return;
  }
  const status = STATUS_BY_CODE[err.code ?? ''] ?? 400;
  const body = errorBody(status);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}\r\n` +
      'Content-Type: application/json; charset=UTF-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}
