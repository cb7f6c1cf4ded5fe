// Starts and stops the shop: embedded database, Mailpit (the mail catcher), the services, the
// remotes, the gateway (and in dev mode the webpack dev servers). `npm start`, the Playwright
// suite and the benchmarks use it; a benchmark may start only some services and no frontend.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt } from './build.mjs';
import { ensureKeys } from './keys.mjs';
import { StartError } from './managed-process.mjs';
import { createPrefixer } from './output.mjs';
import {
  databaseProcess,
  demoAccounts,
  frontendProcess,
  gatewayProcess,
  shellServerProcess,
  localUrl,
  mailProcess,
  serviceProcess,
  shellSite,
} from './parts.mjs';
import { DEFAULT_PORTS, assertPortsFree, freePort, portPicker, resolvePorts } from './ports.mjs';
import {
  GATEWAY,
  MAX_INSTANCES,
  REMOTE_NAMES,
  REMOTES,
  SERVICE_NAMES,
  SERVICES,
  SHELL,
  SHELL_SERVER,
  instancePort,
} from './topology.mjs';
import { repoRoot } from './workspaces.mjs';

export { DEFAULT_PORTS, StartError, freePort };

/** The session signing key: only the account service is given it (its path or its text). */
export const PRIVATE_KEY_ENV = ['JWT_PRIVATE_KEY', 'JWT_PRIVATE_KEY_FILE'];

/** `env` without the signing key, whatever the caller's own environment held. */
export function withoutPrivateKey(env) {
  const rest = { ...env };
  for (const name of PRIVATE_KEY_ENV) delete rest[name];
  return rest;
}

/** The Stripe settings the paying services read (membership, cart-checkout). */
export const STRIPE_ENV = [
  'STRIPE_SECRET_KEY',
  'STRIPE_PUBLISHABLE_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_ORDER_WEBHOOK_SECRET',
];

/**
 * How this shop takes payments, as the environment of every process: `npm start` and the
 * Playwright suite run NODE_ENV=production, where the offline test provider is allowed only in
 * a shop that says it is a demo (@coffee/payments' paymentProviderOf). So with no Stripe key
 * given, DEMO_PAYMENTS=true: the services start on the offline provider and the gateway puts
 * the "Demo shop: no real payments" banner on every page (true: nothing real is charged). With
 * Stripe keys, or DEMO_PAYMENTS given either way, nothing is added and the services judge.
 * @param {Record<string, string | undefined>} env
 * @returns {{ DEMO_PAYMENTS?: 'true' }}
 */
export function paymentsEnv(env) {
  if (env.DEMO_PAYMENTS) return {};
  return STRIPE_ENV.some((name) => env[name]) ? {} : { DEMO_PAYMENTS: 'true' };
}

/** Who the shop's mail comes from, unless MAIL_FROM says otherwise. */
export const DEFAULT_MAIL_FROM = 'Brew Haven <hello@brewhaven.example>';

/**
 * Whether this shop runs its own Mailpit: yes, unless the environment names a mail server
 * (SMTP_URL, e.g. a provider's `smtps://user:pass@smtp.example.com:465`), which is then used as is.
 * @param {Record<string, string | undefined>} env
 */
export const runsMailpit = (env) => !env.SMTP_URL;

/**
 * What every service is told about mail (docs/decisions/mail.md): where to send it (SMTP_URL:
 * the environment's, else this shop's Mailpit), who it is from (MAIL_FROM) and the shop's public
 * origin for the links in it (PUBLIC_URL). The environment's own values win.
 * @param {Record<string, string | undefined>} env
 * @param {{ mailpitSmtpUrl?: string, publicUrl: string }} shop
 * @returns {{ SMTP_URL?: string, MAIL_FROM: string, PUBLIC_URL: string }}
 */
export function mailEnv(env, { mailpitSmtpUrl, publicUrl }) {
  const smtpUrl = env.SMTP_URL || mailpitSmtpUrl;
  return {
    ...(smtpUrl ? { SMTP_URL: smtpUrl } : {}),
    MAIL_FROM: env.MAIL_FROM || DEFAULT_MAIL_FROM,
    PUBLIC_URL: env.PUBLIC_URL || publicUrl,
  };
}

/**
 * The service URL variables of instance `index` of any service: every instance of each service,
 * instance `index` first (its partner), then the next ones round. Calls spread over the
 * instances, and a caller passes a dead one over for the next (service-defaults' ServiceInstances).
 * @param {Record<string, number[]>} servicePorts each service's instance ports, first instance first
 * @param {number} index
 * @param {(port: number) => string} urlOf
 * @returns {Record<string, string>}
 */
export function peerUrlEnv(servicePorts, index, urlOf) {
  return Object.fromEntries(
    Object.entries(servicePorts).map(([name, ports]) => {
      const rotated = [...ports.slice(index), ...ports.slice(0, index)];
      return [SERVICES[name].urlEnv, rotated.map(urlOf).join(',')];
    }),
  );
}

/**
 * How many instances of each service and gateway workers to run, checked before anything starts:
 * several need a Redis (the gateway workers share their rate-limit counters through it).
 */
export function checkInstances(instances, redisUrl) {
  if (!Number.isInteger(instances) || instances < 1 || instances > MAX_INSTANCES)
    throw new Error(
      `--instances must be a whole number from 1 to ${MAX_INSTANCES} (got ${instances})`,
    );
  if (instances > 1 && !redisUrl)
    throw new Error(
      `${instances} instances need a Redis for the state they share (rate limits): set REDIS_URL, ` +
        'e.g. REDIS_URL=redis://127.0.0.1:6379 npm start -- --instances 2',
    );
}

/**
 * Ports of every instance of each service, first instance first: the topology's scheme
 * (4001, 4101, ...) from each first port, or free ports when the system runs on free ports.
 */
async function instancePorts(ports, services, instances, pick) {
  const result = {};
  for (const name of services) {
    const first = ports.services[name];
    result[name] = [first];
    for (let i = 1; i < instances; i += 1)
      result[name].push(pick ? await pick() : instancePort(first, i));
  }
  return result;
}

/** `catalog`, then `catalog#2`, `catalog#3`...: the process (and log prefix) of each instance. */
const instanceName = (name, index) => (index === 0 ? name : `${name}#${index + 1}`);

/** Packages to build first: the run-time ones of what starts (dev servers build their own). */
function packagesToBuild({ dev, services, frontends }) {
  return [
    '@coffee/embedded-db',
    GATEWAY.package,
    ...services.map((name) => SERVICES[name].package),
    ...(frontends ? [SHELL_SERVER.package] : []),
    ...(frontends && !dev
      ? ['@coffee/static-server', SHELL.package, ...REMOTE_NAMES.map((r) => REMOTES[r].package)]
      : []),
  ];
}

/**
 * Starts the system and resolves once every part answers its health check.
 *
 * @param {object} [options]
 * @param {string} [options.root]          repository root
 * @param {string} [options.dataDir]       database files and keys (default `<root>/.data`); a temp dir for tests
 * @param {'free'|object} [options.ports]  DEFAULT_PORTS overrides, or 'free'
 *   (Mailpit runs on `ports.mail`, unless SMTP_URL is given in `env` or the environment)
 * @param {string|null} [options.mongodbUri]  use this server instead of the embedded one (default env MONGODB_URI; null: the embedded one whatever the environment says)
 * @param {string[]} [options.services]    the services to start (default all)
 * @param {boolean} [options.frontends]    start the remotes (and the shell dev server); default true
 * @param {boolean} [options.dev]          webpack dev servers for the shell and remotes instead of static builds
 * @param {'auto'|'always'|'never'} [options.build]  build what is stale first (default 'auto')
 * @param {string} [options.remotesFile]   REMOTES_FILE for the gateway (a JSON file it re-reads on change)
 * @param {string} [options.host]          address the gateway listens on (default 127.0.0.1)
 * @param {string} [options.publicHost]    host name the browser uses for remotes (default localhost)
 * @param {string} [options.logLevel]      services' and gateway's LOG_LEVEL (default info)
 * @param {number} [options.instances]     instances of each service and gateway workers (default 1; more need a Redis)
 * @param {string} [options.redisUrl]      the Redis several instances share (default env REDIS_URL)
 * @param {boolean} [options.seedDemoData] default true
 * @param {Record<string,string>} [options.env]  extra environment for every process
 * @param {(name: string, line: string) => void | 'silent'} [options.output]  where child output goes (default prefixed stdout)
 * @param {(line: string) => void} [options.log]  the orchestrator's own progress lines
 * @param {(name: string, exit: object, tail: string[]) => void} [options.onUnexpectedExit]
 * @returns {Promise<{ urls: object, ports: object, dataDir: string, keys: object, processes: Map<string, ManagedProcess>, demoAccounts: object[], demoPayments: boolean, stop(): Promise<void> }>}
 */
export async function startSystem(options = {}) {
  const root = options.root ?? repoRoot;
  const dev = Boolean(options.dev);
  const frontends = options.frontends ?? true;
  const services = options.services ?? SERVICE_NAMES;
  const remotes = frontends ? REMOTE_NAMES : [];
  const host = options.host ?? '127.0.0.1';
  const publicHost = options.publicHost ?? 'localhost';
  const dataDir = path.resolve(options.dataDir ?? path.join(root, '.data'));
  const mongodbUri =
    options.mongodbUri === null
      ? undefined
      : (options.mongodbUri ?? (process.env.MONGODB_URI || undefined));
  const log = options.log ?? ((line) => console.log(line));
  const logLevel = options.logLevel ?? 'info';
  const instances = options.instances ?? 1;
  const redisUrl = options.redisUrl ?? (process.env.REDIS_URL || undefined);
  checkInstances(instances, redisUrl);

  if ((options.build ?? 'auto') !== 'never') {
    await ensureBuilt({
      root,
      rebuild: options.build === 'always',
      only: packagesToBuild({ dev, services, frontends }),
      log,
    });
  }

  // One picker for every free port of this system, so no two parts are given the same one.
  const pick = options.ports === 'free' ? portPicker(host) : undefined;
  const ports = await resolvePorts(options.ports, host, pick);
  const servicePorts = await instancePorts(ports, services, instances, pick);
  const shellDev = dev && frontends;
  // Every child starts from this; the account service alone gets the private key's path below.
  const givenEnv = { ...process.env, ...options.env };
  const mailpit = runsMailpit(givenEnv);
  await assertPortsFree([
    [ports.gateway, 'gateway'],
    ...(frontends ? [[ports.pages, "shell's page server"]] : []),
    ...(mongodbUri ? [] : [[ports.database, 'embedded database']]),
    ...(mailpit
      ? [
          [ports.mail.smtp, "Mailpit's SMTP"],
          [ports.mail.web, "Mailpit's web inbox"],
        ]
      : []),
    ...services.flatMap((name) =>
      servicePorts[name].map((port, i) => [port, `${instanceName(name, i)} service`]),
    ),
    ...remotes.map((name) => [ports.remotes[name], `${name} remote`]),
    ...(shellDev ? [[ports.shell, 'shell dev server']] : []),
  ]);

  const keys = ensureKeys(path.join(dataDir, 'keys'));
  if (keys.created.length)
    log(
      `generated ${keys.created.join(', ')} in ${path.relative(process.cwd(), path.dirname(keys.privateKey)) || '.'}`,
    );

  const names = [
    'db',
    ...(mailpit ? ['mail'] : []),
    ...services.flatMap((name) => servicePorts[name].map((_, i) => instanceName(name, i))),
    ...remotes.map((r) => `mfe-${r}`),
    ...(shellDev ? ['shell'] : []),
    ...(frontends ? ['pages'] : []),
    'gateway',
  ];
  const print = options.output === 'silent' ? () => {} : (options.output ?? createPrefixer(names));
  const onUnexpectedExit = (proc, exit) =>
    options.onUnexpectedExit?.(proc.name, exit, [...proc.tail]);
  const baseEnv = withoutPrivateKey({
    ...givenEnv,
    ...paymentsEnv(givenEnv),
    NODE_ENV: dev ? 'development' : 'production',
    ...(redisUrl ? { REDIS_URL: redisUrl } : {}),
  });
  // The user's own PORT/HOST must not leak into every child (coffee-serve and the services read them).
  delete baseEnv.PORT;
  delete baseEnv.HOST;
  const common = { root, env: baseEnv, print, onUnexpectedExit };
  const browser = (port) => `http://${publicHost}:${port}`;

  const processes = new Map();
  const tiers = [];
  const launch = async (tier) => {
    tiers.push(tier);
    tier.forEach((p) => processes.set(p.name, p));
    await Promise.all(tier.map((p) => p.start()));
  };

  try {
    // 1. Database and Mailpit, each built (minutes, the first time) before the clock of the
    // start-up timeout starts.
    let dbUri = mongodbUri;
    const firstTier = [];
    if (!dbUri) {
      firstTier.push(await databaseProcess(common, { port: ports.database, dataDir, log }));
      dbUri = `mongodb://127.0.0.1:${ports.database}`;
    }
    if (mailpit) {
      firstTier.push(
        await mailProcess(common, {
          smtpPort: ports.mail.smtp,
          webPort: ports.mail.web,
          dataDir,
          quiet: logLevel !== 'info' && logLevel !== 'debug' && logLevel !== 'trace',
          log,
        }),
      );
    }
    await launch(firstTier);

    // 2. Services (they find each other by URL) and the remotes' servers, side by side.
    const peersOf = (index) => peerUrlEnv(servicePorts, index, localUrl);
    const serviceEnv = {
      ...baseEnv,
      ...peersOf(0),
      MONGODB_URI: dbUri,
      JWT_PUBLIC_KEY_FILE: keys.publicKey,
      INTERNAL_TOKEN_FILE: keys.internalToken,
      LOG_LEVEL: logLevel,
      ...mailEnv(givenEnv, {
        mailpitSmtpUrl: mailpit ? `smtp://127.0.0.1:${ports.mail.smtp}` : undefined,
        publicUrl: browser(ports.gateway),
      }),
    };
    const serviceTier = services.flatMap((name) =>
      servicePorts[name].map((port, index) =>
        serviceProcess(
          {
            ...common,
            env: {
              ...serviceEnv,
              ...peersOf(index),
              // The demo accounts (account) and the unclaimed in-store memberships (membership),
              // seeded by the first instance only: two seeding one database at once would race.
              ...(name === 'account' || name === 'membership'
                ? { SEED_DEMO_DATA: String(index === 0 && (options.seedDemoData ?? true)) }
                : {}),
              ...(name === 'account' ? { JWT_PRIVATE_KEY_FILE: keys.privateKey } : {}),
            },
          },
          { name: instanceName(name, index), service: name, port },
        ),
      ),
    );
    const gatewayUrl = localUrl(ports.gateway);
    const frontendTier = [
      ...remotes.map((remote) =>
        frontendProcess(common, { remote, port: ports.remotes[remote], dev, gatewayUrl }),
      ),
      ...(shellDev ? [frontendProcess(common, { port: ports.shell, dev, gatewayUrl })] : []),
    ];
    // Services first in the tier list, so a stop takes the remotes down before them.
    tiers.push(serviceTier);
    serviceTier.forEach((p) => processes.set(p.name, p));
    await Promise.all([...serviceTier.map((p) => p.start()), launch(frontendTier)]);

    // 3. The shell's page server (it calls the gateway only when a page is asked for), then the
    // gateway: the one URL, started last so that it is up only when everything behind it is.
    const shellDist = shellSite(root);
    if (frontends)
      await launch([
        shellServerProcess(
          { ...common, env: { ...baseEnv, LOG_LEVEL: logLevel } },
          { port: ports.pages, gatewayUrl, shellDist },
        ),
      ]);
    await launch([
      gatewayProcess(
        {
          ...common,
          env: {
            ...serviceEnv,
            // Every instance of each service, for the gateway to balance over.
            ...Object.fromEntries(
              services.map((name) => [
                SERVICES[name].urlEnv,
                servicePorts[name].map(localUrl).join(','),
              ]),
            ),
            // Workers sharing the public port (node:cluster).
            GATEWAY_WORKERS: String(instances),
            ...Object.fromEntries(
              remotes.map((name) => [REMOTES[name].urlEnv, browser(ports.remotes[name])]),
            ),
            PAGE_SERVER_URL: localUrl(ports.pages),
            ...(options.remotesFile ? { REMOTES_FILE: path.resolve(options.remotesFile) } : {}),
            ...(dev ? { CSP_DEV: 'true' } : {}),
          },
        },
        { port: ports.gateway, host },
      ),
    ]);
  } catch (err) {
    await stopTiers(tiers);
    throw err;
  }

  const gatewayUrl = browser(ports.gateway);
  let stopping = null;
  return {
    urls: {
      app: shellDev ? browser(ports.shell) : gatewayUrl,
      gateway: gatewayUrl,
      ...(frontends ? { pages: localUrl(ports.pages) } : {}),
      mongodb: mongodbUri ?? `mongodb://127.0.0.1:${ports.database}`,
      // Where the services send mail, and (with Mailpit) the inbox that shows it.
      smtp: mailpit ? `smtp://127.0.0.1:${ports.mail.smtp}` : givenEnv.SMTP_URL,
      ...(mailpit ? { mail: browser(ports.mail.web) } : {}),
      services: Object.fromEntries(services.map((n) => [n, localUrl(ports.services[n])])),
      serviceInstances: Object.fromEntries(services.map((n) => [n, servicePorts[n].map(localUrl)])),
      remotes: Object.fromEntries(remotes.map((r) => [r, browser(ports.remotes[r])])),
      ...(shellDev ? { shell: browser(ports.shell) } : {}),
    },
    ports,
    instances,
    dataDir,
    keys,
    embeddedDatabase: !mongodbUri,
    /** This shop runs its own Mailpit (no SMTP_URL was given). */
    mailpit,
    processes,
    demoAccounts: services.includes('account') ? demoAccounts(root) : [],
    /** No real payments: the offline test provider, and every page says so. */
    demoPayments: baseEnv.DEMO_PAYMENTS === 'true',
    stop: () => (stopping ??= stopTiers(tiers)),
  };
}

/** Stops tier by tier, last started first (the gateway first, the database last). */
async function stopTiers(tiers) {
  for (const tier of [...tiers].reverse()) await Promise.all(tier.map((p) => p.stop()));
}

/**
 * A throw-away shop for the benchmarks: free ports, a data folder of its own in the temporary
 * directory (so never the demo data of `npm start`), removed again by `stop()`, and quiet
 * children. `options` as startSystem's, which win over these.
 */
export async function startScratchSystem(options = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coffee-scratch-'));
  const remove = () => fs.rmSync(dataDir, { recursive: true, force: true });
  let system;
  try {
    system = await startSystem({
      ports: 'free',
      dataDir,
      output: 'silent',
      logLevel: 'warn',
      ...options,
    });
  } catch (err) {
    remove();
    throw err;
  }
  return { ...system, stop: () => system.stop().then(remove) };
}
