/**
 * Apps on each backend for the issue-14 tests: SQLite (a temporary file, so a second app can
 * share it) and PostgreSQL (a fresh schema, dropped afterwards).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { createApp } from '../../src/index';
import type { AppOptions } from '../../src/app/AppOptions';
import type { SvcApp } from '../../src/app/SvcApp';
import { SECRET } from '../auth-http/site';
import { dropPostgresSchema } from '../storage/backends';

const POSTGRES_URL = process.env.SVC_REST_TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type BackendName = 'sqlite' | 'postgres';
export const BACKENDS: readonly BackendName[] = ['sqlite', 'postgres'];


export interface BackendDatabase {
  /** Another app on the same database (same SQLite file or PostgreSQL schema) and secret. */
  open(options?: AppOptions): Promise<SvcApp>;
  /** Closes every app opened and removes the database. */
  cleanup(): Promise<void>;
}

export function backendDatabase(backend: BackendName): BackendDatabase {
  const apps: SvcApp[] = [];
  let where: AppOptions;
  let remove: () => Promise<void>;
  if (backend === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'svc-harden-'));
    where = { database: join(dir, 'site.sqlite') };
    remove = async () => rmSync(dir, { recursive: true, force: true });
  } else {
    const schema = `svc_harden_${randomBytes(6).toString('hex')}`;
    where = { database: POSTGRES_URL, databaseSchema: schema };
    remove = () => dropPostgresSchema(POSTGRES_URL, schema);
  }
  return {
    async open(options = {}) {
      const app = await createApp({ secret: SECRET, ...where, ...options });
      apps.push(app);
      return app;
    },
    async cleanup() {
      for (const app of apps.splice(0)) await app.close();
      await remove();
    },
  };
}
