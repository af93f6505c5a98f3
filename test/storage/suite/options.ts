import { test } from './context';

export function registerOptionTests(): void {
  test.serial('options: set/get JSON values, autoload, replace and delete', async (t) => {
    const { storage } = t.context;
    t.is(await storage.options.get('blogname'), undefined);
    await storage.options.set('blogname', 'My Site');
    await storage.options.set('sticky_posts', [3, 1]);
    await storage.options.set('big', { nested: { a: [1, 'x'] } }, { autoload: false });
    t.is(await storage.options.get('blogname'), 'My Site');
    t.deepEqual(await storage.options.get('sticky_posts'), [3, 1]);
    t.deepEqual(await storage.options.loadAutoloaded(), { blogname: 'My Site', sticky_posts: [3, 1] });
    // Replacing keeps the autoload flag unless a new one is given.
    await storage.options.set('big', 'small');
    await storage.options.set('blogname', 'Renamed', { autoload: false });
    t.deepEqual(await storage.options.loadAutoloaded(), { sticky_posts: [3, 1] });
    t.is(await storage.options.get('big'), 'small');
    await storage.options.set('big', false, { autoload: true });
    t.deepEqual(await storage.options.loadAutoloaded(), { big: false, sticky_posts: [3, 1] });
    t.true(await storage.options.delete('big'));
    t.false(await storage.options.delete('big'));
    t.is(await storage.options.get('big'), undefined);
    await storage.options.set('nothing', null);
    t.is(await storage.options.get('nothing'), null);
  });
}
