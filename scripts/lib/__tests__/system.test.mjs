// Boots the real system (built workspaces, embedded database) on free ports in a temporary data
// folder, as the Playwright suite does. Run after `npm run build`.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  PRIVATE_KEY_ENV,
  STRIPE_ENV,
  checkInstances,
  freePort,
  peerUrlEnv,
  startScratchSystem,
  startSystem,
  withoutPrivateKey,
} from '../system.mjs';
import { createShopClient } from '../shop-client.mjs';

const quiet = () => {};
/** Nothing listens at the URL's port any more (a TCP connect is refused). */
const refuses = (url) =>
  new Promise((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = net.connect({
      host: hostname === 'localhost' ? '127.0.0.1' : hostname,
      port: Number(port),
    });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

describe('startSystem', { timeout: 180_000 }, () => {
  let system;
  let dataDir;
  const lines = [];

  before(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coffee-system-'));
    system = await startSystem({
      ports: 'free',
      dataDir,
      build: 'never',
      logLevel: 'warn',
      output: (name, line) => lines.push(`${name}: ${line}`),
      log: quiet,
    });
  });

  after(async () => {
    await system?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('when started, then the gateway, every service and every remote answer on the chosen ports', async () => {
    assert.equal((await fetch(`${system.urls.gateway}/healthz`)).status, 200);
    for (const [name, url] of Object.entries(system.urls.services)) {
      assert.equal((await fetch(`${url}/readyz`)).status, 200, name);
    }
    for (const [name, url] of Object.entries(system.urls.remotes)) {
      const res = await fetch(`${url}/remoteEntry.js`, {
        headers: { origin: system.urls.gateway },
      });
      assert.equal(res.status, 200, name);
      assert.equal(res.headers.get('access-control-allow-origin'), '*');
      assert.equal(res.headers.get('cache-control'), 'no-cache');
    }
  });

  it('when started, then only the account service is told where the private signing key is', () => {
    for (const [name, proc] of system.processes) {
      const named = PRIVATE_KEY_ENV.filter((key) => proc.env[key] !== undefined);
      if (name === 'account') assert.deepEqual(named, ['JWT_PRIVATE_KEY_FILE'], name);
      else assert.deepEqual(named, [], name);
      // Services listen on loopback; the gateway is the one public door.
      if (name in system.urls.services) assert.equal(proc.env.HOST, '127.0.0.1', name);
    }
  });

  it('when started with no Stripe key, then it is a declared demo: the paying services and the gateway are told DEMO_PAYMENTS=true and every page carries the demo flag', async (t) => {
    if (STRIPE_ENV.some((name) => process.env[name])) {
      t.skip('Stripe keys in this environment: not a demo');
      return;
    }
    assert.equal(system.demoPayments, true);
    for (const name of ['cart-checkout', 'membership', 'gateway'])
      assert.equal(system.processes.get(name).env.DEMO_PAYMENTS, 'true', name);
    const page = await (await fetch(`${system.urls.gateway}/employee-portal`)).text();
    assert.match(
      page,
      /<script type="application\/json" id="coffee-page">\{"demoPayments":true\}<\/script>/,
    );
  });

  it('when started, then its Mailpit answers and every service is told where to send mail, from whom, and the public URL for links', async (t) => {
    if (process.env.SMTP_URL) {
      t.skip('SMTP_URL in this environment: no Mailpit');
      return;
    }
    assert.equal(system.mailpit, true);
    const info = await (await fetch(`${system.urls.mail}/api/v1/info`)).json();
    assert.equal(info.Database, path.join(dataDir, 'mail', 'mailpit.db'));
    assert.equal(system.urls.smtp, `smtp://127.0.0.1:${system.ports.mail.smtp}`);
    for (const name of Object.keys(system.urls.services)) {
      const { env } = system.processes.get(name);
      assert.equal(env.SMTP_URL, system.urls.smtp, name);
      assert.equal(env.MAIL_FROM, 'Brew Haven <hello@brewhaven.example>', name);
      assert.equal(env.PUBLIC_URL, system.urls.gateway, name);
    }
  });

  it('when the shell asks for the remote manifest, then it points at the remotes this system runs', async () => {
    const { remotes } = await (await fetch(`${system.urls.gateway}/remotes.json`)).json();
    for (const [name, url] of Object.entries(system.urls.remotes)) {
      assert.equal(remotes[name], `${url}/mf-manifest.json`);
    }
  });

  it('when a demo account signs in through the gateway, then the session works end to end', async () => {
    assert.ok(
      system.demoAccounts.length >= 5,
      'the demo accounts are read from the account service build',
    );
    const admin = system.demoAccounts.find((a) => a.role === 'admin');
    const first = await fetch(`${system.urls.gateway}/api/user`);
    assert.equal(first.status, 401);
    const csrf = /coffee_csrf=([^;]+)/.exec(first.headers.get('set-cookie') ?? '')?.[1];
    assert.ok(csrf, 'the gateway hands out the CSRF cookie');
    const login = await fetch(`${system.urls.gateway}/api/login`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-csrf-token': csrf,
        cookie: `coffee_csrf=${csrf}`,
      },
      body: JSON.stringify({ username: admin.username, password: admin.password }),
    });
    assert.equal(login.status, 200);
    const session = /coffee_session=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
    assert.ok(session);
    const me = await fetch(`${system.urls.gateway}/api/user`, {
      headers: { cookie: `coffee_session=${session}` },
    });
    assert.equal(me.status, 200);
    assert.equal((await me.json()).username, admin.username);
  });

  it('when one remote is stopped and started again, then only it goes away meanwhile', async () => {
    const remote = system.processes.get('mfe-catalog');
    await remote.stop();
    assert.ok(await refuses(`${system.urls.remotes.catalog}/healthz`));
    assert.equal((await fetch(`${system.urls.remotes.account}/healthz`)).status, 200);
    assert.equal((await fetch(`${system.urls.gateway}/healthz`)).status, 200);
    await remote.start();
    assert.equal((await fetch(`${system.urls.remotes.catalog}/healthz`)).status, 200);
  });

  it('when keys were generated, then they live in the data folder, readable by the owner only', () => {
    for (const file of ['jwt-private.pem', 'jwt-public.pem', 'internal-token']) {
      assert.equal(fs.statSync(path.join(dataDir, 'keys', file)).mode & 0o777, 0o600);
    }
  });

  it('when stopped, then every port is closed and a second stop is harmless', async () => {
    await system.stop();
    await system.stop();
    for (const url of [
      system.urls.gateway,
      ...Object.values(system.urls.services),
      ...Object.values(system.urls.remotes),
      ...(system.urls.mail ? [system.urls.mail] : []),
    ]) {
      assert.ok(await refuses(`${url}/healthz`), url);
    }
    assert.ok(
      await refuses(system.urls.mongodb.replace('mongodb:', 'http:')),
      'the embedded database stopped',
    );
  });
});

describe('startSystem with a busy port', () => {
  it('when a port it needs is taken, then it refuses before starting anything', async () => {
    const blocker = net.createServer().listen(0, '127.0.0.1');
    await new Promise((r) => blocker.once('listening', r));
    const { port } = blocker.address();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coffee-busy-'));
    try {
      await assert.rejects(
        startSystem({
          ports: { gateway: port },
          dataDir,
          build: 'never',
          output: 'silent',
          log: quiet,
        }),
        new RegExp(`Port\\(s\\) already in use: ${port} \\(gateway\\)`),
      );
      assert.deepEqual(fs.readdirSync(dataDir), [], 'nothing was created');
    } finally {
      blocker.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('startSystem with a mail server of its own (SMTP_URL)', { timeout: 120_000 }, () => {
  it('when SMTP_URL is given, then no Mailpit starts and the services send through that server', async () => {
    const smtpUrl = 'smtp://shop:s3cret@127.0.0.1:2525';
    const system = await startScratchSystem({
      services: ['staff'],
      frontends: false,
      build: 'never',
      log: quiet,
      env: { SMTP_URL: smtpUrl, PUBLIC_URL: 'https://shop.example.org' },
    });
    try {
      assert.equal(system.mailpit, false);
      assert.equal(system.processes.has('mail'), false);
      assert.equal(system.urls.mail, undefined);
      const { env } = system.processes.get('staff');
      assert.equal(env.SMTP_URL, smtpUrl);
      assert.equal(env.PUBLIC_URL, 'https://shop.example.org');
      assert.equal(env.MAIL_FROM, 'Brew Haven <hello@brewhaven.example>');
    } finally {
      await system.stop();
    }
  });
});

describe('startSystem with several instances', () => {
  it('when several instances are asked for without a Redis, then it refuses before starting anything', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coffee-instances-'));
    try {
      await assert.rejects(
        startSystem({
          instances: 2,
          redisUrl: '',
          ports: 'free',
          dataDir,
          build: 'never',
          output: 'silent',
          log: quiet,
        }),
        /2 instances need a Redis .*: set REDIS_URL/,
      );
      assert.deepEqual(fs.readdirSync(dataDir), [], 'nothing was created');
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('when the instance count is not a whole number from 1 to the most, then the message says so', () => {
    for (const bad of [0, 10, 1.5, 'two']) {
      assert.throws(() => checkInstances(bad, 'redis://127.0.0.1:6379'), /--instances must be/);
    }
    assert.doesNotThrow(() => checkInstances(1, undefined));
    assert.doesNotThrow(() => checkInstances(3, 'redis://127.0.0.1:6379'));
  });

  it('each instance is given every instance of the other services, its partner first', () => {
    const ports = { catalog: [4001, 4101, 4201], account: [4004, 4104, 4204] };
    const url = (port) => `http://h:${port}`;
    assert.deepEqual(peerUrlEnv(ports, 0, url), {
      CATALOG_URL: 'http://h:4001,http://h:4101,http://h:4201',
      ACCOUNT_URL: 'http://h:4004,http://h:4104,http://h:4204',
    });
    assert.deepEqual(peerUrlEnv(ports, 2, url), {
      CATALOG_URL: 'http://h:4201,http://h:4001,http://h:4101',
      ACCOUNT_URL: 'http://h:4204,http://h:4004,http://h:4104',
    });
  });
});

/** The sum of a Prometheus counter's samples whose labels include all of `labels`. */
function counterSum(text, name, labels) {
  let sum = 0;
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][a-zA-Z0-9_:]*)\{(.*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    if (Object.entries(labels).every(([k, v]) => match[2].includes(`${k}="${v}"`))) {
      sum += Number(match[3]);
    }
  }
  return sum;
}

describe('a shop with two instances of each part', { timeout: 180_000 }, () => {
  let system;
  let metricsUrl;

  before(async () => {
    const metricsPort = await freePort();
    metricsUrl = `http://127.0.0.1:${metricsPort}`;
    system = await startScratchSystem({
      instances: 2,
      redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      frontends: false,
      build: 'never',
      logLevel: 'warn',
      env: { METRICS_PORT: String(metricsPort) },
    });
  });
  after(async () => {
    await system?.stop();
  });

  it('when requests spread over the gateway workers, then its metrics count every one of them', async () => {
    const count = async () =>
      counterSum(await (await fetch(`${metricsUrl}/metrics`)).text(), 'http_requests_total', {
        method: 'GET',
        status: '200',
      });
    const before = await count();
    // One connection each: node:cluster hands new connections to the workers in turn.
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${system.urls.gateway}/api/products?limit=1`, { headers: { connection: 'close' } }),
      ),
    );
    assert.deepEqual(
      answers.map((res) => res.status),
      Array(20).fill(200),
    );
    assert.equal((await count()) - before, 20, 'the primary serves the sum over both workers');
  });

  it('when the first catalog instance is killed, then the cart, which asks the catalog, still answers from every cart instance', async () => {
    const customer = system.demoAccounts.find((a) => a.role === 'customer' && !a.isDirectPlus);
    const { request } = createShopClient(system.urls.gateway);
    const { username, password } = customer;
    assert.equal((await request('POST', '/api/login', { username, password })).status, 200);
    const [product] = (await request('GET', '/api/products?limit=1')).json();
    const productId = product.id;
    assert.equal((await request('POST', '/api/cart', { productId })).status, 201);

    process.kill(system.processes.get('catalog').pid, 'SIGKILL');
    const deadline = Date.now() + 5_000;
    while (!(await refuses(system.urls.serviceInstances.catalog[0]))) {
      assert.ok(Date.now() < deadline, 'the killed catalog instance still accepts connections');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    // The gateway spreads these over both cart instances; each asks the catalog for the product
    // and must pass the dead instance over.
    for (let i = 0; i < 6; i += 1) {
      const add = await request('POST', '/api/cart', { productId });
      assert.ok(add.status === 200 || add.status === 201, `add ${i}: ${add.status} ${add.text}`);
    }
    const cart = await request('GET', '/api/cart');
    assert.equal(cart.status, 200);
    assert.match(cart.text, /"quantity":7/);
  });
});

describe('withoutPrivateKey', () => {
  it('when the caller’s environment names the signing key, then it is left out of what children inherit', () => {
    const env = withoutPrivateKey({
      PATH: '/usr/bin',
      JWT_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----',
      JWT_PRIVATE_KEY_FILE: '/keys/jwt-private.pem',
      JWT_PUBLIC_KEY_FILE: '/keys/jwt-public.pem',
    });
    assert.deepEqual(env, { PATH: '/usr/bin', JWT_PUBLIC_KEY_FILE: '/keys/jwt-public.pem' });
  });
});
