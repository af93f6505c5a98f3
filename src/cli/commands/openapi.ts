import { writeFileSync } from 'node:fs';
import { Option } from 'commander';
import type { Command } from '../Command';
import { connecting } from '../database';

interface OpenapiFlags {
  out?: string;
  baseUrl?: string;
  database: string;
}

export const openapiCommand: Command = {
  name: 'openapi',
  summary: 'Print the OpenAPI 3.1 description of the routes (or write it to a file).',
  details: 'The same document GET /svc-json/svc/v1/openapi.json serves, built from a fresh in-memory app unless --database is given.',
  options: () => [
    new Option('--out <FILE>', 'Write the document to FILE instead of standard output.'),
    new Option('--base-url <URL>', 'Public address of the site, used in servers[0].url (default http://localhost:8080).'),
    new Option('--database <URL>', 'Database whose settings to describe.').default(':memory:'),
  ],
  async run(input, io) {
    const { out, baseUrl, database } = input.options<OpenapiFlags>();
    const { createApp } = await import('../../index');
    const { openApiDocument } = await import('../../openapi/openApiDocument');
    const app = await connecting(database, () => createApp({ database, ...(baseUrl === undefined ? {} : { baseUrl }) }));
    try {
      const text = `${JSON.stringify(await openApiDocument(app), null, 2)}\n`;
      if (out === undefined) io.stdout.write(text);
      else {
        writeFileSync(out, text);
        io.stderr.write(`svc-rest: wrote ${out}\n`);
      }
      return 0;
    } finally {
      await app.close();
    }
  },
};
