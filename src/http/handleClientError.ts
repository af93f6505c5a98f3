import type { Duplex } from 'node:stream';
import { STATUS_CODES } from 'node:http';
import { errorBody } from './httpErrors';

type ParserError = Error & { code?: string; rawPacket?: Buffer };

/** Node's HTTP parser error codes that deserve a status other than 400. */
const STATUS_BY_CODE: Record<string, number> = {
  HPE_HEADER_OVERFLOW: 431,
  HPE_INVALID_METHOD: 501,
  ERR_HTTP_REQUEST_TIMEOUT: 408,
};

/** Longest request line we still count among the headers when the parser overflows. */
const LONG_REQUEST_LINE = 8 * 1024;

/**
 * The status for a request Node's parser refused. An overflow whose request line alone is
 * too long (a huge query string) is a 414, not a header problem.
 */
export function clientErrorStatus(err: ParserError): number {
  if (err.code === 'HPE_HEADER_OVERFLOW' && requestLineTooLong(err.rawPacket)) return 414;
  return STATUS_BY_CODE[err.code ?? ''] ?? 400;
}

function requestLineTooLong(packet: Buffer | undefined): boolean {
  if (packet === undefined || !/^[A-Za-z]+ /.test(packet.subarray(0, 32).toString('latin1'))) return false;
  const end = packet.indexOf('\r\n');
  return end === -1 || end > LONG_REQUEST_LINE;
}

/**
 * Listener for an `http.Server`'s `clientError` event (requests Node's parser
 * rejects before any middleware runs: unknown methods, malformed request lines,
 * oversized headers). Answers with the same JSON error body as everything else
 * and closes the connection; a socket that can no longer be written is destroyed.
 * Installed by createHttpServer.
 */
export function handleClientError(err: ParserError, socket: Duplex): void {
  if (err.code === 'ECONNRESET' || !socket.writable || (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent === true) {
    socket.destroy();
    return;
  }
  const status = clientErrorStatus(err);
  const body = errorBody(status);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}\r\n` +
      'Content-Type: application/json; charset=UTF-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}
