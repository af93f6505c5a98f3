/** Widget types (`/wp/v2/widget-types`): the registry, and the encode and render helpers of the widgets editor. */
import test from 'ava';
import { testOnEachBackend } from '../storage/backends';
import { widgetTypesOf } from '../../controllers/widgets/WidgetTypeRegistry';
import { ROOT, bodyOf, error, listOf, navigationSite } from '../navigation/navigationSite';

const CANNOT_MANAGE = 'Sorry, you are not allowed to manage widgets on this site.';

test('widget types: the registered types, one by one, and types added by the app', async (t) => {
  const { admin, editor, as, app } = await navigationSite(t);
  const list = await as(admin, 'GET', '/wp/v2/widget-types');
  t.is(list.status, 200);
  t.deepEqual(listOf(list).map((type) => type.id), ['search', 'text', 'block']);
  const text = await as(admin, 'GET', '/wp/v2/widget-types/text');
  t.deepEqual(text.body, {
    id: 'text', name: 'Text', description: 'Arbitrary text.', is_multi: true, classname: 'widget_text',
    _links: {
      collection: [{ href: `${ROOT}/wp/v2/widget-types` }],
      self: [{ href: `${ROOT}/wp/v2/widget-types/text`, targetHints: { allow: ['GET'] } }],
    },
  });
  const missing = await as(admin, 'GET', '/wp/v2/widget-types/calendar');
  t.deepEqual([missing.status, missing.body], [404, error('rest_widget_type_invalid', 'Invalid widget type.', 404)]);
  for (const [user, status] of [[0, 401], [editor, 403]] as const) {
    const refused = await as(user, 'GET', '/wp/v2/widget-types');
    t.deepEqual([refused.status, refused.body], [status, error('rest_cannot_manage_widgets', CANNOT_MANAGE, status)]);
    const encode = await as(user, 'POST', '/wp/v2/widget-types/text/encode', {});
    t.deepEqual([encode.status, encode.body], [status, error('rest_cannot_manage_widgets', CANNOT_MANAGE, status)]);
  }
  widgetTypesOf(app).register({
    idBase: 'clock', name: 'Clock', description: 'The time.', classname: 'widget_clock', showInstanceInRest: false,
    update: (next) => ({ zone: String(next.zone ?? 'UTC') }),
    render: async (instance) => `<time>${String(instance.zone)}</time>`,
    form: (instance, fields) => `<input name="${fields.name('zone')}" value="${String(instance.zone ?? '')}" />`,
  });
  t.deepEqual(listOf(await as(admin, 'GET', '/wp/v2/widget-types')).map((type) => type.id), ['search', 'text', 'block', 'clock']);
  const clock = bodyOf(await as(admin, 'POST', '/wp/v2/widget-types/clock/encode', { form_data: 'widget-clock[-1][zone]=Europe/Paris' }));
  t.is(clock.preview, '<div class="widget widget_clock"><time>Europe/Paris</time></div>');
  // Types that do not show raw instances keep them encoded only.
  t.deepEqual(Object.keys(clock.instance as object), ['encoded', 'hash']);
});

testOnEachBackend('widget types: encode turns form data into a signed instance, render previews it', 'widget_types', async (t, database) => {
  const { admin, as } = await navigationSite(t, database);
  const encoded = await as(admin, 'POST', '/wp/v2/widget-types/search/encode', { form_data: 'widget-search[-1][title]=Look+<b>here</b>' });
  t.is(encoded.status, 200);
  const body = bodyOf(encoded);
  t.deepEqual(Object.keys(body), ['form', 'preview', 'instance']);
  t.is(body.form, '<p><label for="widget-search--1-title">Title:</label> <input class="widefat" id="widget-search--1-title" name="widget-search[-1][title]" type="text" value="Look here" /></p>');
  t.true((body.preview as string).startsWith('<div class="widget widget_search"><h2 class="widgettitle">Look here</h2><form role="search" method="get" class="search-form" action="http://127.0.0.1:8088/">'));
  const instance = body.instance as { encoded: string; hash: string; raw: unknown };
  t.deepEqual(instance.raw, { title: 'Look here' });

  // The signed instance goes back into encode (with the number of a stored widget) and into a new widget.
  const again = bodyOf(await as(admin, 'POST', '/wp/v2/widget-types/search/encode', { instance: { encoded: instance.encoded, hash: instance.hash }, number: 4 }));
  t.true((again.form as string).includes('name="widget-search[4][title]" type="text" value="Look here"'));
  const widget = await as(admin, 'POST', '/wp/v2/widgets', { id_base: 'search', sidebar: 'sidebar-1', instance: { encoded: instance.encoded, hash: instance.hash } });
  t.is(widget.status, 201);
  t.deepEqual((bodyOf(widget).instance as { raw: unknown }).raw, { title: 'Look here' });
  const forged = await as(admin, 'POST', '/wp/v2/widget-types/search/encode', { instance: { encoded: instance.encoded, hash: 'f'.repeat(32) } });
  t.deepEqual([forged.status, forged.body], [400, error('rest_invalid_widget', 'The provided instance is malformed.', 400)]);

  const textEncoded = bodyOf(await as(admin, 'POST', '/wp/v2/widget-types/text/encode', { form_data: 'widget-text[-1][title]=Note&widget-text[-1][text]=Line+one&widget-text[-1][filter]=on' }));
  t.deepEqual((textEncoded.instance as { raw: unknown }).raw, { title: 'Note', text: 'Line one', filter: true });
  t.is(textEncoded.preview, '<div class="widget widget_text"><h2 class="widgettitle">Note</h2><div class="textwidget"><p>Line one</p>\n</div></div>');

  const rendered = await as(admin, 'POST', '/wp/v2/widget-types/text/render', { instance: { raw: { title: 'Shown', text: 'Body' } } });
  t.is(rendered.status, 200);
  const preview = bodyOf(rendered).preview as string;
  t.true(preview.startsWith('<!doctype html>'));
  t.true(preview.includes('<div class="widget widget_text"><h2 class="widgettitle">Shown</h2><div class="textwidget">Body</div></div>'));
  const unknown = await as(admin, 'POST', '/wp/v2/widget-types/calendar/encode', {});
  t.deepEqual([unknown.status, unknown.body], [404, error('rest_widget_type_invalid', 'Invalid widget type.', 404)]);
});
