#!/usr/bin/env node
// `npm run bench`: the two platform figures of the README.
//  (a) gateway overhead: GET /api/user through the gateway vs straight to the account service, same
//      run, on the real account service and the embedded database (gateway/bench/gateway-overhead.mjs);
//  (b) the shell's first-load JavaScript for `/`, gzipped: every script headless Chromium loads for
//      the home page of the production build (shell and the remotes it pulls in), until the network
//      is idle.
//
//   npm run bench [-- --duration 10 --connections 50 --skip-gateway --skip-bundle --no-build --json]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { requireBuilt, requireFrom } from './lib/packages.mjs';
import { startScratchSystem } from './lib/system.mjs';
import { repoRoot } from './lib/workspaces.mjs';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    'skip-gateway': { type: 'boolean', default: false },
    'skip-bundle': { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
  },
});
const say = args.json ? () => {} : (line) => console.log(line);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const report = {};

async function gatewayOverhead() {
  say('\n(a) gateway overhead: GET /api/user, through the gateway vs direct');
  let db = null;
  let dataDir = null;
  const env = { ...process.env };
  if (!env.MONGODB_URI) {
    const { startEmbeddedDb } = requireBuilt('@coffee/embedded-db');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coffee-bench-db-'));
    db = await startEmbeddedDb({ dataDir, port: 0 });
    env.MONGODB_URI = db.uri;
  }
  try {
    const output = await new Promise((resolve, reject) => {
      let out = '';
      const child = spawn(
        process.execPath,
        [
          requireFrom().resolve('@coffee/gateway/bench/overhead'),
          '--json',
          '--duration',
          args.duration,
          '--connections',
          args.connections,
        ],
        { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'inherit'] },
      );
      child.stdout.on('data', (chunk) => (out += chunk));
      child.once('error', reject);
      child.once('close', (code) =>
        code === 0 ? resolve(out) : reject(new Error(`gateway benchmark exited with ${code}`)),
      );
    });
    const result = JSON.parse(output.trim().split('\n').pop());
    report.gateway = result;
    const row = (name, r) =>
      `   ${name.padEnd(8)} ${r.requestsPerSec.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(2).padStart(8)} ms   p99 ${r.p99.toFixed(2).padStart(8)} ms   errors ${r.errors + r.non2xx + r.timeouts}`;
    say(
      `   upstream: ${result.upstream}; ${result.connections} connections, ${result.durationSeconds} s each; load average ${result.loadAverage?.map((n) => n.toFixed(1)).join(' ')}`,
    );
    say(row('direct', result.direct));
    say(row('gateway', result.gateway));
    say(
      `   throughput ratio ${result.throughputRatio.toFixed(3)} (goal >= 0.7: ${result.goals.throughputRatio ? 'met' : 'NOT met'}); added p50 ${result.addedP50Ms.toFixed(3)} ms (goal < 1 ms: ${result.goals.addedP50 ? 'met' : 'NOT met'})`,
    );
  } finally {
    await db?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function firstLoadJs() {
  say("\n(b) the shell's first-load JavaScript for / (production build, gzipped)");
  // Playwright is the e2e workspace's; it is resolved the way that workspace resolves it.
  const { chromium } = requireFrom(path.join(repoRoot, 'e2e'))('@playwright/test');
  const system = await startScratchSystem({ build: args['no-build'] ? 'never' : 'auto', log: say });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS],
  });
  try {
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', (res) => {
      const type = res.headers()['content-type'] ?? '';
      if (res.request().resourceType() === 'script' || type.includes('javascript'))
        scripts.push(res);
    });
    await page.goto(`${system.urls.gateway}/`, { waitUntil: 'networkidle' });
    const files = [];
    for (const res of scripts) {
      const body = await res.body();
      files.push({
        url: res.url(),
        raw: body.length,
        gzip: zlib.gzipSync(body, { level: 6 }).length,
      });
    }
    const origin = (url) => {
      const { origin: o } = new URL(url);
      if (o === new URL(system.urls.gateway).origin) return 'shell';
      const remote = Object.entries(system.urls.remotes).find(([, u]) => new URL(u).origin === o);
      return remote ? `remote ${remote[0]}` : o;
    };
    const byOrigin = {};
    for (const f of files) {
      const key = origin(f.url);
      byOrigin[key] ??= { files: 0, raw: 0, gzip: 0 };
      byOrigin[key].files += 1;
      byOrigin[key].raw += f.raw;
      byOrigin[key].gzip += f.gzip;
    }
    const total = files.reduce((n, f) => n + f.gzip, 0);
    report.firstLoad = {
      totalGzipBytes: total,
      goalBytes: 150 * 1024,
      met: total < 150 * 1024,
      byOrigin,
      files,
    };
    for (const [key, v] of Object.entries(byOrigin))
      say(
        `   ${key.padEnd(24)} ${String(v.files).padStart(3)} files  ${kb(v.raw).padStart(10)} raw  ${kb(v.gzip).padStart(9)} gzip`,
      );
    say(
      `   total: ${kb(total)} gzipped in ${files.length} files (goal < 150 KB: ${total < 150 * 1024 ? 'met' : 'NOT met'})`,
    );
  } finally {
    await browser.close();
    await system.stop();
  }
}

if (!args['skip-gateway']) await gatewayOverhead();
if (!args['skip-bundle']) await firstLoadJs();
if (args.json) console.log(JSON.stringify(report));
