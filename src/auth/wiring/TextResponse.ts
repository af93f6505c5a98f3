import type { Hooks } from '../../hooks/Hooks';
import { RestResponse } from '../../server/RestResponse';
import type { HeaderList } from '../../server/HeaderList';

/** A response whose body is plain text rather than JSON (the nonce refresh answers one). */
export class TextResponse extends RestResponse {
  constructor(readonly text: string, status = 200) {
    super(text, status);
  }
}

/**
 * Serves TextResponse bodies as `text/plain`, the way a WordPress handler of
 * `rest_pre_serve_request` echoes its own output. Runs late so CORS headers are
 * already on the list.
 */
export function serveTextResponses(hooks: Hooks): void {
  hooks.addFilter(
    'rest_pre_serve_request',
    (served: unknown, response: unknown, _request: unknown, _server: unknown, headers: HeaderList) => {
      if (served !== false || !(response instanceof TextResponse)) return served;
      headers.set('Content-Type', 'text/plain; charset=UTF-8');
      return response.text;
    },
    100,
  );
}
