/**
 * Issue 8: a write of a post, term, user or comment (the row, its term assignments, status, meta and
 * additional fields) runs in one transaction, counted through the driver on SQLite and on PostgreSQL:
 * one BEGIN, one COMMIT, and no write outside them. The counts are logged, and a post with ten tags
 * costs exactly the statements of a post with one.
 */
import type { ExecutionContext } from 'ava';
import { createApp } from '../../src/index';
import type { AppOptions } from '../../src/app/AppOptions';
import type { SvcApp } from '../../src/app/SvcApp';
import type { SqlStorage } from '../../src/storage/index';
import { call } from './serveAs';
import { testOnEachBackend } from '../storage/backends';


interface Write {
  status: number;
  body: Record<string, unknown>;
  statements: string[];
}

async function write(app: SvcApp, userId: number, method: string, path: string, body: unknown): Promise<Write> {
  const counter = (app.storage as SqlStorage).statements;
  const { result, statements } = await counter.measure(() => call(app, userId, method, path, body));
  return { status: result.status, body: result.body as Record<string, unknown>, statements };
}

const keyword = (statement: string): string => statement.trim().split(/\s+/)[0]!.toLowerCase();

/** One BEGIN, one COMMIT after it, and every statement that is not a read between the two. */
function assertOneTransaction(t: ExecutionContext, name: string, statements: string[]): void {
  const kinds = statements.map(keyword);
  const begins = kinds.flatMap((kind, i) => (kind === 'begin' ? [i] : []));
  const commits = kinds.flatMap((kind, i) => (kind === 'commit' ? [i] : []));
  t.deepEqual([begins.length, commits.length], [1, 1], `${name}: one transaction\n${statements.join('\n')}`);
  const outside = statements.filter((_, i) => (i < begins[0]! || i > commits[0]!) && kinds[i] !== 'select');
  t.deepEqual(outside, [], `${name}: writes outside the transaction`);
}

async function checkWrites(t: ExecutionContext, options: AppOptions): Promise<void> {
  t.timeout(120_000);
  const app = await createApp({ baseUrl: 'http://127.0.0.1:8088', ...options });
  t.teardown(() => app.close());
  const admin = await app.storage.users.create({ user_login: 'writer-admin', user_email: 'writer@example.com', roles: ['administrator'] });
  const tags: number[] = [];
  for (let i = 1; i <= 10; i++) tags.push((await app.storage.terms.create({ name: `Tag ${i}`, taxonomy: 'post_tag' })).term_id);
  // A first write warms what is loaded once per process.
  await call(app, admin.id, 'POST', '/wp/v2/posts', { title: 'Warm', status: 'publish' });

  const writes: [string, Write][] = [];
  const run = async (name: string, method: string, path: string, body: unknown): Promise<Write> => {
    const done = await write(app, admin.id, method, path, body);
    writes.push([name, done]);
    return done;
  };
  const oneTag = await run('create post, 1 tag', 'POST', '/wp/v2/posts', { title: 'One', status: 'publish', tags: tags.slice(0, 1) });
  const tenTags = await run('create post, 10 tags', 'POST', '/wp/v2/posts', { title: 'Ten', status: 'publish', tags });
  await run('update post, 10 tags', 'PUT', `/wp/v2/posts/${oneTag.body.id as number}`, { title: 'One again', tags });
  const term = await run('create term', 'POST', '/wp/v2/categories', { name: 'Written', description: 'A category' });
  await run('update term', 'PUT', `/wp/v2/categories/${term.body.id as number}`, { name: 'Rewritten' });
  const user = await run('create user', 'POST', '/wp/v2/users', { username: 'written', email: 'written@example.com', password: 'secret-pass', roles: ['editor'] });
  await run('update user', 'PUT', `/wp/v2/users/${user.body.id as number}`, { name: 'Written User', roles: ['author'] });
  const comment = await run('create comment', 'POST', '/wp/v2/comments', { post: tenTags.body.id, content: 'Well said.', status: 'approved' });
  await run('update comment', 'PUT', `/wp/v2/comments/${comment.body.id as number}`, { content: 'Well said, again.', status: 'hold' });

  for (const [name, done] of writes) t.log(`${name}: ${done.statements.length} statements`);
  for (const [name, done] of writes) {
    t.true(done.status === 200 || done.status === 201, `${name}: ${done.status} ${JSON.stringify(done.body)}`);
    assertOneTransaction(t, name, done.statements);
  }
  t.is(tenTags.statements.length, oneTag.statements.length, 'ten tags cost what one tag costs');
}

testOnEachBackend('each write runs in one transaction', 'svc_writes', checkWrites);
