import type { RestError } from '../errors/RestError';
import { RestResponse } from './RestResponse';

export interface ErrorBody {
  code: string;
  message: string;
  data: unknown;
  additional_errors?: Array<{ code: string; message: string; data: unknown }>;
}

/**
 * The wire form of an error: the first message as `{code, message, data}`, every
 * other message in `additional_errors`; the status is the last `status` found in
 * the error's data, 500 when none.
 */
export function errorToResponse(error: RestError): RestResponse {
  let status = 500;
  const entries: Array<{ code: string; message: string; data: unknown }> = [];
  for (const code of error.getErrorCodes()) {
    const data = error.getErrorData(code);
    if (data !== undefined && typeof data.status === 'number') status = data.status;
    for (const message of error.getErrorMessages(code)) entries.push({ code, message, data: data ?? null });
  }
  const [first, ...rest] = entries;
  const body: ErrorBody = first ?? { code: '', message: '', data: null };
  if (rest.length > 0) body.additional_errors = rest;
  return new RestResponse(body, status);
}
