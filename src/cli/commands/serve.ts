import type { Command } from '../Command';
import { serveOptions, serveSettings, type ServeFlags } from '../serveSettings';

export const serveCommand: Command = {
  name: 'serve',
  summary: 'Serve the REST API (migrating the database first) until SIGINT/SIGTERM.',
  details: 'Prints "svc-rest listening on http://HOST:PORT/ (API root: …)" once the port is bound.',
  options: serveOptions,
  async run(input, io) {
    const settings = serveSettings(input.options<ServeFlags>(), input.debug, io);
    const { serve } = await import('../serveApp');
    return serve(settings, io);
  },
};
