/**
 * Time and peak memory of importing the WordPress 7.1 fixture (1,037 posts, 2,000 comments,
 * 4,484 term links, 25 upload files) from a scratch MariaDB database, into SQLite and, when
 * reachable, PostgreSQL; then of the second run, which finds everything unchanged.
 * Usage: npm run bench:import
 */
import { performance } from 'node:perf_hooks';
import { checkOptions } from './checkOptions';
import { freshTarget, loadFixtureDatabase, runImport, type ImportTarget, type ScratchWordPress } from '../test/importer/wordpressFixture';

const MB = 1024 * 1024;

async function measure(label: string, run: () => Promise<unknown>): Promise<void> {
  let peakHeap = process.memoryUsage().heapUsed;
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    const usage = process.memoryUsage();
    peakHeap = Math.max(peakHeap, usage.heapUsed);
    peakRss = Math.max(peakRss, usage.rss);
  }, 5);
  const started = performance.now();
  try {
    await run();
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  console.log(`${label.padEnd(28)} ${seconds.toFixed(2).padStart(7)} s   peak heap ${(peakHeap / MB).toFixed(1).padStart(6)} MB   peak RSS ${(peakRss / MB).toFixed(1).padStart(6)} MB`);
}

async function benchTarget(source: ScratchWordPress, name: 'sqlite' | 'postgres'): Promise<void> {
  let target: ImportTarget;
  try {
    target = await freshTarget(name);
  } catch (error) {
    console.log(`${name}: skipped (${(error as Error).message.split('\n')[0]})`);
    return;
  }
  try {
    await measure(`${name}: first import`, () => runImport(source, target));
    await measure(`${name}: second (no changes)`, () => runImport(source, target));
  } finally {
    await target.cleanup();
  }
}

async function main(): Promise<void> {
  checkOptions(process.argv.slice(2), 'Usage: npm run bench:import   (no options) time and peak memory of importing the WordPress 7.1 fixture into SQLite and PostgreSQL', []);
  const loadStarted = performance.now();
  const source = await loadFixtureDatabase();
  console.log(`fixture loaded into MariaDB in ${((performance.now() - loadStarted) / 1000).toFixed(2)} s (not part of the import figures)`);
  try {
    global.gc?.();
    await benchTarget(source, 'sqlite');
    await benchTarget(source, 'postgres');
  } finally {
    await source.drop();
  }
  console.log(`process max RSS over the whole run: ${(process.resourceUsage().maxRSS / 1024).toFixed(1)} MB`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
