import { expectPositional, intFlag } from '../args';
import type { Command } from '../Command';
import { createUser, passwordNotice } from '../createUser';
import type { CliIo } from '../io';
import { SERVE_OPTIONS, serve, serveSettings } from '../serveApp';
import type { Storage } from '../../storage/index';
import { runMigrations } from './migrate';
import { seedWithProgress } from './seed';

const DEFAULT_DEMO_POSTS = 20;
const ADMIN_LOGIN = 'admin';

export const startCommand: Command = {
  name: 'start',
  summary: 'First-run friendly serve: migrate, create "admin" if there is no user, add demo content if there are no posts, serve.',
  details: [
    'The administrator\'s password is SVC_REST_ADMIN_PASSWORD when set, otherwise generated and printed once.',
    'Its e-mail is SVC_REST_ADMIN_EMAIL, else admin@example.com. Running start again changes nothing but serves.',
  ].join('\n'),
  options: [
    ...SERVE_OPTIONS,
    { name: 'demo-posts', value: 'N', description: `Demo posts to add to an empty database (default ${DEFAULT_DEMO_POSTS}; 0: none).` },
  ],
  async run(args, io) {
    expectPositional(args, []);
    const settings = serveSettings(args, io);
    const url = settings.database;
    const demoPosts = intFlag(args, 'demo-posts', DEFAULT_DEMO_POSTS, { max: 100_000 });
    return serve(settings, io, async (storage) => {
      await runMigrations(storage, url, io);
      await ensureAdministrator(storage, io);
      await ensureDemoContent(storage, demoPosts, io);
    });
  },
};

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
