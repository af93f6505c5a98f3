import test from 'ava';
import { Hooks } from '../../src/hooks/Hooks';
import { RestResponse } from '../../src/server/RestResponse';
import { getCompactResponseLinks, type Curie, type LinkObject } from '../../src/server/responseLinks';

function response(): RestResponse {
  const res = new RestResponse({ id: 1 });
  res.addLink('self', 'http://x/wp/v2/posts/1');
  res.addLink('https://api.w.org/term', 'http://x/wp/v2/tags?post=1', { taxonomy: 'post_tag', embeddable: true });
  res.addLink('https://example.test/rels/thing', 'http://x/thing');
  return res;
}

const links = (res: RestResponse, hooks: Hooks) => getCompactResponseLinks(res, hooks, null) as Record<string, unknown>;

test('links are shortened through the wp curie; attributes come before href, and a link without any is just its href', (t) => {
  const compact = links(response(), new Hooks());
  t.deepEqual(Object.keys(compact), ['self', 'wp:term', 'https://example.test/rels/thing', 'curies']);
  t.deepEqual(compact['wp:term'], [{ taxonomy: 'post_tag', embeddable: true, href: 'http://x/wp/v2/tags?post=1' }]);
  t.deepEqual(Object.keys((compact['wp:term'] as LinkObject[])[0]!), ['taxonomy', 'embeddable', 'href']);
  t.deepEqual(compact.self, [{ href: 'http://x/wp/v2/posts/1' }]);
  t.deepEqual(compact.curies, [{ name: 'wp', href: 'https://api.w.org/{rel}', templated: true }]);
});

test('a curie list from the filter is used each time it is given, a new list or the same one edited', (t) => {
  const hooks = new Hooks();
  const mine: Curie[] = [{ name: 'ex', href: 'https://example.test/rels/{rel}', templated: true }];
  hooks.addFilter('rest_response_link_curies', (curies: Curie[]) => [...curies, ...mine]);
  t.true('ex:thing' in links(response(), hooks));
  mine[0] = { name: 'eg', href: 'https://example.test/rels/{rel}', templated: true };
  const compact = links(response(), hooks);
  t.true('eg:thing' in compact);
  t.deepEqual((compact.curies as Curie[]).map((curie) => curie.name), ['wp', 'eg']);
});

test("one response's curie entry is its own: editing it changes no other response", (t) => {
  const hooks = new Hooks();
  const first = links(response(), hooks);
  (first.curies as Curie[])[0]!.href = 'https://changed.test/{rel}';
  t.deepEqual(links(response(), hooks).curies, [{ name: 'wp', href: 'https://api.w.org/{rel}', templated: true }]);
});

test('two curies of one name: the later one used is listed, where the name was first used', (t) => {
  const hooks = new Hooks();
  const later: Curie = { name: 'wp', href: 'https://example.test/rels/{rel}', templated: true };
  hooks.addFilter('rest_response_link_curies', (curies: Curie[]) => [...curies, later]);
  const compact = links(response(), hooks);
  t.deepEqual(Object.keys(compact), ['self', 'wp:term', 'wp:thing', 'curies']);
  t.deepEqual(compact.curies, [later]);
});

test('addLinks: attributes are each link\'s own properties but href, in their order; a link with none gets an empty object of its own', (t) => {
  const res = new RestResponse();
  const symbol = Symbol('marker');
  const inherited = Object.assign(Object.create({ inheritedAttribute: true }) as { href: string }, { href: 'http://x/c' });
  res.addLinks({
    one: { href: 'http://x/a' },
    many: [{ embeddable: true, href: 'http://x/b', taxonomy: 'post_tag' }, inherited, { href: 'http://x/d', [symbol]: 1 }],
  });
  res.addLinks({ one: { href: 'http://x/e' } });
  const stored = res.getLinks();
  t.deepEqual(Object.keys(stored), ['one', 'many']);
  t.deepEqual(stored.one!.map((link) => link.href), ['http://x/a', 'http://x/e']);
  t.deepEqual(stored.one![0]!.attributes, {});
  t.not(stored.one![0]!.attributes, stored.one![1]!.attributes);
  t.deepEqual(Object.keys(stored.many![0]!.attributes), ['embeddable', 'taxonomy']);
  t.deepEqual(Object.keys(stored.many![1]!.attributes), []);
  t.false('inheritedAttribute' in stored.many![1]!.attributes);
  t.is((stored.many![2]!.attributes as Record<symbol, unknown>)[symbol], 1);
  t.false(Object.prototype.hasOwnProperty.call(stored.many![0]!.attributes, 'href'));
});
