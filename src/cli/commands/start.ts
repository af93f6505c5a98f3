import { Option } from 'commander';
import type { Command } from '../Command';
import { wholeNumber } from '../options';
import { serveOptions, serveSettings, type ServeFlags } from '../serveSettings';

const DEFAULT_DEMO_POSTS = 20;

export const startCommand: Command = {
  name: 'start',
  summary: 'Migrate, create "admin" if there is no user, add demo content if there are no posts, then serve.',
  details: [
    'What `npm start` runs. The administrator\'s password is SVC_REST_ADMIN_PASSWORD when set, otherwise it is',
    'generated and printed once; its e-mail is SVC_REST_ADMIN_EMAIL, else admin@example.com.',
    'A second start finds the user and the posts and only serves.',
  ].join('\n'),
  options: () => [
    ...serveOptions(),
    new Option('--demo-posts <N>', 'Demo posts to add to an empty database (0: none).')
      .argParser(wholeNumber({ max: 100_000 })).default(DEFAULT_DEMO_POSTS),
  ],
  async run(input, io) {
    const { demoPosts, ...flags } = input.options<ServeFlags & { demoPosts: number }>();
    const settings = serveSettings(flags, input.debug, io);
    const { serve } = await import('../serveApp');
    const { prepareFirstRun } = await import('../firstRun');
    return serve(settings, io, (storage) => prepareFirstRun(storage, settings.database, demoPosts, io));
  },
};
