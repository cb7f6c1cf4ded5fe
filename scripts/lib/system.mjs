// Starts and stops the whole shop: embedded database, five services, five remotes, the gateway
// (and in dev mode the webpack dev servers). `npm start` and the Playwright suite both use it.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import path from 'node:path';
import { ensureBuilt } from './build.mjs';
import { ensureKeys } from './keys.mjs';
import { ManagedProcess, StartError } from './managed-process.mjs';
import { createPrefixer } from './output.mjs';
import { repoRoot } from './workspaces.mjs';

export { StartError };

export const DEFAULT_PORTS = Object.freeze({
  gateway: 8080,
  shell: 3000,
  database: 27027,
  services: Object.freeze({
    catalog: 4001,
    'cart-checkout': 4002,
    membership: 4003,
    account: 4004,
    staff: 4005,
  }),
  remotes: Object.freeze({
    catalog: 3001,
    cart_checkout: 3002,
    membership: 3003,
    account: 3004,
    staff: 3005,
  }),
});

export const SERVICES = Object.freeze([
  { name: 'catalog', dir: 'services/catalog', urlKey: 'CATALOG_URL' },
  { name: 'cart-checkout', dir: 'services/cart-checkout', urlKey: 'CART_CHECKOUT_URL' },
  { name: 'membership', dir: 'services/membership', urlKey: 'MEMBERSHIP_URL' },
  { name: 'account', dir: 'services/account', urlKey: 'ACCOUNT_URL' },
  { name: 'staff', dir: 'services/staff', urlKey: 'STAFF_URL' },
]);

/** Federation names (the manifest's keys) and their workspaces. */
export const REMOTES = Object.freeze([
  { name: 'catalog', dir: 'mfe-catalog', urlKey: 'REMOTE_CATALOG_URL' },
  { name: 'cart_checkout', dir: 'mfe-cart-checkout', urlKey: 'REMOTE_CART_CHECKOUT_URL' },
  { name: 'membership', dir: 'mfe-membership', urlKey: 'REMOTE_MEMBERSHIP_URL' },
  { name: 'account', dir: 'mfe-account', urlKey: 'REMOTE_ACCOUNT_URL' },
  { name: 'staff', dir: 'mfe-staff', urlKey: 'REMOTE_STAFF_URL' },
]);

/** Workspaces that must be built for a static (non-dev) run. */
const RUNTIME_WORKSPACES = [
  'packages/embedded-db',
  'packages/static-server',
  'gateway',
  'shell',
  ...SERVICES.map((s) => s.dir),
  ...REMOTES.map((r) => r.dir),
];
const DEV_RUNTIME_WORKSPACES = ['packages/embedded-db', 'gateway', ...SERVICES.map((s) => s.dir)];

export function freePort(host = '127.0.0.1') {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function portInUse(port, host) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', (err) => resolve(err.code === 'EADDRINUSE' || err.code === 'EACCES'));
    server.listen(port, host, () => server.close(() => resolve(false)));
  });
}

/** Default ports, overridden by `ports`; `'free'` picks unused ports for everything (parallel runs, tests). */
async function resolvePorts(ports, host) {
  if (ports === 'free') {
    const pick = () => freePort(host);
    const pickAll = async (names) =>
      Object.fromEntries(await Promise.all(names.map(async (n) => [n, await pick()])));
    return {
      gateway: await pick(),
      shell: await pick(),
      database: await pick(),
      services: await pickAll(Object.keys(DEFAULT_PORTS.services)),
      remotes: await pickAll(Object.keys(DEFAULT_PORTS.remotes)),
    };
  }
  const given = ports ?? {};
  return {
    ...DEFAULT_PORTS,
    ...given,
    services: { ...DEFAULT_PORTS.services, ...given.services },
    remotes: { ...DEFAULT_PORTS.remotes, ...given.remotes },
  };
}

function requireBuilt(root, file, hint) {
  const full = path.join(root, file);
  if (!fs.existsSync(full)) throw new Error(`${file} is missing: ${hint}`);
  return full;
}

function builtFrontend(root, dir, remote) {
  requireBuilt(
    root,
    `${dir}/dist/${remote ? 'remoteEntry.js' : 'index.html'}`,
    'run `npm run build`',
  );
  return path.join(root, dir, 'dist');
}

/** The demo accounts as the account service seeds them (read from its build, so they never drift). */
export function demoAccounts(root = repoRoot) {
  const file = path.join(root, 'services/account/dist/domain/demo-users.js');
  try {
    const { demoUsers, DEMO_PASSWORD } = createRequire(import.meta.url)(file);
    return demoUsers(new Date()).map((u) => ({
      username: u.username,
      password: DEMO_PASSWORD,
      role: u.role,
      isDirectPlus: Boolean(u.isDirectPlus),
      fullName: u.fullName,
    }));
  } catch {
    return [];
  }
}

/**
 * Starts the system and resolves once every part answers its health check.
 *
 * @param {object} [options]
 * @param {string} [options.root]          repository root
 * @param {string} [options.dataDir]       database files and keys (default `<root>/.data`); a temp dir for tests
 * @param {'free'|object} [options.ports]  DEFAULT_PORTS overrides, or 'free'
 * @param {string} [options.mongodbUri]    use this server instead of the embedded one (default env MONGODB_URI)
 * @param {boolean} [options.dev]          webpack dev servers for the shell and remotes instead of static builds
 * @param {'auto'|'always'|'never'} [options.build]  build what is stale first (default 'auto')
 * @param {string} [options.remotesFile]   REMOTES_FILE for the gateway (a JSON file it re-reads on change)
 * @param {string} [options.host]          address the gateway listens on (default 127.0.0.1)
 * @param {string} [options.publicHost]    host name the browser uses for remotes (default localhost)
 * @param {string} [options.logLevel]      services' and gateway's LOG_LEVEL (default info)
 * @param {boolean} [options.seedDemoData] default true
 * @param {Record<string,string>} [options.env]  extra environment for every process
 * @param {(name: string, line: string) => void | 'silent'} [options.output]  where child output goes (default prefixed stdout)
 * @param {(line: string) => void} [options.log]  the orchestrator's own progress lines
 * @param {(name: string, exit: object, tail: string[]) => void} [options.onUnexpectedExit]
 * @returns {Promise<{ urls: object, ports: object, dataDir: string, keys: object, processes: Map<string, ManagedProcess>, demoAccounts: object[], stop(): Promise<void> }>}
 */
export async function startSystem(options = {}) {
  const root = options.root ?? repoRoot;
  const dev = Boolean(options.dev);
  const host = options.host ?? '127.0.0.1';
  const publicHost = options.publicHost ?? 'localhost';
  const dataDir = path.resolve(options.dataDir ?? path.join(root, '.data'));
  const mongodbUri = options.mongodbUri ?? (process.env.MONGODB_URI || undefined);
  const log = options.log ?? ((line) => console.log(line));
  const logLevel = options.logLevel ?? 'info';

  if ((options.build ?? 'auto') !== 'never') {
    await ensureBuilt({
      root,
      rebuild: options.build === 'always',
      only: dev ? DEV_RUNTIME_WORKSPACES : RUNTIME_WORKSPACES,
      log,
    });
  }

  const ports = await resolvePorts(options.ports, host);
  const wanted = [
    [ports.gateway, 'gateway'],
    ...(mongodbUri ? [] : [[ports.database, 'embedded database']]),
    ...SERVICES.map((s) => [ports.services[s.name], `${s.name} service`]),
    ...REMOTES.map((r) => [ports.remotes[r.name], `${r.name} remote`]),
    ...(dev ? [[ports.shell, 'shell dev server']] : []),
  ];
  const busy = [];
  for (const [port, what] of wanted)
    if (await portInUse(port, '127.0.0.1')) busy.push(`${port} (${what})`);
  if (busy.length) {
    throw new Error(
      `Port(s) already in use: ${busy.join(', ')}. Is the shop already running? Stop it, or choose other ports.`,
    );
  }

  const keys = ensureKeys(path.join(dataDir, 'keys'));
  if (keys.created.length)
    log(
      `generated ${keys.created.join(', ')} in ${path.relative(process.cwd(), path.dirname(keys.privateKey)) || '.'}`,
    );

  const names = [
    'db',
    ...SERVICES.map((s) => s.name),
    ...REMOTES.map((r) => `mfe-${r.name}`),
    ...(dev ? ['shell'] : []),
    'gateway',
  ];
  const print = options.output === 'silent' ? () => {} : (options.output ?? createPrefixer(names));
  const onUnexpectedExit = (proc, exit) =>
    options.onUnexpectedExit?.(proc.name, exit, [...proc.tail]);
  const baseEnv = {
    ...process.env,
    ...options.env,
    NODE_ENV: dev ? 'development' : 'production',
  };
  // The user's own PORT/HOST must not leak into every child (coffee-serve and the services read them).
  delete baseEnv.PORT;
  delete baseEnv.HOST;
  const node = process.execPath;
  const local = (port) => `http://127.0.0.1:${port}`;
  const browser = (port) => `http://${publicHost}:${port}`;

  const processes = new Map();
  const tiers = [];
  const launch = async (tier) => {
    tiers.push(tier);
    tier.forEach((p) => processes.set(p.name, p));
    await Promise.all(tier.map((p) => p.start()));
  };

  try {
    // 1. Database.
    let dbUri = mongodbUri;
    if (!dbUri) {
      const embeddedDb = createRequire(import.meta.url)(
        requireBuilt(root, 'packages/embedded-db/dist/index.js', 'run `npm run build`'),
      );
      // Built (minutes, the first time) before the clock of the start-up timeout starts.
      await embeddedDb.ensureFerretDb({ log });
      dbUri = `mongodb://127.0.0.1:${ports.database}`;
      await launch([
        new ManagedProcess({
          name: 'db',
          command: node,
          args: [
            path.join(root, 'packages/embedded-db/bin/coffee-embedded-db.js'),
            '--port',
            String(ports.database),
            '--data-dir',
            path.join(dataDir, 'db'),
          ],
          cwd: root,
          env: baseEnv,
          ready: { line: /embedded database ready at/ },
          print,
          onUnexpectedExit,
        }),
      ]);
    }

    // 2. Services (they find each other by URL) and the remotes' servers, side by side.
    const serviceUrls = Object.fromEntries(
      SERVICES.map((s) => [s.urlKey, local(ports.services[s.name])]),
    );
    const commonEnv = {
      ...baseEnv,
      ...serviceUrls,
      MONGODB_URI: dbUri,
      JWT_PUBLIC_KEY_FILE: keys.publicKey,
      INTERNAL_TOKEN_FILE: keys.internalToken,
      LOG_LEVEL: logLevel,
    };
    const services = SERVICES.map(
      (s) =>
        new ManagedProcess({
          name: s.name,
          command: node,
          args: [requireBuilt(root, `${s.dir}/dist/main.js`, 'run `npm run build`')],
          cwd: path.join(root, s.dir),
          env: {
            ...commonEnv,
            PORT: String(ports.services[s.name]),
            HOST: '127.0.0.1',
            ...(s.name === 'account'
              ? {
                  JWT_PRIVATE_KEY_FILE: keys.privateKey,
                  SEED_DEMO_DATA: String(options.seedDemoData ?? true),
                }
              : {}),
          },
          ready: { url: `${local(ports.services[s.name])}/healthz` },
          print,
          onUnexpectedExit,
        }),
    );
    const webpackCli = dev
      ? createRequire(path.join(root, 'package.json')).resolve('webpack-cli/bin/cli.js')
      : null;
    const frontend = (name, dir, port, { remote }) =>
      dev
        ? new ManagedProcess({
            name,
            command: node,
            args: [
              webpackCli,
              'serve',
              '--mode',
              'development',
              '--port',
              String(port),
              '--host',
              '127.0.0.1',
            ],
            cwd: path.join(root, dir),
            env: { ...baseEnv, GATEWAY_URL: local(ports.gateway) },
            ready: { url: `${local(port)}/${remote ? 'remoteEntry.js' : ''}` },
            startTimeoutMs: 300_000,
            print,
            onUnexpectedExit,
          })
        : new ManagedProcess({
            name,
            command: node,
            args: [
              path.join(root, 'packages/static-server/bin/coffee-serve.js'),
              builtFrontend(root, dir, remote),
              '--port',
              String(port),
            ],
            cwd: root,
            env: baseEnv,
            ready: { url: `${local(port)}/healthz` },
            print,
            onUnexpectedExit,
          });
    const remotes = REMOTES.map((r) =>
      frontend(`mfe-${r.name}`, r.dir, ports.remotes[r.name], { remote: true }),
    );
    const shellDev = dev ? [frontend('shell', 'shell', ports.shell, { remote: false })] : [];
    // Services first in the tier list, so a stop takes the remotes down before them.
    tiers.push(services);
    services.forEach((p) => processes.set(p.name, p));
    await Promise.all([...services.map((p) => p.start()), launch([...remotes, ...shellDev])]);

    // 3. The gateway: the one URL, started last so that it is up only when everything behind it is.
    const remoteUrls = Object.fromEntries(
      REMOTES.map((r) => [r.urlKey, browser(ports.remotes[r.name])]),
    );
    await launch([
      new ManagedProcess({
        name: 'gateway',
        command: node,
        args: [requireBuilt(root, 'gateway/dist/main.js', 'run `npm run build`')],
        cwd: path.join(root, 'gateway'),
        env: {
          ...commonEnv,
          ...remoteUrls,
          PORT: String(ports.gateway),
          HOST: host,
          SHELL_DIST: path.join(root, 'shell', 'dist'),
          ...(options.remotesFile ? { REMOTES_FILE: path.resolve(options.remotesFile) } : {}),
          ...(dev ? { CSP_DEV: 'true' } : {}),
        },
        ready: { url: `${local(ports.gateway)}/healthz` },
        print,
        onUnexpectedExit,
      }),
    ]);
  } catch (err) {
    await stopTiers(tiers);
    throw err;
  }

  const gatewayUrl = browser(ports.gateway);
  let stopping = null;
  return {
    urls: {
      app: dev ? browser(ports.shell) : gatewayUrl,
      gateway: gatewayUrl,
      mongodb: mongodbUri ?? `mongodb://127.0.0.1:${ports.database}`,
      services: Object.fromEntries(SERVICES.map((s) => [s.name, local(ports.services[s.name])])),
      remotes: Object.fromEntries(REMOTES.map((r) => [r.name, browser(ports.remotes[r.name])])),
      ...(dev ? { shell: browser(ports.shell) } : {}),
    },
    ports,
    dataDir,
    keys,
    embeddedDatabase: !mongodbUri,
    processes,
    demoAccounts: demoAccounts(root),
    stop: () => (stopping ??= stopTiers(tiers)),
  };
}

/** Stops tier by tier, last started first (the gateway first, the database last). */
async function stopTiers(tiers) {
  for (const tier of [...tiers].reverse()) await Promise.all(tier.map((p) => p.stop()));
}
