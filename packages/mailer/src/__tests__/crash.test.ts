import { spawn } from 'node:child_process';
import path from 'node:path';
import { testMongoUri } from '@coffee/service-defaults/testing';
import { createMailer, type Mailer } from '../index';
import { startMailpit, type Mailpit } from '../testing';
import { eventually, FAST, message, openTestDb } from './support';

const LEASE_MS = 1_500;
const TOTAL = 10;
const KILL_AT = 4;
let mailpit: Mailpit;
let db: Awaited<ReturnType<typeof openTestDb>>;
let mailer: Mailer | null = null;

beforeAll(async () => {
  mailpit = await startMailpit(); // --ignore-duplicate-ids, as the shop runs it
});
afterAll(async () => {
  await mailpit.close();
});
beforeEach(async () => {
  db = await openTestDb('mailer_crash');
  await mailpit.clear();
});
afterEach(async () => {
  await mailer?.stop();
  mailer = null;
  await db.close();
});

/** A new mailer finishes the job: every mail sent, each in Mailpit exactly once. */
async function recoverAndCheck(): Promise<void> {
  mailer = createMailer({
    connection: db.connection,
    sources: [],
    smtpUrl: mailpit.smtpUrl,
    from: 'Brew Haven <hello@brewhaven.example>',
    ...FAST,
    leaseMs: LEASE_MS,
  });
  mailer.start();
  await eventually(
    async () => (await mailer!.list({ status: 'sent', limit: 50 })).length === TOTAL,
    15_000,
    'every mail sent',
  );
  const inbox = await mailpit.messages();
  expect(inbox).toHaveLength(TOTAL);
  expect(new Set(inbox.map((x) => x.MessageID)).size).toBe(TOTAL);
}

function runCrashingMailer(
  killWhen: 'claimed' | 'accepted' | 'never',
  killFromOutside?: (kill: () => void) => void,
): Promise<NodeJS.Signals | null> {
  const child = spawn(
    process.execPath,
    [
      '-r',
      path.join(__dirname, 'fixtures/ts-register.cjs'),
      path.join(__dirname, 'fixtures/crash-mailer.ts'),
    ],
    {
      env: {
        ...process.env,
        MONGODB_URI: testMongoUri(),
        DB_NAME: db.dbName,
        SMTP_URL: mailpit.smtpUrl,
        KILL_AT: String(KILL_AT),
        KILL_WHEN: killWhen,
        LEASE_MS: String(LEASE_MS),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  killFromOutside?.(() => child.kill('SIGKILL'));
  return new Promise((resolve) =>
    child.once('exit', (_code, signal) => {
      clearTimeout(timer);
      resolve(signal);
    }),
  );
}

it.each([
  ['after SMTP accepted the mail, before it was marked sent', 'accepted', KILL_AT] as const,
  ['after the claim, before SMTP', 'claimed', KILL_AT - 1] as const,
])(
  'when a mailer is SIGKILLed %s, then a new one delivers every mail exactly once',
  async (_when, killWhen, inboxAtCrash) => {
    const setup = createMailer({
      connection: db.connection,
      sources: [],
      smtpUrl: mailpit.smtpUrl,
      from: 'x@brewhaven.example',
    });
    for (let i = 0; i < TOTAL; i += 1) await setup.record(message(`crash:${i}`));

    expect(await runCrashingMailer(killWhen)).toBe('SIGKILL');
    const atCrash = await setup.list({ limit: 50 });
    const stuck = atCrash.filter((v) => v.status === 'sending');
    expect(stuck).toHaveLength(1);
    expect(atCrash.filter((v) => v.status === 'sent')).toHaveLength(KILL_AT - 1);
    expect(await mailpit.messages()).toHaveLength(inboxAtCrash);

    await recoverAndCheck();
    const [retaken] = (await setup.list({ limit: 50 })).filter((v) => v.id === stuck[0]!.id);
    expect(retaken!.attempts).toBe(2); // taken over after the lease ran out, sent again
  },
);

it('when a mailer is SIGKILLed from outside while it sends, then a new one delivers every mail exactly once', async () => {
  const setup = createMailer({
    connection: db.connection,
    sources: [],
    smtpUrl: mailpit.smtpUrl,
    from: 'x@brewhaven.example',
  });
  for (let i = 0; i < TOTAL; i += 1) await setup.record(message(`outside:${i}`));
  const signal = await runCrashingMailer('never', (kill) => {
    // Mid-stream: once the first mails are in, at a moment the mailer does not choose.
    void mailpit.waitForMessages(2).then(() => setTimeout(kill, Math.random() * 20));
  });
  expect(signal).toBe('SIGKILL');
  const atCrash = await setup.list({ limit: 50 });
  expect(atCrash.filter((v) => v.status === 'sent').length).toBeLessThan(TOTAL);
  await recoverAndCheck();
});
