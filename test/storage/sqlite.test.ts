import { sqliteBackend } from './backends';
import { defineStorageSuite } from './suite/index';

defineStorageSuite(sqliteBackend);
