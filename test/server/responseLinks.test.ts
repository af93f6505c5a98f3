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
