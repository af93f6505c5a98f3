/**
 * The floor of `npm run bench:content`: bare Koa and hand-written SQL producing the same JSON bytes
 * as svc-rest's `GET /wp/v2/posts?per_page=N` for an anonymous visitor on the demo site (published
 * posts, no passwords, no featured images). What svc-rest costs above this is the framework. It reads
 * through the same storage connection (on PostgreSQL, its repeated statements are kept prepared as
 * svc-rest's are).
 */
import Koa from 'koa';
import { sql, type Kysely } from 'kysely';
import { permalink } from '../../controllers/posts/postPermalink';
import { renderTitle, rfc3339 } from '../../controllers/posts/postRendering';
import { addClassToFirstTag } from '../../src/content/addClassToFirstTag';
import { hasBlocks, parseBlocks } from '../../src/content/parseBlocks';
import { convertChars, trimWords } from '../../src/content/trimWords';
import { wpautop } from '../../src/content/wpautop';
import { wptexturize } from '../../src/content/wptexturize';
import type { Database } from '../../src/storage/sql/tables';

interface Row {
  id: number; post_author: number; post_date: string; post_date_gmt: string; post_content: string; post_title: string;
  post_excerpt: string; post_status: string; comment_status: string; ping_status: string; post_name: string;
  post_modified: string; post_modified_gmt: string; guid: string; post_type: string; sticky: number; total: number | string;
}

const TAXONOMIES = ['category', 'post_tag', 'post_format'];
const byName = (a: { name: string; term_id: number }, b: { name: string; term_id: number }): number => {
  const x = a.name.toLowerCase();
  const y = b.name.toLowerCase();
  return x < y ? -1 : x > y ? 1 : a.term_id - b.term_id;
};

export function floorApp(db: Kysely<Database>, baseUrl: string): Koa {
  const rest = `${baseUrl}/svc-json/wp/v2`;
  const site = { baseUrl, permalinks: 'pretty' as const };
  const koa = new Koa();
  koa.use(async (ctx) => {
    if (ctx.path !== '/svc-json/wp/v2/posts') {
      ctx.status = 404;
      return;
    }
    const perPage = Math.min(100, Math.max(1, Number(ctx.query.per_page ?? 10) || 10));
    const { rows } = await sql<Row>`select id, post_author, post_date, post_date_gmt, post_content, post_title, post_excerpt,
        post_status, comment_status, ping_status, post_name, post_modified, post_modified_gmt, guid, post_type, sticky,
        (select count(*) from posts where post_type = 'post' and post_status = 'publish') as total
      from posts where post_type = 'post' and post_status = 'publish' order by post_date desc, id desc limit ${perPage}`.execute(db);
    const ids = rows.map((row) => row.id);
    const terms = new Map<number, Map<string, { term_id: number; slug: string; name: string }[]>>();
    const meta = new Map<number, Map<string, string>>();
    const revisions = new Map<number, number[]>();
    if (ids.length > 0) {
      const list = sql.join(ids);
      const linked = await sql<{ object_id: number; term_id: number; slug: string; name: string; taxonomy: string }>`
        select r.object_id, t.term_id, t.slug, t.name, t.taxonomy from term_relationships r inner join terms t on t.term_id = r.term_id
        where r.object_id in (${list}) and t.taxonomy in (${sql.join(TAXONOMIES)})`.execute(db);
      for (const term of linked.rows) {
        const ofPost = terms.get(term.object_id) ?? terms.set(term.object_id, new Map()).get(term.object_id)!;
        (ofPost.get(term.taxonomy) ?? ofPost.set(term.taxonomy, []).get(term.taxonomy)!).push(term);
      }
      const values = await sql<{ object_id: number; meta_key: string; meta_value: string }>`select object_id, meta_key, meta_value
        from postmeta where object_id in (${list}) and meta_key in ('footnotes', '_thumbnail_id') order by meta_id`.execute(db);
      for (const row of values.rows) {
        const ofPost = meta.get(row.object_id) ?? meta.set(row.object_id, new Map()).get(row.object_id)!;
        if (!ofPost.has(row.meta_key)) ofPost.set(row.meta_key, JSON.parse(row.meta_value) as string);
      }
      const kept = await sql<{ id: number; post_parent: number }>`select id, post_parent from posts where post_type = 'revision'
        and post_parent in (${list}) and post_name not like '%-autosave-v%' order by post_date desc, id desc`.execute(db);
      for (const row of kept.rows) (revisions.get(row.post_parent) ?? revisions.set(row.post_parent, []).get(row.post_parent)!).push(row.id);
    }
    const items = rows.map((post) => {
      const ofPost = terms.get(post.id);
      const list = (taxonomy: string): { term_id: number; slug: string; name: string }[] => [...(ofPost?.get(taxonomy) ?? [])].sort(byName);
      const categories = list('category');
      const tags = list('post_tag');
      const formatTerm = list('post_format').find((term) => term.slug.startsWith('post-format-'));
      const format = formatTerm === undefined ? 'standard' : formatTerm.slug.slice('post-format-'.length);
      const revisionIds = revisions.get(post.id) ?? [];
      const links: Record<string, unknown[]> = {
        self: [{ href: `${rest}/posts/${post.id}`, targetHints: { allow: ['GET'] } }],
        collection: [{ href: `${rest}/posts` }],
        about: [{ href: `${rest}/types/post` }],
        ...(post.post_author > 0 ? { author: [{ embeddable: true, href: `${rest}/users/${post.post_author}` }] } : {}),
        replies: [{ embeddable: true, href: `${rest}/comments?post=${post.id}` }],
        'version-history': [{ count: revisionIds.length, href: `${rest}/posts/${post.id}/revisions` }],
        ...(revisionIds.length > 0 ? { 'predecessor-version': [{ id: revisionIds[0], href: `${rest}/posts/${post.id}/revisions/${revisionIds[0]}` }] } : {}),
        'wp:attachment': [{ href: `${rest}/media?parent=${post.id}` }],
        'wp:term': [
          { taxonomy: 'category', embeddable: true, href: `${rest}/categories?post=${post.id}` },
          { taxonomy: 'post_tag', embeddable: true, href: `${rest}/tags?post=${post.id}` },
        ],
        curies: [{ name: 'wp', href: 'https://api.w.org/{rel}', templated: true }],
      };
      return {
        id: post.id,
        date: rfc3339(post.post_date),
        date_gmt: rfc3339(post.post_date_gmt),
        guid: { rendered: post.guid },
        modified: rfc3339(post.post_modified),
        modified_gmt: rfc3339(post.post_modified_gmt),
        slug: post.post_name,
        status: post.post_status,
        type: post.post_type,
        link: permalink(site, post, post.post_name),
        title: { rendered: renderTitle(post.post_title) },
        content: { rendered: floorContent(post.post_content), protected: false },
        excerpt: { rendered: floorExcerpt(post.post_excerpt, post.post_content), protected: false },
        author: post.post_author,
        featured_media: 0,
        comment_status: post.comment_status,
        ping_status: post.ping_status,
        sticky: post.sticky === 1,
        template: '',
        format,
        meta: { footnotes: meta.get(post.id)?.get('footnotes') ?? '' },
        categories: categories.map((term) => term.term_id),
        tags: tags.map((term) => term.term_id),
        class_list: [
          `post-${post.id}`, 'post', 'type-post', `status-${post.post_status}`, `format-${format}`, 'hentry',
          ...categories.map((term) => `category-${term.slug}`), ...tags.map((term) => `tag-${term.slug}`),
          ...(format !== 'standard' ? [`post_format-post-format-${format}`] : []),
        ],
        _links: links,
      };
    });
    const total = rows.length > 0 ? Number(rows[0]!.total) : 0;
    ctx.set('X-WP-Total', String(total));
    ctx.set('X-WP-TotalPages', String(Math.ceil(total / perPage)));
    ctx.type = 'application/json; charset=UTF-8';
    ctx.body = JSON.stringify(items);
  });
  return koa;
}

/**
 * `the_content` by hand for what the seeded site holds (paragraph blocks, or classic text without
 * shortcodes): do_blocks keeps each block's HTML and gives paragraphs their class; classic text gets wpautop.
 */
function floorContent(content: string): string {
  if (!hasBlocks(content)) return wpautop(wptexturize(content));
  const html = parseBlocks(content)
    .map((block) => (block.blockName === 'core/paragraph' ? addClassToFirstTag(block.innerHTML, 'p', 'wp-block-paragraph') : block.innerHTML))
    .join('');
  return wptexturize(html);
}

/** `the_excerpt` by hand: the written excerpt or the content's first 55 words, then texturize, convert_chars, wpautop. */
function floorExcerpt(excerpt: string, content: string): string {
  const text = excerpt.trim() !== '' ? excerpt : trimWords(floorContent(content).split(']]>').join(']]&gt;'), 55, ' [&hellip;]');
  return wpautop(convertChars(wptexturize(text)));
}
