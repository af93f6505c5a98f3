import { RestError } from '../errors/RestError';
import { RestRequest } from '../server/RestRequest';

/** PHP's json_decode depth limit as WordPress calls it (512 levels). */
const MAX_JSON_DEPTH = 512;

/**
 * A request that arrived over HTTP. Its JSON body can fail in two ways the text
 * alone no longer shows once decoded into a JS string — bytes that were not UTF-8,
 * and nesting deeper than PHP's decoder accepts — and these are reported as
 * WordPress reports them (`rest_invalid_json` with PHP's error code and message).
 */
export class HttpRestRequest extends RestRequest {
  /** The method on the wire (PHP's REQUEST_METHOD): a `_method` or header override changes getMethod(), not this. */
  readonly httpMethod: string;
  private bodyWasUtf8 = true;
  private bodyCheck: RestError | true | null = null;

  constructor(method: string, route: string) {
    super(method, route);
    this.httpMethod = method.toUpperCase();
  }

  /** Sets the body from the bytes received; invalid UTF-8 is remembered for the JSON check. */
  setBodyBytes(bytes: Buffer): void {
    let text: string;
    let utf8 = true;
    try {
      text = STRICT_UTF8.decode(bytes);
    } catch {
      text = LENIENT_UTF8.decode(bytes);
      utf8 = false;
    }
    this.setBody(text);
    this.bodyWasUtf8 = utf8;
  }

  override setBody(body: string): void {
    super.setBody(body);
    this.bodyWasUtf8 = true;
    this.bodyCheck = null;
  }

  override hasValidJson(): true | RestError {
    if (this.getBody() !== '' && this.isJsonContentType()) {
      this.bodyCheck ??= this.checkJsonBody();
      if (this.bodyCheck !== true) return this.bodyCheck;
    }
    return super.hasValidJson();
  }

  private checkJsonBody(): RestError | true {
    if (!this.bodyWasUtf8) return jsonError(5, 'Malformed UTF-8 characters, possibly incorrectly encoded');
    if (nestingExceeds(this.getBody(), MAX_JSON_DEPTH)) return jsonError(1, 'Maximum stack depth exceeded');
    return true;
  }
}

// The BOM is kept: like PHP's decoder, JSON.parse refuses a body that starts with one.
const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const LENIENT_UTF8 = new TextDecoder('utf-8', { fatal: false, ignoreBOM: true });

function jsonError(code: number, message: string): RestError {
  return new RestError('rest_invalid_json', 'Invalid JSON body passed.', {
    status: 400,
    json_error_code: code,
    json_error_message: message,
  });
}

/** Whether arrays/objects nest deeper than `limit` (brackets inside strings do not count). */
function nestingExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}
