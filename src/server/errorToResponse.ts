import type { RestError } from '../errors/RestError';
import { RestResponse } from './RestResponse';

interface ErrorEntry {
  code: string;
  message: string;
  data: unknown;
  additional_data?: unknown[];
}

export interface ErrorBody extends ErrorEntry {
  additional_errors?: ErrorEntry[];
}

/**
 * The wire form of an error: the first message as `{code, message, data}` (with
 * `additional_data` when earlier data was replaced), every
 * other message in `additional_errors`; the status is the last `status` found in
 * the error's data, 500 when none.
 */
export function errorToResponse(error: RestError): RestResponse {
  const [body, status] = errorBody(error);
  return new RestResponse(body, status);
}

/** errorToResponse's body and status, without the response (argument errors nest the body in their details). */
export function errorBody(error: RestError): [ErrorBody, number] {
  let status = 500;
  const entries: ErrorEntry[] = [];
  for (const code of error.getErrorCodes()) {
    const data = error.getErrorData(code);
    if (data !== undefined && typeof data.status === 'number') status = data.status;
    const additional = error.additionalData[code];
    for (const message of error.getErrorMessages(code)) {
      const entry: ErrorEntry = { code, message, data: data ?? null };
      if (additional !== undefined && additional.length > 0) entry.additional_data = [...additional];
      entries.push(entry);
    }
  }
  // Indexing, not `[first, ...rest]`: destructuring runs the iterator protocol, and this is on every error's path.
  const body: ErrorBody = entries.length > 0 ? entries[0]! : { code: '', message: '', data: null };
  if (entries.length > 1) body.additional_errors = entries.slice(1);
  return [body, status];
}
