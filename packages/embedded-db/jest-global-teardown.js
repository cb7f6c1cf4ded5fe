const { rmSync } = require('node:fs');

module.exports = async function globalTeardown() {
  const db = globalThis.__COFFEE_EMBEDDED_DB__;
  if (!db) return;
  globalThis.__COFFEE_EMBEDDED_DB__ = undefined;
  await db.stop();
  rmSync(db.dataDir, { recursive: true, force: true });
  delete process.env.MONGODB_URI;
};
