import type { Insertable } from 'kysely';
import { formatUtc, type CommentStatus, type UserRecord } from '../../storage/index';
import type { CommentsTable, PostsTable } from '../../storage/sql/tables';
import type { Prng } from './Prng';
import { slugOf } from './slugOf';
import { commentText, paragraph, postContent, postTitle } from './text';
import { FIRST_NAMES, LAST_NAMES, PAGE_TITLES, USER_AGENTS } from './vocabulary';

/**
 * The rows of the demo content, drawn from the seeded generator in memory before anything is written.
 * The draws happen in the order the one-row-at-a-time seeder made them, so a seed gives the same site
 * as before; post_name, ids and parents are filled in by the writer.
 */

export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

export type PostRow = Insertable<PostsTable>;
export type CommentRow = Insertable<CommentsTable>;

/** A comment, pointing at an earlier comment of the same post by its index in the post's list. */
export interface DemoComment {
  row: Omit<CommentRow, 'comment_post_id'>;
  parent?: number;
}

export interface DemoPost {
  row: PostRow;
  /** Term ids in the order they were drawn (their term_order), per taxonomy. */
  categories: number[];
  tags: number[];
  comments: DemoComment[];
}

export interface DemoPage {
  row: PostRow;
  /** Index of an earlier page this one sits under. */
  parent?: number;
}

export interface Drawing {
  rng: Prng;
  authors: readonly UserRecord[];
  categoryIds: readonly number[];
  tagIds: readonly number[];
  /** The newest content is dated just before this instant (ms). */
  until: number;
}

/** Base columns every row of the posts table gets (the storage's defaults). */
function postRow(columns: Partial<PostRow> & Pick<PostRow, 'post_date' | 'post_modified'>): PostRow {
  return {
    post_author: 0, post_content: '', post_title: '', post_excerpt: '', post_status: 'draft',
    comment_status: 'open', ping_status: 'open', post_password: '', post_name: '',
    post_content_filtered: '', post_parent: 0, guid: '', menu_order: 0, post_type: 'post',
    post_mime_type: '', sticky: 0, comment_count: 0,
    post_date_gmt: columns.post_date, post_modified_gmt: columns.post_modified,
    ...columns,
  };
}

/** Post number `index` of `total`, with its terms and (when published) its comments. */
export function drawPost(d: Drawing, index: number, total: number, commentsPerPost: number): DemoPost {
  const { rng, until } = d;
  // Posts are spread backwards from `until`, at most three days apart, oldest first so ids follow dates.
  const gap = Math.max(HOUR_MS, Math.min(3 * DAY_MS, Math.floor((730 * DAY_MS) / Math.max(1, total))));
  const date = new Date(until - (total - index) * gap + rng.int(0, gap - 1));
  const roll = rng.next();
  const status = roll < 0.88 ? 'publish' : roll < 0.96 ? 'draft' : 'pending';
  const { content, excerpt } = postContent(rng);
  const modified = new Date(Math.min(until - 1000, date.getTime() + (rng.chance(0.3) ? rng.int(1, 240) * HOUR_MS : 0)));
  const post_author = rng.pick(d.authors).id;
  const post_title = postTitle(rng);
  const post_excerpt = rng.chance(0.6) ? excerpt : '';
  const comment_status = rng.chance(0.9) ? 'open' : 'closed';
  const sticky = status === 'publish' && rng.chance(0.03) ? 1 : 0;
  const row = postRow({
    post_type: 'post', post_status: status, post_author, post_title, post_content: content, post_excerpt,
    post_date: formatUtc(date), post_modified: formatUtc(modified), comment_status, sticky,
  });
  const categories = rng.sample(d.categoryIds, rng.chance(0.8) ? 1 : 2);
  const tags = rng.sample(d.tagIds, rng.int(0, 4));
  const comments = status === 'publish' ? drawComments(d, date, commentsPerPost) : [];
  // WordPress's comment_count: the approved comments.
  row.comment_count = comments.filter((c) => c.row.comment_approved === 'approve').length;
  return { row, categories, tags, comments };
}

function drawComments(d: Drawing, postDate: Date, count: number): DemoComment[] {
  const { rng, until } = d;
  const comments: DemoComment[] = [];
  let at = postDate.getTime();
  // A whole count draws nothing, so integer averages keep the content of earlier seeds.
  const whole = Math.floor(count);
  const total = count === whole ? whole : whole + (rng.chance(count - whole) ? 1 : 0);
  for (let i = 0; i < total; i++) {
    at = Math.min(until - 1000, at + rng.int(10, 36 * 60) * 60_000);
    const date = formatUtc(new Date(at));
    const member = rng.chance(0.3) ? rng.pick(d.authors) : undefined;
    const guest = `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`;
    const status: CommentStatus = rng.chance(0.9) ? 'approve' : 'hold';
    const parent = comments.length > 0 && rng.chance(0.25) ? rng.int(0, comments.length - 1) : undefined;
    const comment_author_email = member?.user_email ?? `${slugOf(guest).replace('-', '.')}@example.net`;
    const comment_author_ip = `192.0.2.${rng.int(1, 254)}`;
    const comment_agent = rng.pick(USER_AGENTS);
    comments.push({
      row: {
        comment_parent: 0,
        user_id: member?.id ?? 0,
        comment_author: member?.display_name ?? guest,
        comment_author_email,
        comment_author_url: '',
        comment_author_ip,
        comment_agent,
        comment_date: date,
        comment_date_gmt: date,
        comment_content: commentText(rng),
        comment_approved: status,
        comment_type: 'comment',
        comment_karma: 0,
      },
      ...(parent === undefined ? {} : { parent }),
    });
  }
  return comments;
}

/** Page number `index` of `total`; a few sit under an earlier page, as sub-pages do. */
export function drawPage(d: Drawing, index: number, total: number): DemoPage {
  const { rng, until } = d;
  const date = formatUtc(new Date(until - (total - index) * 7 * DAY_MS));
  const base = PAGE_TITLES[index % PAGE_TITLES.length]!;
  const round = Math.floor(index / PAGE_TITLES.length);
  const paragraphs = Array.from({ length: rng.int(2, 4) }, () => `<!-- wp:paragraph -->\n<p>${paragraph(rng)}</p>\n<!-- /wp:paragraph -->`);
  const post_author = rng.pick(d.authors).id;
  const parent = index > 0 && rng.chance(0.2) ? rng.int(0, index - 1) : undefined;
  const row = postRow({
    post_type: 'page', post_status: 'publish', post_author, post_title: round === 0 ? base : `${base} ${round + 1}`,
    post_content: paragraphs.join('\n\n'), post_date: date, post_modified: date, menu_order: index,
    comment_status: 'closed', ping_status: 'closed',
  });
  return { row, ...(parent === undefined ? {} : { parent }) };
}
