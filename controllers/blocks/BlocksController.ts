/**
 * WordPress's WP_REST_Blocks_Controller (read it beside
 * `class-wp-rest-blocks-controller.php`): the posts controller for patterns
 * (`wp_block`, formerly reusable blocks) at `/wp/v2/blocks`. A pattern is read
 * only by who holds `read_post` on it (by default mapped to edit_posts); its
 * title and content are raw markup in every context, never rendered on their
 * own; and the `wp_pattern_sync_status` meta is lifted to the top of the item.
 */
import type { Schema } from '../../src/schema/types';
import type { PostRecord } from '../../src/storage/types';
import { PostAccess } from '../posts/PostAccess';
import { PostsController } from '../posts/PostsController';

const SYNC_STATUS = 'wp_pattern_sync_status';

/** Reading a pattern needs `read_post` on it before the usual rules. */
class PatternAccess extends PostAccess {
  override async canRead(post: PostRecord): Promise<boolean> {
    return (await this.can('read_post', post.id)) && super.canRead(post);
  }
}

/** A copy of an object property's schema with `raw` shown in view and edit and no `rendered`. */
function rawOnly(schema: Schema | undefined): Schema | undefined {
  if (schema?.properties === undefined) return schema;
  const { rendered: _rendered, ...properties } = schema.properties;
  if (properties.raw !== undefined) properties.raw = { ...properties.raw, context: ['view', 'edit'] };
  return { ...schema, properties };
}

export class BlocksController extends PostsController {
  protected override createAccess(): PostAccess {
    return new PatternAccess(this.capabilities, this.storage, this.postTypes, this.statuses);
  }

  protected override buildItemSchema(): Schema {
    const schema = super.buildItemSchema();
    const properties = { ...schema.properties };
    for (const field of ['title', 'content'] as const) {
      const shaped = rawOnly(properties[field]);
      if (shaped !== undefined) properties[field] = shaped;
    }
    return { ...schema, properties };
  }

  override filterResponseByContext<T>(data: T, context: string): T {
    const filtered = super.filterResponseByContext(data, context) as Record<string, unknown>;
    for (const field of ['title', 'content']) {
      const value = filtered[field];
      if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
        const { rendered: _rendered, ...rest } = value as Record<string, unknown>;
        filtered[field] = rest;
      }
    }
    const meta = typeof filtered.meta === 'object' && filtered.meta !== null && !Array.isArray(filtered.meta) ? { ...(filtered.meta as Record<string, unknown>) } : undefined;
    filtered[SYNC_STATUS] = meta?.[SYNC_STATUS] ?? '';
    if (meta !== undefined) {
      delete meta[SYNC_STATUS];
      filtered.meta = meta;
    }
    return filtered as T;
  }
}
