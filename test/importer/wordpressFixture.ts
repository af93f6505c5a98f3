/**
 * The WordPress 7.1 fixture (shared/fixtures/wordpress-7.1: a real database dump and uploads)
 * loaded into a scratch MariaDB database, and imported into a fresh SQLite file or PostgreSQL
 * schema, for the importer's acceptance suite and the benchmark.
 */
import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gunzipSync } from 'node:zlib';
import mysql from 'mysql2/promise';
import { importWordPress, type ImportReport } from '../../src/importer/wordpress/index';
import { openStorage } from '../../src/storage/openStorage';
import { dropPostgresSchema, reachablePostgres } from '../storage/postgresServer';

/** The repository root: this file runs from dist/test/importer/. */
const REPO_ROOT = resolve(__dirname, '..', '..', '..');

const FIXTURE_IN_SHARED = 'shared/fixtures/wordpress-7.1';

/**
 * The fixture folder: env SVC_REST_WP_FIXTURE, else shared/ beside the repository, else shared/ beside
 * the checkout this one was cloned from (a clone made elsewhere, e.g. under /tmp, by CI).
 */
export function fixtureDir(): string {
  if (process.env.SVC_REST_WP_FIXTURE !== undefined) return process.env.SVC_REST_WP_FIXTURE;
  const besideRepo = resolve(REPO_ROOT, '..', FIXTURE_IN_SHARED);
  if (existsSync(besideRepo)) return besideRepo;
  const origin = spawnSync('git', ['-C', REPO_ROOT, 'config', '--get', 'remote.origin.url'], { encoding: 'utf8' }).stdout.trim();
  const besideOrigin = origin.startsWith('/') ? resolve(origin, '..', FIXTURE_IN_SHARED) : undefined;
  return besideOrigin !== undefined && existsSync(besideOrigin) ? besideOrigin : besideRepo;
}

/** The MariaDB server (without a database): env SVC_REST_TEST_MYSQL_URL, else root on 127.0.0.1:3306. */
function mysqlServerUrl(): string {
  return (process.env.SVC_REST_TEST_MYSQL_URL ?? 'mysql://root@127.0.0.1:3306').replace(/\/+$/, '');
}

export interface ScratchWordPress {
  /** mysql:// address of the loaded database. */
  url: string;
  /** Drops the scratch database. */
  drop(): Promise<void>;
}

/** Creates a uniquely named database and loads the fixture's dump into it through the driver. */
export async function loadFixtureDatabase(): Promise<ScratchWordPress> {
  const name = `svc_wp_fixture_${randomBytes(6).toString('hex')}`;
  const dump = gunzipSync(readFileSync(join(fixtureDir(), 'wordpress-7.1-seeded.sql.gz'))).toString('utf8');
  const admin = await mysql.createConnection({ uri: mysqlServerUrl(), multipleStatements: true, charset: 'utf8mb4' });
  try {
    await admin.query(`create database \`${name}\` character set utf8mb4 collate utf8mb4_unicode_ci`);
    await admin.query(`use \`${name}\``);
    // The dump has one INSERT per row: one transaction instead of a disk flush per row.
    await admin.query(`set autocommit = 0;\n${dump}\ncommit;`);
  } catch (error) {
    await admin.query(`drop database if exists \`${name}\``).catch(() => undefined);
    throw error;
  } finally {
    await admin.end();
  }
  return {
    url: `${mysqlServerUrl()}/${name}`,
    async drop() {
      const connection = await mysql.createConnection({ uri: mysqlServerUrl() });
      try {
        await connection.query(`drop database if exists \`${name}\``);
      } finally {
        await connection.end();
      }
    },
  };
}

/** A fresh target database: where createApp finds it, and how to remove it. */
export interface ImportTarget {
  name: 'sqlite' | 'postgres';
  database: string;
  databaseSchema?: string;
  /** Where uploads were copied. */
  uploadsDir: string;
  cleanup(): Promise<void>;
}

export async function freshTarget(name: 'sqlite' | 'postgres'): Promise<ImportTarget> {
  const dir = mkdtempSync(join(tmpdir(), 'svc-wp-import-'));
  const uploadsDir = join(dir, 'uploads');
  if (name === 'sqlite') {
    return { name, database: `sqlite:${join(dir, 'site.sqlite')}`, uploadsDir, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const url = await reachablePostgres();
  const schema = `svc_test_${randomBytes(6).toString('hex')}`;
  return {
    name, database: url, databaseSchema: schema, uploadsDir,
    async cleanup() {
      rmSync(dir, { recursive: true, force: true });
      await dropPostgresSchema(url, schema);
    },
  };
}

/** Runs the importer from `source` into `target` (migrating it first) and returns its report. */
export async function runImport(source: ScratchWordPress, target: ImportTarget, options: { dryRun?: boolean } = {}): Promise<ImportReport> {
  const storage = await openStorage(target.database, {
    migrate: true, poolSize: 4, ...(target.databaseSchema === undefined ? {} : { schema: target.databaseSchema }),
  });
  try {
    return await importWordPress(storage, {
      from: source.url,
      uploadsFrom: join(fixtureDir(), 'uploads'),
      uploadsTo: target.uploadsDir,
      dryRun: options.dryRun === true,
    });
  } finally {
    await storage.close();
  }
}
