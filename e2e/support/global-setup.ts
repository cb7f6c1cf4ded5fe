import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_OUTPUT_DIR, E2E_PORTS } from './ports';
import { E2E_GATEWAY_TRUST_PROXY, E2E_RATE_LIMITS } from './security/addresses';

const root = path.resolve(__dirname, '../..');

/**
 * Boots the whole shop once for the suite, with the same orchestrator as `npm start`, on its
 * own ports and a throw-away data directory. The returned function is the teardown.
 */
export default async function globalSetup() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coffee-e2e-'));
  const remotesFile = path.join(dataDir, 'remotes.json');
  fs.writeFileSync(remotesFile, '{}\n');
  // Every service reads its time from here (see e2e/support/clock.ts): real time until a test moves it.
  const clockFile = path.join(dataDir, 'clock-offset-ms');
  const logFile = path.join(root, 'e2e', E2E_OUTPUT_DIR, 'system.log');
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.createWriteStream(logFile);

  // The orchestrator is plain ESM JavaScript shared with `npm start`; typed here by its JSDoc.
  const { startSystem } = (await import(
    path.join(root, 'scripts/lib/system.mjs')
    // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  )) as typeof import('../../scripts/lib/system.mjs');
  const system = await startSystem({
    root,
    dataDir,
    remotesFile,
    ports: {
      gateway: E2E_PORTS.gateway,
      pages: E2E_PORTS.pages,
      database: E2E_PORTS.db,
      mail: E2E_PORTS.mail,
      services: E2E_PORTS.services,
      remotes: E2E_PORTS.remotes,
    },
    logLevel: 'warn',
    env: {
      // The suite's own Mailpit always, whatever SMTP_URL the machine has: the specs read the
      // mails the shop sends through its API (support/mailpit.ts).
      SMTP_URL: '',
      TEST_CLOCK_FILE: clockFile,
      // The cart service looks for abandoned carts every second, not every 5 minutes: the
      // reminder journey (order-mails.spec.ts) moves the clock a day and waits for the mail.
      ABANDONED_CART_SWEEP_MS: '1000',
      // Due Subscribe & Save deliveries are charged every second, not every 30 s: the
      // subscription journeys (subscriptions.spec.ts) move the clock past a charge day and wait.
      SUBSCRIPTION_RUN_MS: '1000',
      // The security suite presents each test as a client of its own with X-Forwarded-For
      // (support/security/addresses.ts), so the per-address limits are tested, not shared.
      TRUST_PROXY: E2E_GATEWAY_TRUST_PROXY,
      // The browser journeys (all from loopback) are left out of the per-address limits.
      ...E2E_RATE_LIMITS,
    },
    output: (name: string, line: string) => log.write(`[${name}] ${line}\n`),
    log: (line: string) => log.write(`${line}\n`),
  });
  // Workers start after this and inherit the environment.
  process.env.E2E_REMOTES_FILE = remotesFile;
  process.env.E2E_DATA_DIR = dataDir;
  process.env.E2E_CLOCK_FILE = clockFile;
  if (system.urls.mail) process.env.E2E_MAILPIT_URL = system.urls.mail;

  return async () => {
    await system.stop();
    log.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
