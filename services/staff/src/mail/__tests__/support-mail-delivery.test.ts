import { startMailpit, type Mailpit } from '@coffee/mailer/testing';
import { startStaff, type StartedStaff } from '../../__tests__/start-staff';
import { contact, supportMailHarness } from './support-mail-harness';

/**
 * The staff service's own mailer, against a real Mailpit: the "received" mail and each reply
 * leave by SMTP from the service process with safe headers; SMTP down never fails a ticket.
 */
describe('support mails through SMTP (Mailpit)', () => {
  let mailpit: Mailpit;
  let staff: StartedStaff;
  let h: ReturnType<typeof supportMailHarness>;

  beforeAll(async () => {
    mailpit = await startMailpit();
    staff = await startStaff({
      SMTP_URL: mailpit.smtpUrl,
      PUBLIC_URL: 'https://shop.example',
      SUPPORT_TICKETS_PER_SENDER: '1000',
    });
    h = supportMailHarness(staff);
  });
  afterAll(async () => {
    await staff?.stop();
    await mailpit?.close();
  });

  const to = (email: string) => (m: { To: { Address: string }[] }) =>
    m.To.some((r) => r.Address === email);

  it('when a guest writes with CR/LF in the name and staff answer, then the "received" mail and the reply arrive once each, with no added header', async () => {
    const email = 'crlf-guest@example.com';
    const { ticketNumber } = await h.open(
      contact({ email, name: 'Eve\r\nBcc: victim@example.com', message: 'Hi\r\nthere\r\n.' }),
    );
    await h.reply(ticketNumber, 'We are on it.').expect(201);
    const found = await mailpit.waitForMessages(2, to(email), 15_000);
    const subjects = found.map((m) => m.Subject).sort();
    expect(subjects).toEqual([
      expect.stringMatching(new RegExp(`^Re: .*\\[${ticketNumber}\\]$`)),
      `We received your message [${ticketNumber}]`,
    ]);
    for (const m of found) {
      const headers = await mailpit.headers(m.ID);
      expect(headers.Bcc).toBeUndefined();
      expect(headers.To?.join(' ')).not.toMatch(/[\r\n]/);
    }
    expect((await mailpit.messages()).filter(to('victim@example.com'))).toHaveLength(0);
    const reply = found.find((m) => m.Subject.startsWith('Re:'))!;
    expect((await mailpit.message(reply.ID)).Text).toContain(
      `https://shop.example/support/ticket?number=${ticketNumber}`,
    );
  });

  it('when SMTP is down, then the ticket is still opened and its mail goes out once SMTP is back', async () => {
    const email = 'smtp-down@example.com';
    await mailpit.stop();
    let ticketNumber = '';
    try {
      ({ ticketNumber } = await h.open(contact({ email })));
      expect(ticketNumber).toMatch(/^TKT-\d+$/);
    } finally {
      await mailpit.start();
    }
    // A failed attempt waits out its backoff: bring it forward rather than wait a minute.
    await staff.db
      .collection('mail_outbox')
      .updateOne({ to: email }, { $set: { nextAttemptAt: new Date() } });
    const [summary] = await mailpit.waitForMessages(1, to(email), 20_000);
    expect(summary?.Subject).toBe(`We received your message [${ticketNumber}]`);
  });
});
