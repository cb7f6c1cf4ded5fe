import { createMailer, escapeHtml, renderLayout, type Mailer } from '../index';
import { startMailpit, type Mailpit } from '../testing';
import { eventually, FAST, message, openTestDb } from './support';

const FROM = 'Brew Haven <hello@brewhaven.example>';
let mailpit: Mailpit;
let db: Awaited<ReturnType<typeof openTestDb>>;
const mailers: Mailer[] = [];

function mailer(options: Partial<Parameters<typeof createMailer>[0]> = {}): Mailer {
  const m = createMailer({
    connection: db.connection,
    sources: [],
    smtpUrl: mailpit.smtpUrl,
    from: FROM,
    ...FAST,
    ...options,
  });
  mailers.push(m);
  return m;
}

beforeAll(async () => {
  mailpit = await startMailpit();
});
afterAll(async () => {
  await mailpit.close();
});
beforeEach(async () => {
  db = await openTestDb('mailer_outbox');
  await mailpit.clear();
});
afterEach(async () => {
  await Promise.all(mailers.splice(0).map((m) => m.stop()));
  await db.close();
});

describe('record and drain', () => {
  it('when a message is recorded and drained, then Mailpit has it once: multipart, keyed Message-ID, From', async () => {
    const m = mailer();
    const layout = renderLayout({
      title: 'Your receipt',
      bodyHtml: '<p>Thanks</p>',
      bodyText: 'Thanks',
      publicUrl: 'https://shop.example',
    });
    await m.record(message('receipt:1', { ...layout, subject: 'Your receipt' }));
    await m.record(message('receipt:1', { subject: 'A second record of the same key' }));
    await m.drain();

    const [summary, ...rest] = await mailpit.messages();
    expect(rest).toHaveLength(0);
    expect(summary).toMatchObject({
      Subject: 'Your receipt',
      From: { Name: 'Brew Haven', Address: 'hello@brewhaven.example' },
      To: [{ Name: 'Ada Lovelace', Address: 'ada@example.com' }],
    });
    const full = await mailpit.message(summary!.ID);
    expect(full.HTML).toContain('Brew Haven');
    expect(full.Text).toContain('BREW HAVEN');
    const headers = await mailpit.headers(summary!.ID);
    expect(headers['Content-Type']?.[0]).toMatch(/^multipart\/alternative/);
    const [view] = await m.list({});
    expect(view).toMatchObject({ key: 'receipt:1', status: 'sent', attempts: 1 });
    expect(headers['Message-Id']?.[0]).toBe(view!.messageId);
    expect(view!.messageId).toMatch(/^<[0-9a-f]{32}@brewhaven\.mail>$/);
  });

  it('when the address is malformed, then record rejects with a clear error and stores nothing', async () => {
    const m = mailer();
    await expect(
      m.record(message('bad:1', { to: 'ada@example.com\r\nBcc: eve@example.com' })),
    ).rejects.toThrow(/not one valid email address/);
    await expect(
      m.record(message('bad:2', { to: 'ada@example.com, eve@example.com' })),
    ).rejects.toThrow(/not one valid email address/);
    expect(await m.list({})).toEqual([]);
  });

  it('when subject, name and a header carry CR/LF, then no header is injected', async () => {
    const m = mailer();
    await m.record(
      message('inject:1', {
        subject: 'Ticket answered\r\nBcc: eve@example.com',
        toName: 'Ada\r\nBcc: eve@example.com\r\nX-Evil: 1',
        headers: { 'List-Unsubscribe': '<https://shop.example/u>\r\nX-Evil: 2' },
      }),
    );
    await m.drain();
    const [summary] = await mailpit.messages();
    const headers = await mailpit.headers(summary!.ID);
    expect(headers['X-Evil']).toBeUndefined();
    expect(headers.Bcc).toBeUndefined();
    expect(summary!.To).toEqual([
      { Name: 'Ada Bcc: eve@example.com X-Evil: 1', Address: 'ada@example.com' },
    ]);
    expect(summary!.Subject).toBe('Ticket answered Bcc: eve@example.com');
    expect(headers['List-Unsubscribe']).toEqual(['<https://shop.example/u> X-Evil: 2']);
  });

  it('when user text holds markup, then the HTML part shows it escaped', async () => {
    const m = mailer();
    const userText = '<img src=x onerror=alert(1)> & "quotes"';
    const layout = renderLayout({
      title: `Re: ${userText}`,
      bodyHtml: `<p>${escapeHtml(userText)}</p>`,
      bodyText: userText,
      publicUrl: 'https://shop.example',
    });
    await m.record(message('escape:1', layout));
    await m.drain();
    const [summary] = await mailpit.messages();
    const full = await mailpit.message(summary!.ID);
    expect(full.HTML).not.toContain('<img src=x');
    expect(full.HTML).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;');
    expect(full.Text).toContain(userText);
  });
});

describe('failures', () => {
  it('when SMTP is down, then record succeeds, the mail waits and goes out once SMTP is back', async () => {
    const m = mailer({ maxAttempts: 1000 });
    await mailpit.stop();
    try {
      await m.record(message('down:1'));
      m.start();
      await eventually(
        async () => {
          const [view] = await m.list({});
          return view!.attempts >= 2 && view!.status === 'waiting' && view!.lastError !== null;
        },
        10_000,
        'failed attempts',
      );
    } finally {
      await mailpit.start();
    }
    await eventually(async () => (await m.list({ status: 'sent' })).length === 1, 10_000, 'sent');
    const inbox = await mailpit.messages();
    expect(inbox.map((x) => x.Subject)).toEqual(['Your order down:1']);
  });

  it('when SMTP is unreachable, then a round stops at the first refused mail', async () => {
    const m = mailer({ backoffMs: 60_000, maxBackoffMs: 60_000 });
    for (let i = 0; i < 5; i += 1) await m.record(message(`refused:${i}`));
    await mailpit.stop();
    try {
      await m.drain();
    } finally {
      await mailpit.start();
    }
    const tried = (await m.list({})).filter((v) => v.attempts > 0);
    expect(tried).toHaveLength(1);
    expect(tried[0]!.lastError).toMatch(/^ESOCKET: connect ECONNREFUSED/);
    await m.drain(); // the other four were never spent and go now; the refused one waits
    expect(await mailpit.messages()).toHaveLength(4);
  });

  it('when a message keeps failing, then it is parked after maxAttempts, and resend sends it', async () => {
    const m = mailer({ maxAttempts: 3, backoffMs: 1, maxBackoffMs: 1 });
    await mailpit.stop();
    try {
      await m.record(message('park:1'));
      await eventually(
        async () => {
          await m.drain();
          return (await m.list({ status: 'parked' })).length === 1;
        },
        10_000,
        'parked',
      );
    } finally {
      await mailpit.start();
    }
    const [parked] = await m.list({ status: 'parked' });
    expect(parked).toMatchObject({ key: 'park:1', attempts: 3, nextAttemptAt: null });
    expect(parked!.lastError).toMatch(/ECONNREFUSED|connect/i);
    await m.drain();
    expect(await mailpit.messages()).toHaveLength(0); // parked stays parked

    expect(await m.resend(parked!.id)).toBe(true);
    expect(await m.resend(parked!.id)).toBe(false); // already waiting
    await m.drain();
    const [sent] = await m.list({});
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(await mailpit.messages()).toHaveLength(1);
  });

  it('when a sent mail is resent, then it arrives again under a new Message-ID', async () => {
    const m = mailer();
    await m.record(message('again:1'));
    await m.drain();
    const [first] = await m.list({});
    expect(await m.resend(first!.id)).toBe(true);
    await m.drain();
    const [second] = await m.list({});
    expect(second!.messageId).not.toBe(first!.messageId);
    expect(await mailpit.messages()).toHaveLength(2);
    expect(await m.resend('not-an-id')).toBe(false);
  });
});

describe('configuration and poison mail', () => {
  it('when SMTP_URL, MAIL_FROM or the relay overlap is malformed, then createMailer throws at once', () => {
    expect(() => mailer({ relayOverlapMs: -1 })).toThrow(/relayOverlapMs/);
    expect(() => mailer({ relayOverlapMs: Number.NaN })).toThrow(/relayOverlapMs/);
    expect(() => mailer({ smtpUrl: 'http://127.0.0.1:1025' })).toThrow(/smtp:\/\//);
    expect(() => mailer({ from: 'Brew Haven' })).toThrow(/MAIL_FROM/);
    expect(() => mailer({ from: 'a@example.com\r\nBcc: b@example.com' })).toThrow(/MAIL_FROM/);
    expect(() => mailer({ from: 'hello@brewhaven.example' })).not.toThrow();
  });

  it('when a mail was taken over from dead senders past maxAttempts, then it is parked unsent', async () => {
    const m = mailer({ maxAttempts: 2 });
    await m.record(message('poison:1'));
    // As two crashed senders leave it: sending, lease run out, attempts used up.
    await db.connection.collection('mail_outbox').updateOne(
      { key: 'poison:1' },
      {
        $set: { status: 'sending', attempts: 2, claims: 2, leaseUntil: new Date(Date.now() - 1) },
      },
    );
    await m.drain();
    const [view] = await m.list({});
    expect(view).toMatchObject({ status: 'parked', attempts: 3 });
    expect(view!.lastError).toMatch(/never finished/);
    expect(await mailpit.messages()).toHaveLength(0);
  });
});

describe('a sender that died while claiming', () => {
  /** The claim ticket a mailer takes first, as one left by a sender killed right after it. */
  const strandTicket = async (key: string, at: Date | undefined) => {
    const doc = await db.connection.collection('mail_outbox').findOne({ key });
    await db.connection.collection('mail_outbox_claims').insertOne({
      _id: `${String(doc!._id)}:0` as never,
      outboxId: doc!._id,
      ...(at ? { at } : {}),
    });
  };

  it('when its ticket is older than a lease, then another mailer clears it and sends the mail once', async () => {
    const m = mailer({ leaseMs: 1_500 });
    await m.record(message('stranded:1'));
    await m.record(message('stranded:2'));
    await strandTicket('stranded:1', new Date(Date.now() - 60_000));
    await strandTicket('stranded:2', undefined); // left by a mailer from before tickets had a time
    await m.drain();
    expect((await m.list({})).map((v) => v.status)).toEqual(['sent', 'sent']);
    expect(await mailpit.messages()).toHaveLength(2);
  });

  it('when its ticket is fresh, then the mail is left to that claim (no second sender)', async () => {
    const m = mailer({ leaseMs: 1_500 });
    await m.record(message('claiming:1'));
    await strandTicket('claiming:1', new Date());
    await m.drain();
    const [view] = await m.list({});
    expect(view).toMatchObject({ status: 'waiting', attempts: 0 });
    expect(await mailpit.messages()).toHaveLength(0);
  });
});

describe('list', () => {
  it('when there are more than a page, then before pages by id, newest first', async () => {
    const m = mailer();
    for (let i = 0; i < 5; i += 1) await m.record(message(`page:${i}`));
    const first = await m.list({ limit: 2 });
    expect(first.map((v) => v.key)).toEqual(['page:4', 'page:3']);
    const next = await m.list({ limit: 2, before: first[1]!.id });
    expect(next.map((v) => v.key)).toEqual(['page:2', 'page:1']);
    expect(await m.list({ status: 'sent' })).toEqual([]);
    expect(await m.list({ before: 'nonsense' })).toEqual([]);
  });
});

describe('the loop', () => {
  it('when stopped during a send, then stop waits for it and the mail is marked sent', async () => {
    const m = mailer({ pollMs: 10 });
    for (let i = 0; i < 5; i += 1) await m.record(message(`stop:${i}`));
    m.start();
    await mailpit.waitForMessages(1);
    await m.stop();
    const views = await m.list({});
    expect(views.filter((v) => v.status === 'sending')).toEqual([]);
    const sent = views.filter((v) => v.status === 'sent').length;
    expect((await mailpit.messages()).length).toBe(sent);

    m.start(); // and it starts again
    await eventually(async () => (await m.list({ status: 'sent' })).length === 5);
  });
});
