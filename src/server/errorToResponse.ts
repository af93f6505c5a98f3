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
  const [first, ...rest] = entries;
  const body: ErrorBody = first ?? { code: '', message: '', data: null };
  if (rest.length > 0) body.additional_errors = rest;
  return new RestResponse(body, status);
}
