// A headless slice of the shop for API benchmarks: the embedded database, the chosen services and
// the gateway, on free ports with their own data directory. No remotes and no shell build are
// needed, so it runs on a machine where only the back end is built. `startSystem` (system.mjs)
// remains the way to run the whole shop.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ensureBuilt } from './build.mjs';
import { ensureKeys } from './keys.mjs';
import { ManagedProcess } from './managed-process.mjs';
import { freePort, SERVICES } from './system.mjs';
import { repoRoot } from './workspaces.mjs';

/**
 * @param {object} o
 * @param {string} o.dataDir                 db/ and keys/ go here (use a temporary directory)
 * @param {string[]} [o.services]            service names (default: all five)
 * @param {'auto'|'never'} [o.build]         build what is stale first (default 'auto')
 * @param {Record<string,string>} [o.env]    extra environment for every process
 * @param {(line: string) => void} [o.log]
 * @returns {Promise<{ gateway: string, mongodb: string, services: Record<string,string>, processes: Map<string, ManagedProcess>, stop(): Promise<void> }>}
 */
export async function startApiStack({
  dataDir,
  services: names,
  build = 'auto',
  env = {},
  log = () => {},
}) {
  const chosen = SERVICES.filter((s) => !names || names.includes(s.name));
  if (build !== 'never') {
    await ensureBuilt({
      root: repoRoot,
      only: ['packages/embedded-db', 'gateway', ...chosen.map((s) => s.dir)],
      log,
    });
  }
  const keys = ensureKeys(path.join(dataDir, 'keys'));
  const node = process.execPath;
  const local = (port) => `http://127.0.0.1:${port}`;
  const baseEnv = { ...process.env, ...env, NODE_ENV: 'production', LOG_LEVEL: 'warn' };
  delete baseEnv.PORT;
  delete baseEnv.HOST;
  delete baseEnv.MONGODB_URI;
  const quiet = () => {};
  const processes = new Map();
  const order = [];
  const launch = async (procs) => {
    procs.forEach((p) => {
      processes.set(p.name, p);
      order.push(p);
    });
    await Promise.all(procs.map((p) => p.start()));
  };
  const stop = async () => {
    for (const p of [...order].reverse()) await p.stop();
  };

  try {
    const embeddedDb = createRequire(import.meta.url)(
      path.join(repoRoot, 'packages/embedded-db/dist/index.js'),
    );
    await embeddedDb.ensureFerretDb({ log });
    const dbPort = await freePort();
    const mongodb = `mongodb://127.0.0.1:${dbPort}`;
    await launch([
      new ManagedProcess({
        name: 'db',
        command: node,
        args: [
          path.join(repoRoot, 'packages/embedded-db/bin/coffee-embedded-db.js'),
          '--port',
          String(dbPort),
          '--data-dir',
          path.join(dataDir, 'db'),
        ],
        cwd: repoRoot,
        env: baseEnv,
        ready: { line: /embedded database ready at/ },
        print: quiet,
      }),
    ]);

    const ports = Object.fromEntries(
      await Promise.all(chosen.map(async (s) => [s.name, await freePort()])),
    );
    const common = {
      ...baseEnv,
      ...Object.fromEntries(chosen.map((s) => [s.urlKey, local(ports[s.name])])),
      MONGODB_URI: mongodb,
      JWT_PUBLIC_KEY_FILE: keys.publicKey,
      INTERNAL_TOKEN_FILE: keys.internalToken,
    };
    await launch(
      chosen.map(
        (s) =>
          new ManagedProcess({
            name: s.name,
            command: node,
            args: [path.join(repoRoot, s.dir, 'dist/main.js')],
            cwd: path.join(repoRoot, s.dir),
            env: {
              ...common,
              PORT: String(ports[s.name]),
              HOST: '127.0.0.1',
              ...(s.name === 'account' ? { JWT_PRIVATE_KEY_FILE: keys.privateKey } : {}),
            },
            ready: { url: `${local(ports[s.name])}/healthz` },
            print: quiet,
          }),
      ),
    );

    const gatewayPort = await freePort();
    await launch([
      new ManagedProcess({
        name: 'gateway',
        command: node,
        args: [path.join(repoRoot, 'gateway/dist/main.js')],
        cwd: path.join(repoRoot, 'gateway'),
        env: { ...common, PORT: String(gatewayPort), HOST: '127.0.0.1' },
        ready: { url: `${local(gatewayPort)}/healthz` },
        print: quiet,
      }),
    ]);
    return {
      gateway: local(gatewayPort),
      mongodb,
      services: Object.fromEntries(chosen.map((s) => [s.name, local(ports[s.name])])),
      processes,
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
