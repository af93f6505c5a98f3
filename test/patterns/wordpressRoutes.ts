/** Compares the routes the index lists with WordPress 7.1's index (index.full-body.json): regexes, methods and arguments. */
import type { ExecutionContext } from 'ava';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createApp } from '../../src/index';

type Routes = Record<string, { _links?: unknown }>;

function wordpressRoutes(): Routes {
  const path = join(__dirname, '..', '..', '..', '..', 'shared', 'reference', 'wordpress', 'index.full-body.json');
  return (JSON.parse(readFileSync(path, 'utf8')) as { routes: Routes }).routes;
}

/** A route's data without its self link (the site addresses differ). */
const withoutLinks = ({ _links: _ignored, ...route }: { _links?: unknown }): unknown => route;

/** Every WordPress route matching `pattern` is ours too, with the same namespace, methods, endpoints and arguments. */
export async function assertRoutesAsWordPress(t: ExecutionContext, pattern: RegExp, expectedCount: number): Promise<void> {
  const app = await createApp({ database: ':memory:' });
  t.teardown(() => app.close());
  const ours = (await app.doRequest('/')).getData() as { routes: Routes };
  const theirs = wordpressRoutes();
  const expected = Object.keys(theirs).filter((route) => pattern.test(route));
  t.is(expected.length, expectedCount);
  t.deepEqual(Object.keys(ours.routes).filter((route) => pattern.test(route)), expected);
  for (const route of expected) t.deepEqual(withoutLinks(ours.routes[route]!), withoutLinks(theirs[route]!), route);
}
