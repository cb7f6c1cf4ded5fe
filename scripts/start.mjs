#!/usr/bin/env node
// `npm start`: builds what is stale, then runs the whole shop on http://localhost:8080 until Ctrl-C.
// `npm run dev` (or `npm start -- --dev`): webpack dev servers for the shell and the remotes.
import fs from 'node:fs';
import path from 'node:path';
import { parseCommandLine } from './lib/cli.mjs';
import { bold, cyan, dim, formatLogLine, green, red, yellow } from './lib/output.mjs';
import { makeDemoActivity, makeDemoPlans } from './lib/demo-activity.mjs';
import { releaseLocation } from './lib/releases.mjs';
import { DEFAULT_PORTS, startSystem } from './lib/system.mjs';
import { repoRoot } from './lib/workspaces.mjs';

const USAGE = `Usage: npm start [-- options]

  --dev         webpack dev servers (live reload) for the shell and remotes
  --rebuild     build every workspace even if its build is up to date
  --no-build    start with the builds as they are
  --quiet       services and gateway log warnings and errors only
  --host ADDR   address the gateway listens on (default 127.0.0.1; 0.0.0.0 for the network)
  --instances N run N instances of every service and N gateway workers on the one public port
                (default INSTANCES or 1; more than 1 needs REDIS_URL, e.g. redis://127.0.0.1:6379)
  --free-ports  every part on a free port (the banner says which), to run a second shop beside
                the first; give it its own --data-dir
  --data-dir DIR
                where the database, keys and logs live (default .data)
  --remotes-file FILE
                a JSON manifest ({ "account": "http://localhost:3104" }) the gateway re-reads on
                change: point a remote at a build of your own without a restart (default
                releases/manifest.json, which npm run release writes: a release or rollback made
                while the shop runs is served from the next page on)
  -h, --help    this text

Environment: MONGODB_URI uses that MongoDB instead of the embedded database; INSTANCES as
--instances; REDIS_URL the Redis that several instances share; SMTP_URL a mail server to send
through instead of the Mailpit inbox on http://localhost:8025; MAIL_FROM the sender; PUBLIC_URL
the shop's public origin for the links in mails (default the gateway's URL).`;

const { values: args } = parseCommandLine(USAGE, {
  dev: { type: 'boolean', default: false },
  rebuild: { type: 'boolean', default: false },
  'no-build': { type: 'boolean', default: false },
  quiet: { type: 'boolean', default: false },
  host: { type: 'string' },
  instances: { type: 'string', default: process.env.INSTANCES || '1' },
  'remotes-file': { type: 'string' },
  'free-ports': { type: 'boolean', default: false },
  'data-dir': { type: 'string' },
});

const say = (line) => console.log(`${cyan('start')} ${line}`);
let system = null;
let shuttingDown = false;

async function shutdown(code, reason) {
  if (shuttingDown) return;
  shuttingDown = true;
  if (reason) say(reason);
  if (!system) {
    // Still starting: the start-up finishes or fails first, then everything is stopped in order.
    say('stopping as soon as the parts being started are up (Ctrl-C again to kill at once)...');
    return;
  }
  say('stopping: gateway, remotes, services, then the database and Mailpit...');
  await system.stop();
  say('stopped.');
  process.exit(code);
}

let interrupts = 0;
const onSignal = (signal) => {
  interrupts += 1;
  // A second Ctrl-C means "now": the exit hook kills whatever is still running.
  if (interrupts > 1) process.exit(130);
  void shutdown(0, `${signal} received`);
};
process.on('SIGINT', () => onSignal('SIGINT'));
process.on('SIGTERM', () => onSignal('SIGTERM'));
process.on('SIGHUP', () => onSignal('SIGHUP'));

/** An SMTP URL without its password, for the banner. */
function redacted(url) {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return '(SMTP_URL, unreadable)';
  }
}

function banner(s) {
  const { ports, urls } = s;
  const rel = (p) => path.relative(process.cwd(), p) || '.';
  const accounts = s.demoAccounts.length
    ? s.demoAccounts.map(
        (a) =>
          `      ${a.username.padEnd(10)} ${a.password.padEnd(12)} ${a.isDirectPlus ? 'Direct+ member' : a.role}`,
      )
    : ['      (see README.md)'];
  const database = s.embeddedDatabase
    ? `embedded FerretDB ${urls.mongodb}, data in ${rel(path.join(s.dataDir, 'db'))}`
    : `${urls.mongodb} (MONGODB_URI)`;
  const lines = [
    '',
    bold(green('  The coffee shop is running.')),
    '',
    `  Open         ${bold(urls.app)}${args.dev ? dim(`   (dev servers; the built shell is also on ${urls.gateway})`) : ''}`,
    s.mailpit
      ? `  Mail inbox   ${bold(urls.mail)}  (every mail the shop sends; SMTP ${new URL(urls.smtp).host})`
      : `  Mail         sent through ${redacted(urls.smtp)} (SMTP_URL)`,
    '',
    '  Demo accounts (username, password, kind):',
    ...accounts,
    '',
    `  Gateway      ${urls.gateway}  (the one URL: /api, /remotes.json, pages proxied on)`,
    ...(urls.pages
      ? [`  Pages        ${urls.pages}  (the shell's server: every page, rendered)`]
      : []),
    `  Services     ${Object.entries(urls.serviceInstances)
      .map(([n, list]) => `${n} ${list.map((u) => new URL(u).port).join('/')}`)
      .join(', ')}`,
    ...(s.instances > 1
      ? [
          `  Instances    ${s.instances} of each service; ${s.instances} gateway workers on one port`,
        ]
      : []),
    `  Remotes      ${Object.entries(ports.remotes)
      .map(([n, p]) => `${n} ${p}`)
      .join(', ')}${args.dev ? `, shell ${ports.shell}` : ''}`,
    `  Database     ${database}`,
    `  Payments     ${s.demoPayments ? 'a demo: the offline test provider, no real payments (DEMO_PAYMENTS=true; README.md)' : 'Stripe (STRIPE_* keys)'}`,
    `  Keys         ${rel(path.dirname(s.keys.privateKey))}`,
    '',
    `  Stop         ${bold('Ctrl-C')} (stops everything, database last)`,
    '',
  ];
  console.log(lines.join('\n'));
}

// The releases manifest the gateway follows; an empty one until the first release, so the
// gateway has a file to watch rather than a warning to give.
const remotesFile = args['remotes-file'] ?? releaseLocation().manifestFile;
if (!args['remotes-file'] && !fs.existsSync(remotesFile)) {
  fs.mkdirSync(path.dirname(remotesFile), { recursive: true });
  fs.writeFileSync(remotesFile, `${JSON.stringify({ remotes: {}, releases: {} }, null, 2)}\n`);
}

try {
  const started = Date.now();
  say(`starting the coffee shop${args.dev ? ' (dev servers)' : ''} from ${repoRoot}`);
  system = await startSystem({
    dev: args.dev,
    build: args['no-build'] ? 'never' : args.rebuild ? 'always' : 'auto',
    host: args.host,
    instances: /^\d+$/.test(args.instances) ? Number(args.instances) : args.instances,
    // The gateway serves npm run release's folders from beside this file, and follows it.
    remotesFile,
    ...(args['free-ports'] ? { ports: 'free' } : {}),
    ...(args['data-dir'] ? { dataDir: path.resolve(args['data-dir']) } : {}),
    logLevel: args.quiet ? 'warn' : 'info',
    log: say,
    onUnexpectedExit: (name, exit, tail) => {
      if (shuttingDown) return;
      const how = exit.signal ? `signal ${exit.signal}` : `code ${exit.code}`;
      console.error(
        red(
          `\n${name} stopped unexpectedly (${how}). Its last lines:\n${tail.map((l) => `  ${formatLogLine(l)}`).join('\n')}\n`,
        ),
      );
      // Without the database or the gateway nothing works; a dead service, remote or Mailpit only
      // darkens its part (mail waits in the outboxes until Mailpit is back).
      if (name === 'db' || name === 'gateway')
        void shutdown(1, `${name} is gone: stopping everything.`);
      else say(yellow(`the rest keeps running; restart npm start to bring ${name} back.`));
    },
  });
  if (shuttingDown) {
    say('stopping: gateway, remotes, services, then the database and Mailpit...');
    await system.stop();
    say('stopped.');
    process.exit(0);
  }
  say(`ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  banner(system);
  // A fresh shop's back office gets a few real orders and tickets to show (once, through the API).
  if (system.demoAccounts.length > 0) {
    makeDemoActivity(system.urls.gateway).then(
      (made) => say(`demo activity: ${made}`),
      (err) => say(yellow(`demo activity skipped: ${err.message}`)),
    );
    makeDemoPlans(system.urls.gateway).then(
      (made) => say(`demo plans: ${made}`),
      (err) => say(yellow(`demo plans skipped: ${err.message}`)),
    );
  }
} catch (err) {
  if (shuttingDown && !system) process.exit(0);
  console.error(red(`\nCould not start the coffee shop: ${err.message}`));
  if (err.tail?.length)
    console.error(
      `Last lines of ${err.process}:\n${err.tail.map((l) => `  ${formatLogLine(l)}`).join('\n')}`,
    );
  if (/in use/.test(err.message)) {
    const list = (ports) => Object.values(ports).join(', ');
    console.error(
      dim(
        `(default ports: gateway ${DEFAULT_PORTS.gateway}, services ${list(DEFAULT_PORTS.services)}, remotes ${list(DEFAULT_PORTS.remotes)}, database ${DEFAULT_PORTS.database}, Mailpit ${list(DEFAULT_PORTS.mail)})`,
      ),
    );
  }
  process.exit(1);
}
