#!/usr/bin/env node
// Runs the embedded database in the foreground: coffee-embedded-db [--port PORT] [--data-dir .data/db]
// (the port defaults to the topology's DATABASE_PORT).
// Prints "embedded database ready at mongodb://HOST:PORT (data in DIR)" once it answers; stops
// FerretDB and exits 0 on SIGTERM/SIGINT; exits 1 if FerretDB cannot start or dies.

// Handlers first, before anything slow loads: a stop request during start-up must still stop
// FerretDB (once it is up), never orphan it.
let db = null;
let stopping = false;
const shutdown = () => {
  if (stopping) return;
  stopping = true;
  if (db) db.stop().then(() => process.exit(0));
  else if (!starting) process.exit(0);
};
let starting = false;
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);

const path = require('node:path');
const { parseArgs } = require('node:util');
const { DATABASE_PORT } = require('@coffee/topology');

const usage = `usage: coffee-embedded-db [--port ${DATABASE_PORT}] [--host 127.0.0.1] [--data-dir .data/db] [--log-level error]`;
let values;
try {
  ({ values } = parseArgs({
    options: {
      port: { type: 'string', default: String(DATABASE_PORT) },
      host: { type: 'string', default: '127.0.0.1' },
      'data-dir': { type: 'string', default: '.data/db' },
      'log-level': { type: 'string', default: 'error' },
      help: { type: 'boolean', short: 'h' },
    },
  }));
} catch (err) {
  console.error(`${err.message}\n${usage}`);
  process.exit(2);
}
if (values.help) {
  process.stdout.write(`${usage}\n`);
  process.exit(0);
}
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`coffee-embedded-db: bad --port ${values.port}\n${usage}`);
  process.exit(2);
}

let lib;
try {
  lib = require('../dist/index.js');
} catch {
  console.error('coffee-embedded-db: not built; run `npm run build -w @coffee/embedded-db` first.');
  process.exit(1);
}

async function main() {
  if (stopping) process.exit(0);
  starting = true;
  db = await lib.startEmbeddedDb({
    port,
    host: values.host,
    dataDir: path.resolve(values['data-dir']),
    logLevel: values['log-level'],
    onOutput: (line) => process.stderr.write(`[ferretdb] ${line}\n`),
  });
  starting = false;
  if (stopping) {
    await db.stop();
    process.exit(0);
  }
  process.stdout.write(`embedded database ready at ${db.uri} (data in ${db.dataDir})\n`);
  const code = await db.exited;
  if (stopping) return;
  console.error(`coffee-embedded-db: FerretDB exited (code ${code})`);
  process.exit(code === 0 ? 0 : 1);
}

main().catch((err) => {
  console.error(`coffee-embedded-db: ${err.message}`);
  process.exit(1);
});
