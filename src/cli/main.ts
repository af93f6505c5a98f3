#!/usr/bin/env node
import { processIo } from './io';
import { runCli } from './runCli';

// The `svc-rest` executable: run the command, then leave with its exit code once everything is closed.
void runCli(process.argv.slice(2), processIo()).then((code) => {
  process.exitCode = code;
});
