#!/usr/bin/env node
// `npm test`'s pretest step: makes sure Debian's Chromium is installed for the browser test.
// Instant when /usr/bin/chromium exists; otherwise installs it with apt-get when running as root.
// Never fails the test run: without Chromium the browser test skips itself and says why.
'use strict';
const { existsSync } = require('node:fs');
const { spawnSync } = require('node:child_process');

const CHROMIUM = '/usr/bin/chromium';
if (existsSync(CHROMIUM)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = existsSync('/usr/bin/apt-get');
if (!isRoot || !hasApt) {
  console.error(`svc-rest: ${CHROMIUM} is missing and cannot be installed here (${hasApt ? 'not root' : 'no apt-get'}); ` +
    "the browser test will be skipped. Install it with 'apt-get install -y chromium'.");
  process.exit(0);
}

const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
const aptGet = (...args) => spawnSync('apt-get', ['-y', '-qq', ...args], { env, stdio: ['ignore', 'ignore', 'inherit'] }).status === 0;
console.error('svc-rest: installing Chromium for the browser test (apt-get install chromium)…');
if (!aptGet('install', 'chromium')) {
  // A fresh image may have no package lists yet.
  aptGet('update');
  aptGet('install', 'chromium');
}
if (!existsSync(CHROMIUM)) console.error('svc-rest: Chromium could not be installed; the browser test will be skipped.');
