import { signPayload } from '@coffee/payments';
import request from 'supertest';
import { startMembership, type StartedMembership } from '../../__tests__/start-membership';
import { DAY_MS } from '../../domain/billing/periods';
import { mailHarness } from './membership-harness';

const keyed = (prefix: string) => (m: { key: string }) => m.key.startsWith(prefix);

describe('the Direct+ mails, recorded with the change that causes them', () => {
  let m: StartedMembership;
  let h: ReturnType<typeof mailHarness>;

  beforeAll(async () => {
    m = await startMembership({ PUBLIC_URL: 'https://shop.example' });
    h = mailHarness(m);
  });
  afterAll(() => m?.stop());

  const webhook = (body: string) =>
    request(m.url)
      .post('/api/stripe-webhook')
      .set('content-type', 'application/json')
      .set('stripe-signature', signPayload(m.service.ctx.config.offlineWebhookSecret!, body))
      .send(body);

  it('when a customer pays for Direct+, then one welcome mail with the amount, number and expiry date is recorded on the membership', async () => {
    const user = h.customer({ fullName: 'Ann <b>Lee</b>\r\nBcc: victim@example.com' });
    const { confirm } = await h.buy(user.id, 'annual');
    // The shopper's retry of the same payment applies nothing again (it is answered, not redone).
    expect((await confirm()).status).toBeLessThan(500);
    const record = await h.record(user.id);
    const mails = (await h.outboxOf(user.id)).filter(keyed('directplus-welcome:'));
    expect(mails).toHaveLength(1);
    const [welcome] = mails;
    const expiry = (record!.paidThrough as Date).toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    expect(welcome).toMatchObject({ to: user.email, subject: 'Welcome to Direct+' });
    expect(welcome!.text).toContain(`runs until ${expiry}`);
    expect(welcome!.text).toContain('$99.00');
    expect(welcome!.text).toContain(String(record!.membershipNumber));
    expect(welcome!.text).toContain('https://shop.example/account-page?tab=membership');
    expect(welcome!.html).toContain(expiry);
    // The name is escaped in HTML and kept on one line for the header.
    expect(welcome!.html).toContain('Ann &lt;b&gt;Lee&lt;/b&gt;');
    expect(welcome!.html).not.toContain('<b>Lee</b>');
    expect(welcome!.toName).not.toMatch(/[\r\n]/);
  });

  it('when the provider delivers the same paid event twice, then one welcome is recorded', async () => {
    const user = h.customer();
    const now = Math.floor(Date.now() / 1000);
    const body = JSON.stringify({
      id: `evt_mail_${user.id}`,
      object: 'event',
      type: 'invoice.paid',
      created: now,
      data: {
        object: {
          metadata: { userId: user.id, billingPeriod: 'monthly' },
          amount_paid: 999,
          period_end: now + 30 * 86400,
          billing_reason: 'subscription_create',
          card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
        },
      },
    });
    await Promise.all([webhook(body).expect(200), webhook(body).expect(200)]);
    await webhook(body).expect(200);
    const mails = (await h.outboxOf(user.id)).filter(keyed('directplus-welcome:'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain('monthly payment of $9.99');
  });

  it('when a customer starts the free trial, then the welcome names the trial and its end date', async () => {
    const user = h.customer();
    const res = await h.post(user.id, '/api/subscribe').expect(200);
    const [welcome, ...more] = await h.outboxOf(user.id);
    expect(more).toHaveLength(0);
    expect(welcome!.subject).toBe('Your Direct+ free trial has started');
    const end = new Date(res.body.membership.directPlusExpiry as string);
    expect(welcome!.text).toContain(
      end.toLocaleDateString('en-US', {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      }),
    );
  });

  it('when a renewal charge fails (and is retried and fails again), then one "renewal failed" mail links to the payment methods', async () => {
    const user = h.customer();
    await h.buy(user.id, 'annual');
    const now = Math.floor(Date.now() / 1000);
    const failure = (n: number) =>
      JSON.stringify({
        id: `evt_fail_${n}_${user.id}`,
        object: 'event',
        type: 'invoice.payment_failed',
        created: now + n,
        data: {
          object: {
            metadata: { userId: user.id, billingPeriod: 'annual' },
            billing_reason: 'subscription_cycle',
            failure_message: 'Your card was declined <script>.',
          },
        },
      });
    await webhook(failure(1)).expect(200);
    await webhook(failure(2)).expect(200);
    const mails = (await h.outboxOf(user.id)).filter(keyed('directplus-renewal-failed:'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('We could not renew your Direct+ membership');
    expect(mails[0]!.text).toContain('https://shop.example/account-page?tab=payment-methods');
    expect(mails[0]!.html).toContain('Your card was declined &lt;script&gt;.');
  });

  it('when two sweeps run at once before a monthly renewal, then one reminder with the amount and date is recorded, and later sweeps add none', async () => {
    const user = h.customer({ fullName: 'Mo\nSubject: spoof' });
    await h.buy(user.id, 'monthly');
    const paidThrough = (await h.record(user.id))!.paidThrough as Date;
    // 4 days before: too early for a monthly one (3 days).
    const early = h.notices(() => new Date(paidThrough.getTime() - 4 * DAY_MS));
    await early.sweep();
    expect((await h.outboxOf(user.id)).filter(keyed('directplus-reminder:'))).toHaveLength(0);
    const at = () => new Date(paidThrough.getTime() - 2 * DAY_MS);
    await Promise.all([h.notices(at).sweep(), h.notices(at).sweep(), h.notices(at).sweep()]);
    await h.notices(at).sweep();
    const reminders = (await h.outboxOf(user.id)).filter(keyed('directplus-reminder:'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain('$9.99');
    expect(reminders[0]!.text).toContain('Visa card ending 4242');
    expect(reminders[0]!.toName).toBe('Mo Subject: spoof');
  });

  it('when an annual membership is 7 days from renewal, then it is reminded; a cancelled one is not', async () => {
    const renewing = h.customer();
    const cancelled = h.customer();
    await h.buy(renewing.id, 'annual');
    await h.buy(cancelled.id, 'annual');
    await h.post(cancelled.id, '/api/unsubscribe').expect(200);
    const paidThrough = (await h.record(renewing.id))!.paidThrough as Date;
    await h.notices(() => new Date(paidThrough.getTime() - 7 * DAY_MS + 60_000)).sweep();
    expect((await h.outboxOf(renewing.id)).filter(keyed('directplus-reminder:'))).toHaveLength(1);
    expect((await h.outboxOf(cancelled.id)).filter(keyed('directplus-reminder:'))).toHaveLength(0);
  });

  it('when a cancelled membership runs out, then one "membership ended" mail is recorded, however many sweeps run', async () => {
    const user = h.customer();
    await h.buy(user.id, 'monthly');
    await h.post(user.id, '/api/unsubscribe').expect(200);
    const paidThrough = (await h.record(user.id))!.paidThrough as Date;
    const after = () => new Date(paidThrough.getTime() + 60_000);
    await Promise.all([h.notices(after).sweep(), h.notices(after).sweep()]);
    await h.notices(after).sweep();
    const ended = (await h.outboxOf(user.id)).filter(keyed('directplus-ended:'));
    expect(ended).toHaveLength(1);
    expect(ended[0]!.subject).toBe('Your Direct+ membership has ended');
    expect(ended[0]!.text).toContain('https://shop.example/direct-plus');
  });

  it('when a trial is cancelled, then the sweep tells the member it ended; a deleted account gets nothing', async () => {
    const user = h.customer();
    const gone = h.customer();
    await h.post(user.id, '/api/subscribe').expect(200);
    await h.post(gone.id, '/api/subscribe').expect(200);
    await h.post(user.id, '/api/unsubscribe').expect(200);
    await h.post(gone.id, '/api/unsubscribe').expect(200);
    m.account.users.delete(gone.id);
    await h.notices(() => new Date(Date.now() + 1000)).sweep();
    const ended = (await h.outboxOf(user.id)).filter(keyed('directplus-ended:'));
    expect(ended.map((x) => x.subject)).toEqual(['Your Direct+ trial has ended']);
    expect((await h.outboxOf(gone.id)).filter(keyed('directplus-ended:'))).toHaveLength(0);
    expect((await h.record(gone.id))!.endNoticeFor).toBeInstanceOf(Date);
  });
});
