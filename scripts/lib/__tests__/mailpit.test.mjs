// Mailpit as a part of the shop: its build and cache, its command line, what the services are
// told about mail, and the real Mailpit taking a mail over SMTP (no shop started).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ManagedProcess } from '../managed-process.mjs';
import {
  MAILPIT_MODULE,
  MAILPIT_VERSION,
  ensureMailpit,
  findMailpit,
  mailpitArgs,
  mailpitCachePath,
} from '../mailpit.mjs';
import { mailProcess } from '../parts.mjs';
import { portPicker } from '../ports.mjs';
import { DEFAULT_MAIL_FROM, DEFAULT_PORTS, mailEnv, runsMailpit } from '../system.mjs';

const scratch = () => fs.mkdtempSync(path.join(os.tmpdir(), 'coffee-mailpit-test-'));

describe('mailEnv and runsMailpit', () => {
  const shop = { mailpitSmtpUrl: 'smtp://127.0.0.1:1025', publicUrl: 'http://localhost:8080' };

  it('when no SMTP_URL is given, then the shop runs Mailpit and every service sends through it', () => {
    assert.equal(runsMailpit({}), true);
    assert.equal(runsMailpit({ SMTP_URL: '' }), true);
    assert.deepEqual(mailEnv({}, shop), {
      SMTP_URL: 'smtp://127.0.0.1:1025',
      MAIL_FROM: DEFAULT_MAIL_FROM,
      PUBLIC_URL: 'http://localhost:8080',
    });
  });

  it('when SMTP_URL names a provider, then no Mailpit runs and the URL is passed on as given', () => {
    const env = { SMTP_URL: 'smtps://apikey:s3cret@smtp.example.com:465' };
    assert.equal(runsMailpit(env), false);
    assert.equal(
      mailEnv(env, { publicUrl: shop.publicUrl }).SMTP_URL,
      'smtps://apikey:s3cret@smtp.example.com:465',
    );
  });

  it('when MAIL_FROM or PUBLIC_URL is given, then the environment wins', () => {
    const env = { MAIL_FROM: 'Shop <shop@example.org>', PUBLIC_URL: 'https://shop.example.org' };
    assert.deepEqual(mailEnv(env, shop), { SMTP_URL: shop.mailpitSmtpUrl, ...env });
  });

  it("when the ports are the defaults, then they are Mailpit's own: SMTP 1025, inbox 8025", () => {
    assert.deepEqual(DEFAULT_PORTS.mail, { smtp: 1025, web: 8025 });
    assert.equal(DEFAULT_MAIL_FROM, 'Brew Haven <hello@brewhaven.example>');
  });
});

describe('mailpitArgs', () => {
  it('when Mailpit is started, then it listens on loopback only, accepts any login and drops repeated Message-IDs', () => {
    const args = mailpitArgs({ smtpPort: 1025, webPort: 8025, database: '/d/mailpit.db' });
    const value = (flag) => args[args.indexOf(flag) + 1];
    assert.equal(value('--smtp'), '127.0.0.1:1025');
    assert.equal(value('--listen'), '127.0.0.1:8025');
    assert.equal(value('--database'), '/d/mailpit.db');
    for (const flag of [
      '--smtp-auth-accept-any',
      '--smtp-auth-allow-insecure',
      '--ignore-duplicate-ids',
      '--disable-version-check',
    ])
      assert.ok(args.includes(flag), flag);
    assert.ok(!args.includes('--quiet'));
    assert.ok(
      mailpitArgs({ smtpPort: 1, webPort: 2, database: 'x', quiet: true }).includes('--quiet'),
    );
  });
});

describe('the Mailpit binary', () => {
  it('when XDG_CACHE_HOME is set, then the build is cached under it, else under ~/.cache', () => {
    assert.equal(
      mailpitCachePath({ XDG_CACHE_HOME: '/c', HOME: '/h' }),
      `/c/coffee-shop/mailpit-${MAILPIT_VERSION}`,
    );
    assert.equal(
      mailpitCachePath({ HOME: '/h' }),
      `/h/.cache/coffee-shop/mailpit-${MAILPIT_VERSION}`,
    );
  });

  it('when MAILPIT_BIN points nowhere, then that is an error, not a fallback', () => {
    assert.throws(() => findMailpit({ MAILPIT_BIN: '/nowhere/mailpit' }), /MAILPIT_BIN is set/);
  });

  it('when the cache holds no Mailpit, then it is built from its module with the web inbox bundled, in a folder of its own, and renamed into place', async () => {
    const dir = scratch();
    // Mailpit's module as `go mod download` leaves it: read-only, its UI's sources, no bundle.
    const module = path.join(dir, 'mod');
    fs.mkdirSync(module);
    fs.writeFileSync(
      path.join(module, 'package.json'),
      JSON.stringify({ dependencies: { vue: '^3', rapidoc: '^12' } }),
    );
    fs.writeFileSync(
      path.join(module, 'esbuild.config.mjs'),
      [
        "import fs from 'node:fs';",
        "fs.mkdirSync('server/ui/dist', { recursive: true });",
        "fs.writeFileSync('server/ui/dist/app.js', 'bundle ' + process.env.MINIFY);",
        '// entryPoints: ["server/ui-src/app.js", "server/ui-src/docs.js"],',
      ].join('\n'),
    );
    fs.chmodSync(module, 0o555);
    // Stand-ins for go and npm that record what they were asked; `go build` "builds" the bundle in.
    const bin = path.join(dir, 'bin');
    fs.mkdirSync(bin);
    const script = (name, body) =>
      fs.writeFileSync(path.join(bin, name), `#!/bin/sh\n${body}\n`, { mode: 0o755 });
    script(
      'go',
      [
        '[ "$1" = version ] && exit 0',
        `echo "$@" >> "${dir}/go-calls"`,
        `[ "$1" = mod ] && echo '{"Dir": "${module}"}' && exit 0`,
        'out=""; while [ $# -gt 0 ]; do [ "$1" = -o ] && out="$2"; shift; done',
        'cp server/ui/dist/app.js "$out" && chmod +x "$out"',
      ].join('\n'),
    );
    script('npm', `echo "$@" >> "${dir}/npm-calls"; cp package.json "${dir}/package-seen.json"`);
    const env = { PATH: `${bin}:${process.env.PATH}`, XDG_CACHE_HOME: path.join(dir, 'cache') };
    const lines = [];
    try {
      const built = await ensureMailpit({ env, log: (line) => lines.push(line) });
      assert.equal(built, mailpitCachePath(env));
      assert.match(lines[0], /^Building Mailpit 1\.33\.1 .*about a minute/);
      const goCalls = fs.readFileSync(path.join(dir, 'go-calls'), 'utf8').trim().split('\n');
      assert.equal(goCalls[0], `mod download -json ${MAILPIT_MODULE}`);
      assert.match(
        goCalls[1],
        /^build -ldflags .*config\.Version=v1\.33\.1 -o \S+mailpit-1\.33\.1\.partial-\d+\/mailpit \.$/,
      );
      assert.match(fs.readFileSync(path.join(dir, 'npm-calls'), 'utf8'), /^install .*--omit=peer/m);
      // rapidoc (not served by this machine's registry) is left out; the inbox bundle is built in.
      const seen = JSON.parse(fs.readFileSync(path.join(dir, 'package-seen.json'), 'utf8'));
      assert.deepEqual(seen.dependencies, { vue: '^3' });
      assert.equal(fs.readFileSync(built, 'utf8'), 'bundle true');
      // Nothing half-made is left beside it.
      assert.deepEqual(fs.readdirSync(path.dirname(built)), [path.basename(built)]);
      // The second time it is the cached one: no build.
      fs.rmSync(path.join(dir, 'go-calls'));
      assert.equal(await ensureMailpit({ env, log: (line) => lines.push(line) }), built);
      assert.ok(!fs.existsSync(path.join(dir, 'go-calls')));
    } finally {
      fs.chmodSync(module, 0o755);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("when the version is read, then it is the topology's", async () => {
    const { MAILPIT } = await import('../topology.mjs');
    assert.equal(MAILPIT_VERSION, MAILPIT.version);
  });
});

/** One SMTP conversation (no client library in the scripts): resolves with the server's last reply. */
function sendSmtp(port, { from, to, data }) {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const steps = [
      'EHLO test.local',
      `MAIL FROM:<${from}>`,
      `RCPT TO:<${to}>`,
      'DATA',
      `${data.replace(/\n/g, '\r\n')}\r\n.`,
      'QUIT',
    ];
    let buffer = '';
    let last = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      buffer += chunk;
      // A reply is complete at a line whose code is followed by a space.
      const lines = buffer.split('\r\n');
      buffer = lines.pop();
      for (const line of lines) {
        if (!/^\d{3} /.test(line)) continue;
        last = line;
        if (!/^[23]/.test(line)) return reject(new Error(`SMTP said ${line}`));
        const next = steps.shift();
        if (next !== undefined) socket.write(`${next}\r\n`);
      }
    });
    socket.once('error', reject);
    socket.once('close', () => resolve(last));
  });
}

describe('Mailpit, the real one', { timeout: 120_000 }, () => {
  let proc;
  let dataDir;
  let ports;

  before(async () => {
    dataDir = scratch();
    const pick = portPicker();
    ports = { smtp: await pick(), web: await pick() };
    proc = await mailProcess(
      { root: dataDir, env: process.env, print: () => {}, onUnexpectedExit: () => {} },
      { smtpPort: ports.smtp, webPort: ports.web, dataDir, quiet: true, log: () => {} },
    );
    assert.ok(proc instanceof ManagedProcess);
    await proc.start();
  });

  after(async () => {
    await proc?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('when started, then its API answers and its messages live in the data folder', async () => {
    const info = await (await fetch(`http://127.0.0.1:${ports.web}/api/v1/info`)).json();
    assert.equal(typeof info.Messages, 'number');
    assert.ok(fs.existsSync(path.join(dataDir, 'mail', 'mailpit.db')));
  });

  it('when the same Message-ID is sent twice (a resend after a crash), then the inbox holds it once', async () => {
    const data = [
      'From: Brew Haven <hello@brewhaven.example>',
      'To: dana@example.com',
      'Subject: Your receipt',
      'Message-ID: <order-paid.42@brewhaven.example>',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Thank you for your order.',
    ].join('\n');
    const mail = { from: 'hello@brewhaven.example', to: 'dana@example.com', data };
    assert.match(await sendSmtp(ports.smtp, mail), /^221/);
    assert.match(await sendSmtp(ports.smtp, mail), /^221/);
    const found = await (
      await fetch(`http://127.0.0.1:${ports.web}/api/v1/search?query=to:dana@example.com`)
    ).json();
    assert.equal(found.messages_count, 1);
    assert.equal(found.messages[0].Subject, 'Your receipt');
  });
});
