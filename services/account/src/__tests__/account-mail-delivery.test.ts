import { startMailpit, type Mailpit } from '@coffee/mailer/testing';
import { PASSWORD_RESET_DONE_MESSAGE } from '@coffee/contracts';
import { accountHarness } from './harness';

/**
 * The account service's own mailer, against a real Mailpit: what the tests above find recorded
 * in the outbox leaves by SMTP from the service process, and arrives with safe headers.
 */
describe('account mails through SMTP (Mailpit)', () => {
  let mailpit: Mailpit;
  let h: ReturnType<typeof accountHarness>;

  beforeAll(async () => {
    mailpit = await startMailpit();
    h = accountHarness({ SMTP_URL: mailpit.smtpUrl, PUBLIC_URL: 'https://shop.example' });
    await h.start();
  });
  afterAll(async () => {
    await h?.stop();
    await mailpit?.close();
  });

  const to = (email: string) => (m: { To: { Address: string }[] }) =>
    m.To.some((r) => r.Address === email);

  it('when a user registers with CR/LF in the name, then the welcome mail arrives once, with no added header', async () => {
    const { user } = await h.register({ fullName: 'Eve\r\nBcc: victim@example.com' });
    const [summary] = await mailpit.waitForMessages(1, to(user.email), 15_000);
    expect(summary?.Subject).toBe('Welcome to Brew Haven: please verify your email');
    const headers = await mailpit.headers(summary!.ID);
    expect(headers.Bcc).toBeUndefined();
    expect(headers.To?.join(' ')).not.toMatch(/[\r\n]/);
    expect((await mailpit.messages()).filter(to('victim@example.com'))).toHaveLength(0);
    const message = await mailpit.message(summary!.ID);
    expect(message.Text).toMatch(/https:\/\/shop\.example\/verify-email\?token=[\w-]{43}/);
    expect(message.HTML).toContain('Verify my email address');
  });

  it('when a reset is asked for and used, then the link mail and the "password changed" notice arrive', async () => {
    const { user } = await h.register();
    await h.api().post('/api/password-reset').send({ email: user.email });
    const found = await mailpit.waitForMessages(
      1,
      (m) => to(user.email)(m) && m.Subject === 'Reset your Brew Haven password',
      15_000,
    );
    const text = (await mailpit.message(found[0]!.ID)).Text;
    const token = /reset-password\?token=([\w-]+)/.exec(text)?.[1] ?? '';
    const done = await h
      .api()
      .post('/api/password-reset/confirm')
      .send({ token, password: 'Brand-new-pass1' });
    expect(done.body).toEqual({ message: PASSWORD_RESET_DONE_MESSAGE });
    await mailpit.waitForMessages(
      1,
      (m) => to(user.email)(m) && m.Subject === 'Your Brew Haven password was changed',
      15_000,
    );
  });
});
