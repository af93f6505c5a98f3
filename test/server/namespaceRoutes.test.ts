import test from 'ava';
import { NamespaceRoutes } from '../../src/server/namespaceRoutes';

const TEMPLATES = { route: '/my/v1/templates/(?P<id>([^\\/:<>\\*\\?"\\|]+(?:\\/[^\\/:<>\\*\\?"\\|]+)?)[\\/\\w%-]+)' };
const GROUPED = { route: '/my/v1/users/(?P<user_id>(?:[\\d]+|me))/passwords' };
const ITEMS = { route: '/my/v1/items/(?P<id>[\\d]+)' };
const OPEN_GROUP = { route: '/my/v1/(?:things|stuff)' };
const ALTERNATION = { route: '/my/v1/x|/y' };
const ESCAPED = { route: '/my/v1/files/a\\|b' };

const routes = new NamespaceRoutes('my/v1', [TEMPLATES, GROUPED, ITEMS, OPEN_GROUP, ALTERNATION, ESCAPED]);

test('a `|` inside a character class or group leaves a route under its literal first segment only', (t) => {
  t.deepEqual(routes.candidates('/items/5'), [ITEMS, OPEN_GROUP, ALTERNATION]);
  t.deepEqual(routes.candidates('/templates/twentyfive//home'), [TEMPLATES, OPEN_GROUP, ALTERNATION]);
  t.deepEqual(routes.candidates('/users/me/passwords'), [GROUPED, OPEN_GROUP, ALTERNATION]);
  t.deepEqual(routes.candidates('/files/a|b'), [OPEN_GROUP, ALTERNATION, ESCAPED]);
});

test('a top-level alternation or a first segment that is not plain text stays a candidate for every path', (t) => {
  t.deepEqual(routes.candidates('/unknown'), [OPEN_GROUP, ALTERNATION]);
  t.deepEqual(routes.candidates('/y'), [OPEN_GROUP, ALTERNATION]);
});
