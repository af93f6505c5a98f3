import { StorageConflictError, StorageNotFoundError } from '../errors';
import type { SqlDialect } from './dialect';

/**
 * Record field behind each unique rule, keyed by what the drivers report: PostgreSQL names the index,
 * SQLite names an expression index or lists the columns of a plain one.
 */
const FIELD_BY_RULE: Record<string, string> = {
  users_login_unique: 'user_login',
  users_email_unique: 'user_email',
  users_nicename_unique: 'user_nicename',
  terms_taxonomy_slug_unique: 'slug',
  'terms.taxonomy, terms.slug': 'slug',
  term_names_pkey: 'name',
  'term_names.taxonomy, term_names.parent, term_names.name_key': 'name',
  sessions_token_unique: 'token_hash',
  'sessions.token_hash': 'token_hash',
  options_pkey: 'option_name',
  'options.option_name': 'option_name',
  application_passwords_pkey: 'uuid',
  'application_passwords.uuid': 'uuid',
};

/** The field a unique violation is about, or undefined when `error` is not one. */
export function conflictField(dialect: SqlDialect, error: unknown): string | undefined {
  const rule = dialect.uniqueViolation(error);
  if (rule === undefined) return undefined;
  return FIELD_BY_RULE[rule] ?? rule.split(/[.,\s]+/).pop() ?? rule;
}

/** Runs a write, turning a unique violation into StorageConflictError (with the value when known). */
export async function withConflicts<T>(
  dialect: SqlDialect,
  write: () => Promise<T>,
  values: Record<string, string | undefined> = {},
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const field = conflictField(dialect, error);
    if (field === undefined) throw error;
    throw new StorageConflictError(field, values[field]);
  }
}

/** Runs a write that needs `entity` #`id` to exist, turning a foreign-key violation into StorageNotFoundError. */
export async function withParent<T>(dialect: SqlDialect, entity: string, id: number, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (dialect.isForeignKeyViolation(error)) throw new StorageNotFoundError(entity, id);
    throw error;
  }
}
