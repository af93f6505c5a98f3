import test from 'ava';
import { assertRoutesAsWordPress } from './wordpressRoutes';

test('block-patterns and pattern-directory routes: regexes, methods and arguments as WordPress 7.1', async (t) => {
  await assertRoutesAsWordPress(t, /^\/wp\/v2\/(block-patterns|pattern-directory)\//, 3);
});
