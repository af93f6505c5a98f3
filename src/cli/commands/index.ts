import type { Command } from '../Command';
import { importWordpressCommand } from './importWordpress';
import { migrateCommand } from './migrate';
import { openapiCommand } from './openapi';
import { seedCommand } from './seed';
import { serveCommand } from './serve';
import { startCommand } from './start';
import { userCreateCommand } from './userCreate';

/** Every command, in the order `svc-rest --help` lists them. */
export const COMMANDS: readonly Command[] = [serveCommand, startCommand, migrateCommand, userCreateCommand, seedCommand, openapiCommand, importWordpressCommand];
