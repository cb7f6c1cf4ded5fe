#!/usr/bin/env node
// Gateway overhead: GET /api/user straight to the account service vs through the gateway, same run.
//
//   node gateway/bench/gateway-overhead.mjs [--duration 10] [--connections 50] [--warmup 2]
//                                           [--json]
//
// The upstream is the real account service when it is built (@coffee/account-service/main) and
// MONGODB_URI is set (a bench user is registered in MONGODB_DB, default coffee_account_bench);
// otherwise bench/fake-account.mjs, which does the same HTTP work minus the database. Every part
// runs in its own process: autocannon here, the upstream and the gateway (dist/main.js) as
// children. Latency percentiles come from every 2xx response time (load.mjs).
import { fork, spawn } from 'node:child_process';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import jwt from 'jsonwebtoken';
import { cpuSeconds, measureLoad } from './load.mjs';

const USAGE = `Usage: node gateway/bench/gateway-overhead.mjs [options]   (or npm run bench -w @coffee/gateway)

  --duration S       seconds each case is measured; the one-connection cases half that, at
                     least 2 (default BENCH_DURATION or 10)
  --connections N    concurrent connections (default BENCH_CONNECTIONS or 50)
  --warmup S         seconds of warm-up on each side before it is measured, 0 for none (default 2)
  --json             print the figures as JSON only
  -h, --help         this text

Environment: MONGODB_URI (and MONGODB_DB, default coffee_account_bench) measures the real account
service, when it is built, on that database; without it, bench/fake-account.mjs.`;

// The options as the repository's scripts read them (scripts/lib/cli.mjs): the usage text on
// --help (exit 0), the message and the usage text on a bad option or number (exit 2). Written out
// here rather than imported: scripts/ is the repository's tooling, not a package the gateway
// depends on, and a workspace reaches nothing outside its own folder but its dependencies.
function usageError(message) {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

function commandLine(options) {
  let parsed;
  try {
    parsed = parseArgs({
      options: { ...options, help: { type: 'boolean', short: 'h', default: false } },
    });
  } catch (err) {
    usageError(err.message);
  }
  if (parsed.values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  return parsed.values;
}

function wholeNumber(name, text, min) {
  const n = String(text).trim() === '' ? NaN : Number(text);
  if (!Number.isInteger(n) || n < min)
    usageError(`--${name} takes a whole number of at least ${min} (got ${text})`);
  return n;
}

const args = commandLine({
  duration: { type: 'string', default: process.env.BENCH_DURATION ?? '10' },
  connections: { type: 'string', default: process.env.BENCH_CONNECTIONS ?? '50' },
  warmup: { type: 'string', default: '2' },
  json: { type: 'boolean', default: false },
});
const duration = wholeNumber('duration', args.duration, 1);
const connections = wholeNumber('connections', args.connections, 1);
const warmup = wholeNumber('warmup', args.warmup, 0);
const log = args.json ? () => {} : (...a) => console.log(...a);

const here = path.dirname(fileURLToPath(import.meta.url));
const gatewayDir = path.resolve(here, '..');
const gatewayMain = path.join(gatewayDir, 'dist', 'main.js');

/** The account service's published entry point, if it is built. */
function builtAccountService() {
  try {
    return createRequire(import.meta.url).resolve('@coffee/account-service/main');
  } catch {
    return null;
  }
}
const accountMain = builtAccountService();

if (!existsSync(gatewayMain)) {
  console.error(
    `Gateway not built: run \`npm run build -w @coffee/gateway\` first (${gatewayMain} missing).`,
  );
  process.exit(1);
}

const children = [];
process.on('exit', () => children.forEach((c) => c.kill('SIGTERM')));
process.on('SIGINT', () => process.exit(130));

function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

async function waitFor(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not become ready`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

function start(kind, file, env, logFile) {
  const out = openSync(logFile, 'a');
  const child =
    kind === 'fork'
      ? fork(file, [], { env: { ...process.env, ...env }, stdio: ['ignore', out, out, 'ipc'] })
      : spawn(process.execPath, [file], {
          env: { ...process.env, ...env },
          stdio: ['ignore', out, out],
        });
  children.push(child);
  child.on('exit', (code) => {
    if (code && !stopping)
      console.error(`${path.basename(file)} exited with ${code}; see ${logFile}`);
  });
  return child;
}
let stopping = false;

// Keys and the internal token, fresh for this run.
const work = mkdtempSync(path.join(os.tmpdir(), 'gateway-bench-'));
const { publicKey, privateKey } = generateKeyPairSync('ec', {
  namedCurve: 'P-256',
  publicKeyEncoding: { type: 'spki', format: 'pem' },
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
});
const files = {
  JWT_PUBLIC_KEY_FILE: path.join(work, 'jwt-public.pem'),
  JWT_PRIVATE_KEY_FILE: path.join(work, 'jwt-private.pem'),
  INTERNAL_TOKEN_FILE: path.join(work, 'internal-token'),
};
writeFileSync(files.JWT_PUBLIC_KEY_FILE, publicKey);
writeFileSync(files.JWT_PRIVATE_KEY_FILE, privateKey, { mode: 0o600 });
writeFileSync(files.INTERNAL_TOKEN_FILE, randomBytes(32).toString('hex'), { mode: 0o600 });

const accountPort = await freePort();
const accountUrl = `http://127.0.0.1:${accountPort}`;
const useReal = Boolean(accountMain) && Boolean(process.env.MONGODB_URI);
let token;

let upstreamProcess;
if (useReal) {
  upstreamProcess = start(
    'spawn',
    accountMain,
    {
      ...files,
      PORT: String(accountPort),
      HOST: '127.0.0.1',
      MONGODB_DB: process.env.MONGODB_DB ?? 'coffee_account_bench',
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
    },
    path.join(work, 'account.log'),
  );
  await waitFor(`${accountUrl}/readyz`);
  // A user of its own, signed in the way a browser would be; the session cookie is the token.
  const username = `bench_${randomBytes(4).toString('hex')}`;
  const password = randomBytes(12).toString('hex');
  const json = { 'content-type': 'application/json' };
  const reg = await fetch(`${accountUrl}/api/register`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username, password, email: `${username}@example.com` }),
  });
  if (!reg.ok) throw new Error(`register failed: ${reg.status} ${await reg.text()}`);
  const login = await fetch(`${accountUrl}/api/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username, password }),
  });
  token = /coffee_session=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')?.[1];
  if (!login.ok || !token) throw new Error(`login failed: ${login.status} ${await login.text()}`);
} else {
  upstreamProcess = start(
    'fork',
    path.join(here, 'fake-account.mjs'),
    { ...files, PORT: String(accountPort) },
    path.join(work, 'account.log'),
  );
  await new Promise((resolve, reject) => {
    upstreamProcess.once('message', resolve);
    upstreamProcess.once('exit', () => reject(new Error('fake account service failed to start')));
  });
  token = jwt.sign({ sid: 'bench-session', role: 'customer', username: 'bench' }, privateKey, {
    algorithm: 'ES256',
    issuer: 'coffee-shop/account',
    audience: 'coffee-shop',
    subject: 'bench-user',
    expiresIn: '1h',
  });
}

const gatewayPort = await freePort();
const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
const gatewayProcess = start(
  'spawn',
  gatewayMain,
  {
    ...files,
    HOST: '127.0.0.1',
    PORT: String(gatewayPort),
    ACCOUNT_URL: accountUrl,
    LOG_LEVEL: 'info',
    NODE_ENV: 'production',
    // The limiters count every request (their cost is part of the hop) but never refuse one: the
    // bench is one address and one user at thousands of requests a second.
    RATE_LIMIT_API: process.env.RATE_LIMIT_API ?? '1000000000',
    RATE_LIMIT_USER: process.env.RATE_LIMIT_USER ?? '1000000000',
  },
  path.join(work, 'gateway.log'),
);
await waitFor(`${gatewayUrl}/healthz`);

// The CSRF cookie a signed-in browser holds: the one the gateway issues bound to this session
// (any other value would be replaced, costing a Set-Cookie on every answer).
const issued = await fetch(`${gatewayUrl}/api/user`, {
  headers: { cookie: `coffee_session=${token}` },
});
const csrfToken = /coffee_csrf=([^;]+)/.exec(issued.headers.get('set-cookie') ?? '')?.[1];
if (!csrfToken) throw new Error('the gateway issued no CSRF cookie');

// Direct: what the gateway would send (bearer token). Through the gateway: what a browser sends
// (session cookie plus the CSRF cookie it already holds).
const targets = {
  direct: { origin: accountUrl, headers: { authorization: `Bearer ${token}` } },
  gateway: {
    origin: gatewayUrl,
    headers: { cookie: `coffee_session=${token}; coffee_csrf=${csrfToken}` },
  },
};

for (const [name, t] of Object.entries(targets)) {
  const res = await fetch(`${t.origin}/api/user`, { headers: t.headers });
  if (res.status !== 200)
    throw new Error(`${name} GET /api/user answered ${res.status}: ${await res.text()}`);
}

async function measure(name, seconds, conns = connections) {
  const { origin, headers } = targets[name];
  const cpuBefore = {
    upstream: cpuSeconds(upstreamProcess.pid),
    gateway: cpuSeconds(gatewayProcess.pid),
  };
  const r = await measureLoad({ origin, paths: '/api/user', headers, connections: conns, seconds });
  const total = r.requests + r.non2xx || 1;
  const cpuPerRequestUs = (key, proc) => ((cpuSeconds(proc.pid) - cpuBefore[key]) / total) * 1e6;
  return {
    requestsPerSec: r.requestsPerSec,
    upstreamCpuUsPerRequest: cpuPerRequestUs('upstream', upstreamProcess),
    gatewayCpuUsPerRequest: name === 'gateway' ? cpuPerRequestUs('gateway', gatewayProcess) : 0,
    p50: r.p50,
    p99: r.p99,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
  };
}

log(
  `upstream: ${useReal ? 'real account service (MongoDB)' : 'fake account service (bench/fake-account.mjs)'}`,
);
log(
  `${connections} connections, ${duration}s each after a ${warmup}s warm-up; ${os.cpus().length} CPUs; logs in ${work}`,
);
if (warmup > 0) {
  await measure('direct', warmup);
  await measure('gateway', warmup);
}
const direct = await measure('direct', duration);
const gateway = await measure('gateway', duration);
// At 50 connections a saturated system's latency is mostly queueing; one connection shows what
// a single request pays for the extra hop.
const lightSeconds = Math.max(2, Math.round(duration / 2));
const directLight = await measure('direct', lightSeconds, 1);
const gatewayLight = await measure('gateway', lightSeconds, 1);
stopping = true;

const ratio = gateway.requestsPerSec / direct.requestsPerSec;
const addedP50 = gateway.p50 - direct.p50;
const summary = {
  upstream: useReal ? 'account-service' : 'fake-account',
  connections,
  durationSeconds: duration,
  cpus: os.cpus().length,
  direct,
  gateway,
  throughputRatio: ratio,
  addedP50Ms: addedP50,
  oneConnection: {
    direct: directLight,
    gateway: gatewayLight,
    addedP50Ms: gatewayLight.p50 - directLight.p50,
  },
  goals: { throughputRatio: ratio >= 0.7, addedP50: addedP50 < 1 },
  loadAverage: os.loadavg(),
  gatewayLogLines: readFileSync(path.join(work, 'gateway.log'), 'utf8').split('\n').length - 1,
};

if (args.json) {
  console.log(JSON.stringify(summary));
} else {
  const row = (label, r) =>
    `${label.padEnd(9)} ${r.requestsPerSec.toFixed(0).padStart(8)} req/s   p50 ${r.p50.toFixed(3)} ms   p99 ${r.p99.toFixed(3)} ms   ` +
    `non-2xx ${r.non2xx}   errors ${r.errors}   CPU/request: upstream ${r.upstreamCpuUsPerRequest.toFixed(0)} us` +
    (r.gatewayCpuUsPerRequest ? `, gateway ${r.gatewayCpuUsPerRequest.toFixed(0)} us` : '');
  log('');
  log(row('direct', direct));
  log(row('gateway', gateway));
  log('');
  log(
    `throughput ratio (gateway/direct): ${ratio.toFixed(3)}   goal >= 0.7: ${ratio >= 0.7 ? 'met' : 'NOT met'}`,
  );
  log(
    `added p50 latency: ${addedP50.toFixed(3)} ms   goal < 1 ms: ${addedP50 < 1 ? 'met' : 'NOT met'}`,
  );
  log('');
  log(`one connection, ${lightSeconds}s each:`);
  log(row('direct', directLight));
  log(row('gateway', gatewayLight));
  log(`added p50 latency at one connection: ${(gatewayLight.p50 - directLight.p50).toFixed(3)} ms`);
  log(
    `load average during the run: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')} (figures are only comparable on an otherwise idle machine)`,
  );
}
process.exit(0);
