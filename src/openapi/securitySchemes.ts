/** Names of the security schemes in the document. */
export const SECURITY = {
  cookie: 'svcCookie',
  nonce: 'svcNonce',
  applicationPassword: 'applicationPassword',
} as const;

/**
 * How clients authenticate: the logged-in cookie together with the nonce header
 * (a cookie without a nonce is treated as anonymous), or an application password
 * over HTTP Basic. Anonymous access is allowed where permission checks permit it.
 */
export function securitySchemes(cookieName: string): Record<string, unknown> {
  return {
    [SECURITY.cookie]: {
      type: 'apiKey',
      in: 'cookie',
      name: cookieName,
      description: 'Session cookie set by POST /svc/v1/login or the sign-in page; only honoured with a valid X-SVC-Nonce.',
    },
    [SECURITY.nonce]: {
      type: 'apiKey',
      in: 'header',
      name: 'X-SVC-Nonce',
      description: 'Nonce of the cookie session (from the login answer, GET /svc/v1/nonce or the X-SVC-Nonce response header).',
    },
    [SECURITY.applicationPassword]: {
      type: 'http',
      scheme: 'basic',
      description: 'User login and an application password (see /wp-admin/authorize-application.php).',
    },
  };
}

/** Every operation: anonymous, cookie + nonce, or application password. */
export const DEFAULT_SECURITY: ReadonlyArray<Record<string, string[]>> = [
  {},
  { [SECURITY.cookie]: [], [SECURITY.nonce]: [] },
  { [SECURITY.applicationPassword]: [] },
];
