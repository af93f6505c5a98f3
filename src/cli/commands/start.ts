import { expectPositional, intFlag } from '../args';
import type { Command } from '../Command';
import { SERVE_OPTIONS, serveSettings } from '../serveSettings';

const DEFAULT_DEMO_POSTS = 20;

export const startCommand: Command = {
  name: 'start',
  summary: 'Migrate, create "admin" if there is no user, add demo content if there are no posts, then serve.',
  details: [
    'What `npm start` runs. The administrator\'s password is SVC_REST_ADMIN_PASSWORD when set, otherwise it is',
    'generated and printed once; its e-mail is SVC_REST_ADMIN_EMAIL, else admin@example.com.',
    'A second start finds the user and the posts and only serves.',
  ].join('\n'),
  options: [
    ...SERVE_OPTIONS,
    { name: 'demo-posts', value: 'N', description: `Demo posts to add to an empty database (default ${DEFAULT_DEMO_POSTS}; 0: none).` },
  ],
  async run(args, io) {
    expectPositional(args, []);
    const settings = serveSettings(args, io);
    const demoPosts = intFlag(args, 'demo-posts', DEFAULT_DEMO_POSTS, { max: 100_000 });
    const { serve } = await import('../serveApp');
    const { prepareFirstRun } = await import('../firstRun');
    return serve(settings, io, (storage) => prepareFirstRun(storage, settings.database, demoPosts, io));
  },
};
