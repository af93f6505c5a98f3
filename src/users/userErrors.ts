import { RestError } from '../errors/RestError';
import { StorageConflictError } from '../storage/errors';

/**
 * WordPress's wp_insert_user errors carry no HTTP status, so WordPress's REST
 * layer answers them with 500. They all describe bad input (a taken or
 * over-long login, a taken e-mail), so svc-rest keeps WordPress's codes and
 * messages but answers 400: a client mistake is never a server error.
 */
export const INSERT_ERROR_STATUS = 400;

const CONFLICTS: Record<string, [string, string]> = {
  user_login: ['existing_user_login', 'Sorry, that username already exists!'],
  user_email: ['existing_user_email', 'Sorry, that email address is already used!'],
  user_nicename: ['existing_user_nicename', 'Sorry, that nicename is already used!'],
};

export function insertError(code: string, message: string): RestError {
  return new RestError(code, message, { status: INSERT_ERROR_STATUS });
}

/** A storage uniqueness conflict as the WordPress error for that field; anything else is rethrown. */
export function conflictToError(error: unknown): RestError {
  if (!(error instanceof StorageConflictError)) throw error;
  const [code, message] = CONFLICTS[error.field] ?? ['existing_user', `Another user already uses this ${error.field}.`];
  return insertError(code, message);
}

/** Thrown by the programmatic API (`app.users.create`) when WordPress would refuse the user. */
export class UserInputError extends Error {
  constructor(readonly code: string, message: string) {
    super(`${code}: ${message}`);
    this.name = 'UserInputError';
  }

  static from(error: RestError): UserInputError {
    return new UserInputError(error.code, error.message);
  }
}
