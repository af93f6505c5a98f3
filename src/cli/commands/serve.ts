import { expectPositional } from '../args';
import type { Command } from '../Command';
import { SERVE_OPTIONS, serveSettings } from '../serveSettings';

export const serveCommand: Command = {
  name: 'serve',
  summary: 'Serve the REST API (migrating the database first) until SIGINT/SIGTERM.',
  details: 'Prints "svc-rest listening on http://HOST:PORT/ (API root: …)" once the port is bound.',
  options: SERVE_OPTIONS,
  async run(args, io) {
    expectPositional(args, []);
    const settings = serveSettings(args, io);
    const { serve } = await import('../serveApp');
    return serve(settings, io);
  },
};
