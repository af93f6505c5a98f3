/** The storage layer: service interfaces, the SQL implementation and the factory that opens it. */
export * from './types';
export { StorageError, StorageConflictError, StorageConfigError, StorageNotFoundError, StorageRangeError } from './errors';
export { AUTHOR_ROLES } from './roles';
export { DEFAULT_SQLITE_PATH, parseDatabaseUrl, type DatabaseTarget } from './connection';
export { openStorage, type OpenStorageOptions } from './openStorage';
export { SqlStorage } from './sql/SqlStorage';
export { hashToken } from './sql/SqlSessionStore';
export { formatUtc } from './sql/values';
export { StatementCounter } from './sql/StatementCounter';
