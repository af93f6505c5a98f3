import { postgresBackend } from './backends';
import { defineStorageSuite } from './suite/index';

// Fails (does not skip) when PostgreSQL is unreachable: the `before` hook reports which addresses were tried.
defineStorageSuite(postgresBackend);
