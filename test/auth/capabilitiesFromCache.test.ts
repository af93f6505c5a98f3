/**
 * Capability checks answer without a promise when everything they read is in the
 * request's cache (the posts a page listed, the request's options), with the same
 * verdict as the promise path; with nothing cached they read, through a promise.
 */
import test from 'ava';
import { createApp } from '../../src/index';
import { TOKENS } from '../../src/di/tokens';
import type { Capabilities } from '../../src/auth/capabilities/Capabilities';
import { isThenable } from '../../src/hooks/Hooks';
import { newScope, runInScope } from '../../src/scope/RequestScope';

test("a visitor's edit_post and delete_post are plain answers once the post and options are cached, equal to userCan's", async (t) => {
  const app = await createApp({ database: ':memory:', defaultControllers: false });
  t.teardown(() => app.close());
  const capabilities = app.container.get<Capabilities>(TOKENS.Capabilities);
  const post = await app.storage.posts.create({ post_title: 'Published', post_status: 'publish' });

  await runInScope(newScope(true), async () => {
    const cold = capabilities.userCanMaybeAsync(0, 'edit_post', post.id);
    t.true(isThenable(cold), 'nothing cached yet: the post and the options are read');
    t.false(await cold);
    for (const cap of ['edit_post', 'delete_post']) {
      const warm = capabilities.userCanMaybeAsync(0, cap, post.id);
      t.false(isThenable(warm), `${cap} is answered from the cache`);
      t.is(warm, await capabilities.userCan(0, cap, post.id));
    }
    // A post the cache knows to be missing maps to do_not_allow, also without a promise.
    await app.storage.posts.get(post.id + 100);
    t.false(capabilities.userCanMaybeAsync(0, 'edit_post', post.id + 100) as boolean);
  });
});
