// Jest globalSetup for every workspace whose tests need a database. With MONGODB_URI set, the
// tests use that server; otherwise one FerretDB starts for the whole run on a free port with a
// throw-away data dir. process.env set here reaches every test worker.
const { mkdtempSync } = require('node:fs');
const { tmpdir } = require('node:os');
const path = require('node:path');

module.exports = async function globalSetup() {
  if (process.env.MONGODB_URI) return;
  // Jest transpiles required TypeScript in global setup, so the sources work without a build.
  const { startEmbeddedDb } = require('./src/index.ts');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'coffee-ferretdb-'));
  const db = await startEmbeddedDb({ dataDir, port: 0 });
  globalThis.__COFFEE_EMBEDDED_DB__ = db;
  process.env.MONGODB_URI = db.uri;
};
