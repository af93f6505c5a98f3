import type { CommentDuplicateProbe, CommentFloodProbe, CommentInput, CommentQuery, CommentRecord, CommentStore, QueryResult } from '../types';
import { writing, type CacheAccess } from './CacheAccess';
import { CachedRowStore, copyRow } from './CachedRowStore';
import { loadPerPost, NO_RESULT, perPostKey } from './perPostQueries';
import { NOT_READY, type NotReady } from '../notReady';

const copy = copyRow<CommentRecord>;

/** Comments read through the request cache; writes go to the database and empty it. */
export class CachedCommentStore extends CachedRowStore<CommentRecord, CommentStore> implements CommentStore {
  constructor(inner: CommentStore, access: CacheAccess) {
    super(inner, access, 'commentmeta', (cache) => cache.comments);
  }

  async countReplies(parentId: number): Promise<number> {
    const cache = this.access.forReads();
    if (cache === undefined) return this.inner.countReplies(parentId);
    return cache.replyCounts.getBatched(parentId, (wanted) => this.inner.countRepliesOfMany(wanted), () => 0);
  }

  peekReplyCount(parentId: number): number | NotReady {
    const cache = this.access.forReads();
    return cache === undefined ? NOT_READY : cache.replyCounts.peek(parentId);
  }

  async countRepliesOfMany(parentIds: readonly number[]): Promise<Map<number, number>> {
    const cache = this.access.forReads();
    if (cache === undefined) return this.inner.countRepliesOfMany(parentIds);
    return cache.replyCounts.getMany(parentIds, (wanted) => this.inner.countRepliesOfMany(wanted), () => 0);
  }

  async query(query: CommentQuery = {}): Promise<QueryResult<CommentRecord>> {
    const { post, offset, ...perPost } = query;
    const postId = post?.length === 1 ? post[0] : undefined;
    const cache = this.access.forReads();
    // One post's first page (an `_embed` of replies asks it for each item): run with the other posts asking.
    if (cache !== undefined && postId !== undefined && (offset ?? 0) === 0) {
      const found = await cache.commentQueries.getBatched(perPostKey(postId, perPost),
        (keys) => loadPerPost(keys, (q: typeof perPost, ids) => this.inner.queryForEachPost(q, ids)), NO_RESULT);
      for (const comment of found.items) if (!cache.comments.has(comment.comment_id)) cache.comments.set(comment.comment_id, copy(comment));
      return { total: found.total, items: found.items.map(copy) };
    }
    const result = await this.inner.query(query);
    if (cache !== undefined) {
      for (const comment of result.items) if (!cache.comments.has(comment.comment_id)) cache.comments.set(comment.comment_id, copy(comment));
    }
    return result;
  }

  queryForEachPost(query: Omit<CommentQuery, 'post' | 'offset'>, postIds: readonly number[]): Promise<Map<number, QueryResult<CommentRecord>>> {
    return this.inner.queryForEachPost(query, postIds);
  }

  // The duplicate and flood checks guard a write (inside its transaction): never cached.
  findDuplicate(probe: CommentDuplicateProbe): Promise<number> {
    return this.inner.findDuplicate(probe);
  }

  latestCommentDate(probe: CommentFloodProbe): Promise<string | undefined> {
    return this.inner.latestCommentDate(probe);
  }

  create(input: CommentInput & { comment_post_id: number }): Promise<CommentRecord> {
    return writing(this.access, () => this.inner.create(input));
  }

  update(id: number, changes: CommentInput): Promise<CommentRecord | undefined> {
    return writing(this.access, () => this.inner.update(id, changes));
  }

  delete(id: number): Promise<boolean> {
    return writing(this.access, () => this.inner.delete(id));
  }
}
