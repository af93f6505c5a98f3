import test from 'ava';
import { createApp } from '../../src/index';
import type { SvcApp } from '../../src/app/SvcApp';
import { call } from '../controllers/serveAs';

const BASE = 'http://127.0.0.1:8088';
/** 2026-03-10 12:00 UTC: "today" falls inside the month shown. */
const NOW = Date.UTC(2026, 2, 10, 12);

async function site(): Promise<{ app: SvcApp; editor: number }> {
  const app = await createApp({ baseUrl: BASE, database: ':memory:', now: () => NOW });
  const editor = (await app.storage.users.create({ user_login: 'editor', roles: ['editor'] })).id;
  return { app, editor };
}

const publish = (app: SvcApp, date: string, fields: Record<string, unknown> = {}) =>
  app.storage.posts.create({ post_type: 'post', post_status: 'publish', post_title: date, post_date: date, post_date_gmt: date, ...fields });

async function calendar(app: SvcApp, editor: number, query: string): Promise<string> {
  const res = await call(app, editor, 'GET', `/wp/v2/block-renderer/core/calendar?context=edit${query}`);
  if (res.status !== 200) throw new Error(`${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { rendered: string }).rendered;
}

/** Plain day cells `<td>from</td>…<td>to</td>`. */
const days = (from: number, to: number): string => Array.from({ length: to - from + 1 }, (_, i) => `<td>${from + i}</td>`).join('');
const row = '\n\t</tr>\n\t<tr>\n\t\t';

test('core/calendar renders the chosen month as WordPress does: Monday first, days with posts linked, today marked, nearest months with posts', async (t) => {
  const { app, editor } = await site();
  await publish(app, '2026-03-04 05:06:07');
  await publish(app, '2026-03-10 09:00:00');
  await publish(app, '2026-03-10 18:00:00');
  await publish(app, '2026-03-12 10:00:00', { post_status: 'draft' });
  await publish(app, '2026-03-13 10:00:00', { post_type: 'page' });
  await publish(app, '2025-12-31 23:59:59');
  await publish(app, '2026-05-01 00:00:00');
  const expected = '<div class="wp-block-calendar"><table id="wp-calendar" class="wp-calendar-table">\n\t<caption>March 2026</caption>\n\t<thead>\n\t<tr>'
    + '\n\t\t<th scope="col" aria-label="Monday">M</th>\n\t\t<th scope="col" aria-label="Tuesday">T</th>\n\t\t<th scope="col" aria-label="Wednesday">W</th>'
    + '\n\t\t<th scope="col" aria-label="Thursday">T</th>\n\t\t<th scope="col" aria-label="Friday">F</th>\n\t\t<th scope="col" aria-label="Saturday">S</th>'
    + '\n\t\t<th scope="col" aria-label="Sunday">S</th>\n\t</tr>\n\t</thead>\n\t<tbody>\n\t<tr>'
    + '\n\t\t<td colspan="6" class="pad">&nbsp;</td><td>1</td>'
    + `${row}${days(2, 3)}<td><a href="${BASE}/2026/03/04/" aria-label="Posts published on March 4, 2026">4</a></td>${days(5, 8)}`
    + `${row}<td>9</td><td id="today"><a href="${BASE}/2026/03/10/" aria-label="Posts published on March 10, 2026">10</a></td>${days(11, 15)}`
    + `${row}${days(16, 22)}${row}${days(23, 29)}${row}${days(30, 31)}`
    + '\n\t\t<td class="pad" colspan="5">&nbsp;</td>\n\t</tr>\n\t</tbody>\n\t</table>'
    + '<nav aria-label="Previous and next months" class="wp-calendar-nav">'
    + `\n\t\t<span class="wp-calendar-nav-prev"><a href="${BASE}/2025/12/">&laquo; Dec</a></span>`
    + '\n\t\t<span class="pad">&nbsp;</span>'
    + `\n\t\t<span class="wp-calendar-nav-next"><a href="${BASE}/2026/05/">May &raquo;</a></span>\n\t</nav></div>`;
  t.is(await calendar(app, editor, '&attributes[month]=3&attributes[year]=2026'), expected);
  // Without attributes the month is the site's current one (the app clock): the same calendar.
  t.is(await calendar(app, editor, ''), expected);
});

test('core/calendar: weeks start on start_of_week, months without neighbours have empty nav cells, no today outside the month', async (t) => {
  const { app, editor } = await site();
  await app.storage.options.set('start_of_week', 0);
  await publish(app, '2026-02-28 08:00:00');
  const html = await calendar(app, editor, '&attributes[month]=2&attributes[year]=2026&attributes[className]=mine');
  t.true(html.startsWith('<div class="wp-block-calendar mine"><table id="wp-calendar" class="wp-calendar-table">\n\t<caption>February 2026</caption>\n\t<thead>\n\t<tr>\n\t\t<th scope="col" aria-label="Sunday">S</th>\n\t\t<th scope="col" aria-label="Monday">M</th>'));
  // 1 February 2026 is a Sunday: no leading pad; 28 February a Saturday: no trailing pad.
  t.true(html.includes(`<tbody>\n\t<tr>${days(1, 7)}${row}`));
  t.true(html.includes(`${days(22, 27)}<td><a href="${BASE}/2026/02/28/" aria-label="Posts published on February 28, 2026">28</a></td>\n\t</tr>\n\t</tbody>`));
  t.false(html.includes('id="today"'));
  t.true(html.endsWith('<nav aria-label="Previous and next months" class="wp-calendar-nav">\n\t\t<span class="wp-calendar-nav-prev">&nbsp;</span>\n\t\t<span class="pad">&nbsp;</span>\n\t\t<span class="wp-calendar-nav-next">&nbsp;</span>\n\t</nav></div>'));
});

test('core/calendar with no published posts renders nothing', async (t) => {
  const { app, editor } = await site();
  await publish(app, '2026-03-04 05:06:07', { post_status: 'draft' });
  t.is(await calendar(app, editor, '&attributes[month]=3&attributes[year]=2026'), '');
});
