import { SqlStorage } from '../../../src/storage/index';
import { TABLE_NAMES } from '../../../src/storage/sql/tables';
import { TestClock, type Backend, type OpenedStorage } from '../backends';
import { test } from './context';
import { registerApplicationPasswordTests } from './applicationPasswords';
import { registerCommentTests } from './comments';
import { registerDefaultOptionTests } from './defaultOptions';
import { registerConcurrencyTests } from './concurrency';
import { registerMetaTests } from './meta';
import { registerMissingParentTests } from './missingParents';
import { registerMigrationTests } from './migrations';
import { registerOptionTests } from './options';
import { registerPostQueryTests } from './postQueries';
import { registerPostTests } from './posts';
import { registerSessionTests } from './sessions';
import { registerTermTests } from './terms';
import { registerTransactionTests } from './transactions';
import { registerUserQueryTests } from './userQueries';
import { registerUserTests } from './users';
import { registerLoginThrottleTests } from './loginThrottle';
import { registerStorableValueTests } from './storableValues';
import { registerShapedStatementTests } from './shapedStatements';

const START = new Date('2024-05-01T12:00:00Z');

/** The storage suite, written once; each backend's test file runs it on its own database. */
export function defineStorageSuite(backend: Backend): void {
  let opened: OpenedStorage | undefined;
  const clock = new TestClock(START);

  test.before(async (t) => {
    opened = await backend.open(clock);
    await opened.storage.migrate();
    const { storage, reopen } = opened;
    t.context = { storage, clock, backend: backend.name, reopen };
  });

  // Each test starts from empty tables and the same time.
  test.beforeEach(async (t) => {
    clock.current = START;
    const { storage } = t.context;
    if (!(storage instanceof SqlStorage)) throw new Error('the storage suite expects the SQL implementation');
    // One transaction: one commit instead of one per table.
    await storage.kysely.transaction().execute(async (trx) => {
      for (const table of TABLE_NAMES) await trx.deleteFrom(table).execute();
    });
  });

  test.after.always(async () => {
    await opened?.cleanup();
  });

  registerMigrationTests();
  registerDefaultOptionTests();
  registerPostTests();
  registerPostQueryTests();
  registerMetaTests();
  registerTermTests();
  registerUserTests();
  registerUserQueryTests();
  registerCommentTests();
  registerOptionTests();
  registerSessionTests();
  registerApplicationPasswordTests();
  registerMissingParentTests();
  registerLoginThrottleTests();
  registerStorableValueTests();
  registerShapedStatementTests();
  registerTransactionTests();
  registerConcurrencyTests();
}
