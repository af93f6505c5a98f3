/**
 * The resolved options the framework reads below the app: the site's address and how
 * route URLs are written, the signing key and clock, the request-size limits, debug mode.
 * The app's ResolvedOptions (bound under TOKENS.Options) adds what only the app and the
 * built-in controllers read.
 */
export interface CoreOptions {
  /** The site address, without a trailing slash. */
  baseUrl: string;
  /** URL prefix of the interface (before the `rest_url_prefix` filter). */
  restPrefix: string;
  permalinks: 'pretty' | 'index' | 'plain';
  /** Signing key for nonces and cookies. */
  secret: string;
  /** Deprecation headers are sent only in debug mode. */
  debug: boolean;
  /** Whether the site is served over HTTPS. */
  secure: boolean;
  /** Largest accepted request body in bytes. */
  maxBodyBytes: number;
  /** Where uploaded media files are kept (an absolute path). */
  uploadsDir: string;
  /** Largest accepted uploaded file in bytes. */
  maxUploadBytes: number;
  /** Also accept the nonce from `X-WP-Nonce`. */
  acceptWpNonceHeader: boolean;
  /** Clock in milliseconds. */
  now: () => number;
}
