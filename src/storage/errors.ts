/** Base class of the errors the storage layer raises on purpose (anything else is a driver failure). */
export class StorageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** A write would break a uniqueness rule; `field` names the record field (e.g. 'user_login'). */
export class StorageConflictError extends StorageError {
  constructor(
    readonly field: string,
    readonly value?: string,
  ) {
    super(`Another record already uses this ${field}${value === undefined ? '' : `: ${value}`}.`);
  }
}

/** The database address or options cannot be used. */
export class StorageConfigError extends StorageError {}

/** A write refers to a record that does not exist (e.g. the user to reassign posts to). */
export class StorageNotFoundError extends StorageError {
  constructor(
    readonly entity: string,
    readonly id: number | string,
  ) {
    super(`No ${entity} with id ${id}.`);
  }
}

/** A number that the database cannot hold exactly (beyond ±2^53, or not whole); `column` when known. */
export class StorageRangeError extends StorageError {
  constructor(
    readonly value: number,
    readonly column?: string,
  ) {
    super(`${String(value)} is out of the range of integers that can be stored${column === undefined ? '' : ` in ${column}`}.`);
  }
}
