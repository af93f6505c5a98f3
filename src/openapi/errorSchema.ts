/** The body of every error the interface sends: `{code, message, data}` (data carries `status`). */
export const ERROR_SCHEMA = {
  type: 'object',
  required: ['code', 'message', 'data'],
  properties: {
    code: { type: 'string', description: 'Machine-readable error code, e.g. rest_invalid_param.' },
    message: { type: 'string', description: 'Human-readable message.' },
    data: {
      type: ['object', 'null'],
      properties: {
        status: { type: 'integer', description: 'The HTTP status of the response.' },
        params: { type: 'object', additionalProperties: { type: 'string' }, description: 'Per-parameter messages (rest_invalid_param).' },
        details: { type: 'object', description: 'Per-parameter errors in full.' },
      },
      additionalProperties: true,
    },
    additional_errors: { type: 'array', items: { type: 'object' } },
  },
} as const;

/** The error responses an operation may document, with their descriptions. */
export const ERROR_RESPONSES = {
  BadRequest: 'An argument is missing or invalid (rest_missing_callback_param, rest_invalid_param).',
  Unauthorized: 'Not allowed without logging in (cookie + X-SVC-Nonce, or an application password).',
  Forbidden: 'The current user may not do this, or the cookie nonce is invalid.',
  NotFound: 'No such route or resource.',
  Error: 'Any other error.',
} as const;

export type ErrorResponseName = keyof typeof ERROR_RESPONSES;
