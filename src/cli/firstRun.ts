import { createUser, passwordNotice } from './createUser';
import type { CliIo } from './io';
import { runMigrations } from './runMigrations';
import { seedWithProgress } from './seed/seedWithProgress';
import type { Storage } from '../storage/types';

export const ADMIN_LOGIN = 'admin';

/**
 * What `start` does before serving, each step only when needed so a second start changes nothing:
 * migrations, an administrator when there is no user, demo content when there is no post.
 */
export async function prepareFirstRun(storage: Storage, url: string, demoPosts: number, io: CliIo): Promise<void> {
  await runMigrations(storage, url, io);
  await ensureAdministrator(storage, io);
  await ensureDemoContent(storage, demoPosts, io);
}

async function ensureAdministrator(storage: Storage, io: CliIo): Promise<void> {
  if ((await storage.users.query({ limit: 1 })).total > 0) {
    io.stdout.write('Users exist; no administrator created.\n');
    return;
  }
  const password = io.env.SVC_REST_ADMIN_PASSWORD;
  const created = await createUser(storage, {
    login: ADMIN_LOGIN,
    email: io.env.SVC_REST_ADMIN_EMAIL ?? 'admin@example.com',
    role: 'administrator',
    ...(password === undefined || password === '' ? {} : { password }),
  });
  io.stdout.write(`Created administrator "${ADMIN_LOGIN}" (user ${created.user.id}).\n`);
  if (created.generatedPassword !== undefined) {
    io.stdout.write(`\n${passwordNotice(ADMIN_LOGIN, created.generatedPassword)}\n`);
  } else {
    io.stdout.write('Its password is the one in SVC_REST_ADMIN_PASSWORD.\n');
  }
}

async function ensureDemoContent(storage: Storage, posts: number, io: CliIo): Promise<void> {
  if (posts === 0) return;
  if ((await storage.posts.query({ type: 'any', status: 'any', limit: 1 })).total > 0) {
    io.stdout.write('Posts exist; no demo content added.\n');
    return;
  }
  await seedWithProgress(storage, { posts, pages: Math.max(1, Math.ceil(posts / 10)), users: 3, commentsPerPost: 2, seed: 1 }, io);
}
