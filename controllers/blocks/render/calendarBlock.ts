/**
 * core/calendar: WordPress's render_block_core_calendar around get_calendar — a month table of
 * the days with published posts, linked to their day archives, with links to the nearest
 * earlier and later months that have posts.
 */
import type { PostRecord } from '../../../src/storage/types';
import type { BlockRenderSite } from './BlockRenderSite';
import type { CoreRenderer } from './CoreRenderer';
import { escAttr, homeUrl, publishedPosts, siteOption, wrapperAttributes } from './markup';
import { monthName } from './phpDate';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const pad2 = (n: number): string => String(n).padStart(2, '0');

/** A stored local time `YYYY-MM-DD HH:MM:SS` for a UTC calendar day (month may overflow, as mktime's does). */
function stamp(year: number, month: number, day: number, time: string): string {
  const date = new Date(Date.UTC(year, month - 1, day));
  return `${date.getUTCFullYear()}-${pad2(date.getUTCMonth() + 1)}-${pad2(date.getUTCDate())} ${time}`;
}

/** The site's local date now (current_time): `timezone_string` when set, else `gmt_offset` hours. */
async function localToday(site: BlockRenderSite): Promise<{ year: number; month: number; day: number }> {
  const now = site.options.now();
  const zone = await siteOption(site, 'timezone_string');
  if (zone !== '') {
    try {
      const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, year: 'numeric', month: 'numeric', day: 'numeric' }).formatToParts(now);
      const part = (type: string): number => Number(parts.find((p) => p.type === type)?.value);
      return { year: part('year'), month: part('month'), day: part('day') };
    } catch {
      // An unknown zone name falls back to the numeric offset, as wp_timezone does.
    }
  }
  const local = new Date(now + Number(await siteOption(site, 'gmt_offset', '0')) * 3_600_000);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate() };
}

/** get_month_link / get_day_link. */
function dateArchiveUrl(site: BlockRenderSite, year: number, month: number, day?: number): string {
  const parts = [String(year), pad2(month), ...(day === undefined ? [] : [pad2(day)])];
  if (site.options.permalinks === 'plain') return `${homeUrl(site)}?m=${parts.join('')}`;
  const prefix = site.options.permalinks === 'index' ? 'index.php/' : '';
  return `${homeUrl(site)}${prefix}${parts.join('/')}/`;
}

const monthOf = (post: PostRecord | undefined): { year: number; month: number } | undefined => {
  if (post === undefined) return undefined;
  const [year = 0, month = 0] = post.post_date.split('-').map(Number);
  return { year, month };
};

async function nearestPost(site: BlockRenderSite, bound: { before: string } | { after: string }): Promise<PostRecord | undefined> {
  const order = 'before' in bound ? 'desc' : 'asc';
  return (await site.storage.posts.query({ type: 'post', status: ['publish'], orderby: 'date', order, limit: 1, ...bound })).items[0];
}

/** Weekday offset from the first column (calendar_week_mod). */
const column = (weekday: number, weekBegins: number): number => (((weekday - weekBegins) % 7) + 7) % 7;

async function calendarTable(site: BlockRenderSite, year: number, month: number): Promise<string> {
  const weekBegins = Number(await siteOption(site, 'start_of_week', '0')) || 0;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const monthStart = stamp(year, month, 1, '00:00:00');
  const monthEnd = stamp(year, month, daysInMonth, '23:59:59');
  const previous = monthOf(await nearestPost(site, { before: monthStart }));
  const next = monthOf(await nearestPost(site, { after: monthEnd }));
  const inMonth = await site.storage.posts.query({ type: 'post', status: ['publish'], after: stamp(year, month, 0, '23:59:59'), before: stamp(year, month + 1, 1, '00:00:00') });
  const daysWithPosts = new Set(inMonth.items.map((post) => Number(post.post_date.slice(8, 10))));
  const today = await localToday(site);

  let out = `<table id="wp-calendar" class="wp-calendar-table">\n\t<caption>${monthName(month)} ${year}</caption>\n\t<thead>\n\t<tr>`;
  for (let i = 0; i < 7; i++) {
    const weekday = WEEKDAYS[(i + weekBegins) % 7] as string;
    out += `\n\t\t<th scope="col" aria-label="${weekday}">${weekday[0]}</th>`;
  }
  out += '\n\t</tr>\n\t</thead>\n\t<tbody>\n\t<tr>';
  const lead = column(new Date(Date.UTC(year, month - 1, 1)).getUTCDay(), weekBegins);
  if (lead > 0) out += `\n\t\t<td colspan="${lead}" class="pad">&nbsp;</td>`;
  for (let day = 1; day <= daysInMonth; day++) {
    const col = column(new Date(Date.UTC(year, month - 1, day)).getUTCDay(), weekBegins);
    if (day > 1 && col === 0) out += '\n\t</tr>\n\t<tr>\n\t\t';
    const isToday = today.year === year && today.month === month && today.day === day;
    out += isToday ? '<td id="today">' : '<td>';
    out += daysWithPosts.has(day)
      ? `<a href="${escAttr(dateArchiveUrl(site, year, month, day))}" aria-label="${escAttr(`Posts published on ${monthName(month)} ${day}, ${year}`)}">${day}</a>`
      : String(day);
    out += '</td>';
  }
  const trail = 7 - column(new Date(Date.UTC(year, month - 1, daysInMonth + 1)).getUTCDay(), weekBegins);
  if (trail > 0 && trail < 7) out += `\n\t\t<td class="pad" colspan="${trail}">&nbsp;</td>`;
  out += '\n\t</tr>\n\t</tbody>\n\t</table>';
  out += '<nav aria-label="Previous and next months" class="wp-calendar-nav">';
  out += previous === undefined
    ? '\n\t\t<span class="wp-calendar-nav-prev">&nbsp;</span>'
    : `\n\t\t<span class="wp-calendar-nav-prev"><a href="${escAttr(dateArchiveUrl(site, previous.year, previous.month))}">&laquo; ${monthName(previous.month).slice(0, 3)}</a></span>`;
  out += '\n\t\t<span class="pad">&nbsp;</span>';
  out += next === undefined
    ? '\n\t\t<span class="wp-calendar-nav-next">&nbsp;</span>'
    : `\n\t\t<span class="wp-calendar-nav-next"><a href="${escAttr(dateArchiveUrl(site, next.year, next.month))}">${monthName(next.month).slice(0, 3)} &raquo;</a></span>`;
  return `${out}\n\t</nav>`;
}

const validMonth = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 12;
const validYear = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

export const calendar: CoreRenderer = {
  render: async (attributes, _content, { site }) => {
    if (site === undefined) return '';
    // No published posts at all: WordPress shows nothing.
    if ((await publishedPosts(site, 1)).length === 0) return '';
    const today = await localToday(site);
    const useAttributes = validMonth(attributes.month) && validYear(attributes.year);
    const year = useAttributes ? (attributes.year as number) : today.year;
    const month = useAttributes ? (attributes.month as number) : today.month;
    return `<div ${wrapperAttributes('core/calendar', attributes)}>${await calendarTable(site, year, month)}</div>`;
  },
};
