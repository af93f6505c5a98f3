import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export interface GracefulShutdown {
  /**
   * Stops accepting connections, lets requests in flight finish (their
   * connections then close instead of idling), and resolves once the server is
   * closed; connections still busy after `timeoutMs` are cut.
   */
  close(timeoutMs?: number): Promise<void>;
  /** Requests being answered right now. */
  readonly inFlight: number;
}

export const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

/** Tracks a Node HTTP server's requests from now on so it can be shut down gracefully. */
export function gracefulShutdown(http: Server): GracefulShutdown {
  const active = new Set<ServerResponse>();
  let closing = false;
  http.on('request', (_request: IncomingMessage, response: ServerResponse) => {
    active.add(response);
    // Once closing, no connection is kept for another request.
    if (closing && !response.headersSent) response.setHeader('Connection', 'close');
    response.once('close', () => {
      active.delete(response);
      if (closing) http.closeIdleConnections();
    });
  });
  return {
    get inFlight() {
      return active.size;
    },
    close(timeoutMs = DEFAULT_SHUTDOWN_TIMEOUT_MS) {
      closing = true;
      for (const response of active) if (!response.headersSent) response.setHeader('Connection', 'close');
      return new Promise<void>((resolve) => {
        const timer = setTimeout(() => http.closeAllConnections(), timeoutMs);
        timer.unref();
        http.close(() => {
          clearTimeout(timer);
          resolve();
        });
        http.closeIdleConnections();
      });
    },
  };
}
