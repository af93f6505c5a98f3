import test from 'ava';
import { addQueryArgs, phpUrlencode } from '../../controllers/shared/queryUrl';

test('phpUrlencode leaves letters, digits and -_. alone and encodes the rest as PHP urlencode does', (t) => {
  const cases: Array<[string, string]> = [
    ['post_tag-2.x', 'post_tag-2.x'], ['', ''], ['a b', 'a+b'], ["~!*'()", '%7E%21%2A%27%28%29'], ['é/?&=', '%C3%A9%2F%3F%26%3D'],
  ];
  for (const [input, expected] of cases) t.is(phpUrlencode(input), expected, input);
});

test('addQueryArgs appends encoded pairs, list items as key[i], and replaces a key in place', (t) => {
  t.is(addQueryArgs('http://x/wp/v2/posts', { tags: 25 }), 'http://x/wp/v2/posts?tags=25');
  t.is(addQueryArgs('http://x/p?a=1', { search: 'a b', page: 1, ids: [3, 4] }, { page: 2 }), 'http://x/p?a=1&search=a+b&page=2&ids%5B0%5D=3&ids%5B1%5D=4');
  t.is(addQueryArgs('http://x/p', {}), 'http://x/p');
});
