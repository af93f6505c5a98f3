import type { PostInput, PostQuery, PostRecord, PostStore, QueryResult } from '../types';
import { writing, type CacheAccess } from './CacheAccess';
import { CachedRowStore, copyRow } from './CachedRowStore';
import { NOT_READY, type NotReady } from '../notReady';
import { notePublishedAuthors } from './publishedAuthors';

const copy = copyRow<PostRecord>;

/** Posts read through the request cache; writes go to the database and empty it. */
export class CachedPostStore extends CachedRowStore<PostRecord, PostStore> implements PostStore {
  constructor(inner: PostStore, access: CacheAccess) {
    super(inner, access, 'postmeta', (cache) => cache.posts);
  }

  async getManyWithAncestors(ids: readonly number[]): Promise<Map<number, PostRecord>> {
    const cache = this.access.forReads();
    if (cache === undefined) return this.inner.getManyWithAncestors(ids);
    await cache.ancestries.getMany(ids, async (wanted) => {
      const found = await this.inner.getManyWithAncestors(wanted);
      for (const post of found.values()) if (!cache.posts.has(post.id)) cache.posts.set(post.id, copy(post));
      return new Map(wanted.map((id) => [id, true]));
    }, () => true);
    // Everything asked for is cached now: walk each post's parents through the cache.
    const result = new Map<number, PostRecord>();
    for (let pending = [...ids]; pending.length > 0;) {
      const id = pending.pop()!;
      if (result.has(id) || !cache.posts.has(id)) continue;
      const post = await this.get(id);
      if (post === undefined) continue;
      result.set(id, post);
      if (post.post_parent > 0) pending.push(post.post_parent);
    }
    return result;
  }

  async query(query?: PostQuery): Promise<QueryResult<PostRecord>> {
    const result = await this.inner.query(query);
    const cache = this.access.forReads();
    if (cache !== undefined) {
      for (const post of result.items) if (!cache.posts.has(post.id)) cache.posts.set(post.id, copy(post));
      notePublishedAuthors(cache, result.items);
    }
    return result;
  }

  async listRevisions(parentId: number): Promise<PostRecord[]> {
    const cache = this.access.forReads();
    if (cache === undefined) return this.inner.listRevisions(parentId);
    return (await cache.revisions.getBatched(parentId, (wanted) => this.inner.listRevisionsOfMany(wanted), () => [])).map(copy);
  }

  peekRevisions(parentId: number): PostRecord[] | NotReady {
    const cache = this.access.forReads();
    if (cache === undefined) return NOT_READY;
    const revisions = cache.revisions.peek(parentId);
    return revisions === NOT_READY ? revisions : revisions.map(copy);
  }

  async listRevisionsOfMany(parentIds: readonly number[]): Promise<Map<number, PostRecord[]>> {
    const cache = this.access.forReads();
    if (cache === undefined) return this.inner.listRevisionsOfMany(parentIds);
    const found = await cache.revisions.getMany(parentIds, (wanted) => this.inner.listRevisionsOfMany(wanted), () => []);
    return new Map([...found].map(([id, revisions]) => [id, revisions.map(copy)]));
  }

  /** Locks the row for the caller's transaction: always the database's current row. */
  lock(id: number): Promise<PostRecord | undefined> {
    return this.inner.lock(id);
  }

  uniqueSlug(slug: string, postType: string, excludeId?: number): Promise<string> {
    return this.inner.uniqueSlug(slug, postType, excludeId);
  }

  create(input: PostInput): Promise<PostRecord> {
    return writing(this.access, () => this.inner.create(input));
  }

  update(id: number, changes: PostInput): Promise<PostRecord | undefined> {
    return writing(this.access, () => this.inner.update(id, changes));
  }

  delete(id: number): Promise<boolean> {
    return writing(this.access, () => this.inner.delete(id));
  }

  createRevision(parentId: number): Promise<PostRecord | undefined> {
    return writing(this.access, () => this.inner.createRevision(parentId));
  }
}
