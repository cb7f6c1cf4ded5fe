import { startMailpit, type Mailpit } from '@coffee/mailer/testing';
import { startMembership, type StartedMembership } from '../../__tests__/start-membership';
import { mailHarness } from './membership-harness';

/**
 * The membership service's own mailer, against a real Mailpit: what the tests beside this one
 * find recorded leaves by SMTP from the service process, with safe headers; SMTP down never fails
 * the purchase, and the mail goes out once it is back.
 */
describe('Direct+ mails through SMTP (Mailpit)', () => {
  let mailpit: Mailpit;
  let m: StartedMembership;
  let h: ReturnType<typeof mailHarness>;

  beforeAll(async () => {
    mailpit = await startMailpit();
    m = await startMembership({ SMTP_URL: mailpit.smtpUrl, PUBLIC_URL: 'https://shop.example' });
    h = mailHarness(m);
  });
  afterAll(async () => {
    await m?.stop();
    await mailpit?.close();
  });

  const to = (email: string) => (x: { To: { Address: string }[] }) =>
    x.To.some((r) => r.Address === email);

  it('when a customer with CR/LF in the name buys Direct+, then the welcome arrives once, with no added header', async () => {
    const user = h.customer({ fullName: 'Eve\r\nBcc: victim@example.com' });
    await h.buy(user.id);
    const [summary] = await mailpit.waitForMessages(1, to(user.email), 15_000);
    expect(summary?.Subject).toBe('Welcome to Direct+');
    const headers = await mailpit.headers(summary!.ID);
    expect(headers.Bcc).toBeUndefined();
    expect((await mailpit.messages()).filter(to('victim@example.com'))).toHaveLength(0);
    const message = await mailpit.message(summary!.ID);
    expect(message.Text).toContain('$99.00');
    expect(message.HTML).toContain('View my membership');
  });

  it('when SMTP is down, then the purchase still succeeds and the welcome goes out once SMTP is back', async () => {
    await mailpit.stop();
    const user = h.customer();
    try {
      const { confirmed } = await h.buy(user.id, 'monthly');
      expect(confirmed.body.status).toBe('succeeded');
      expect((await h.record(user.id))!.paidThrough).toBeInstanceOf(Date);
    } finally {
      await mailpit.start();
    }
    // The failed attempt waits out its backoff; a resend-free way to see it go: wait for it.
    const waiting = await m.db.collection('mail_outbox').findOne({ to: user.email });
    expect(waiting?.status).not.toBe('sent');
    await m.db
      .collection('mail_outbox')
      .updateOne({ to: user.email }, { $set: { nextAttemptAt: new Date() } });
    const [summary] = await mailpit.waitForMessages(1, to(user.email), 20_000);
    expect(summary?.Subject).toBe('Welcome to Direct+');
  });
});
