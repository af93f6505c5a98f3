import test from 'ava';
import { assertRoutesAsWordPress } from '../patterns/wordpressRoutes';

test('icons and icon-collections routes: regexes, methods and arguments as WordPress 7.1', async (t) => {
  await assertRoutesAsWordPress(t, /^\/wp\/v2\/icon/, 5);
});
