#!/usr/bin/env node
'use strict';
// Plain JS so that npm can link it; the server itself is the compiled TypeScript in dist/.
const path = require('node:path');

let cli;
try {
  cli = require(path.join(__dirname, '..', 'dist', 'cli.js'));
} catch (err) {
  if (err && err.code === 'MODULE_NOT_FOUND') {
    console.error(
      'coffee-serve: not built yet; run `npm run build -w @coffee/static-server` (or `npm run build`).',
    );
    process.exit(1);
  }
  throw err;
}
void cli.main(process.argv.slice(2));
