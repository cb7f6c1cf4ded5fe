import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  MONEY_BACK_DAYS,
  MONEY_BACK_MESSAGES,
  MONEY_BACK_PATH,
  membershipChangeSchema,
  membershipStatusSchema,
} from '@coffee/contracts';
import { signPayload } from '@coffee/payments';
import request from 'supertest';
import { startMembership, type StartedMembership } from '../../__tests__/start-membership';
import { DAY_MS } from '../../domain/billing/periods';
import { mailHarness } from '../../mail/__tests__/membership-harness';

const keyed = (prefix: string) => (m: { key: string }) => m.key.startsWith(prefix);

/**
 * The 30-day money-back guarantee (issue 30, item 7), with the offline test provider: a paid
 * membership ended within 30 days of its first payment is refunded in full and ends at once,
 * once per account; outside the window, or for anything but a paid membership, 409 and nothing
 * changes.
 */
describe('POST /api/membership/refund: the money-back guarantee', () => {
  let m: StartedMembership;
  let h: ReturnType<typeof mailHarness>;
  // The services' clock (TEST_CLOCK_FILE): moved to leave the window.
  const clockDir = fs.mkdtempSync(path.join(os.tmpdir(), 'money-back-clock-'));
  const clockFile = path.join(clockDir, 'offset-ms');
  const moveClock = async (days: number) => {
    fs.writeFileSync(clockFile, String(days * DAY_MS));
    await new Promise((resolve) => setTimeout(resolve, 150));
  };

  beforeAll(async () => {
    process.env.TEST_CLOCK_FILE = clockFile;
    m = await startMembership({ PUBLIC_URL: 'https://shop.example' });
    h = mailHarness(m);
  });
  afterEach(() => fs.rmSync(clockFile, { force: true }));
  afterAll(async () => {
    delete process.env.TEST_CLOCK_FILE;
    await m.stop();
    fs.rmSync(clockDir, { recursive: true, force: true });
  });

  const status = async (userId: string) =>
    membershipStatusSchema.parse(
      (
        await request(m.url)
          .get('/api/membership')
          .set('authorization', `Bearer ${m.tokens.valid({ sub: userId })}`)
          .expect(200)
      ).body,
    );
  const refund = (userId: string, body?: object) => h.post(userId, MONEY_BACK_PATH, body);
  const history = async (userId: string) =>
    (await m.db.collection('membership_events').find({ userId }).sort({ at: 1 }).toArray()).map(
      (e) => `${e.cause as string}: ${e.detail as string}`,
    );
  const offlinePayments = (userId: string) =>
    m.db.collection('offline_payments').find({ userId, kind: 'payment' }).toArray();

  it('when a member who paid today claims it, then the payment is refunded in full, the membership ends at once, one mail says so, and the guarantee is used', async () => {
    const user = h.customer();
    const before = Date.now();
    await h.buy(user.id, 'annual');
    const paid = await status(user.id);
    expect(paid.state).toBe('active');
    expect(paid.moneyBack).toEqual({ until: expect.any(String), amountCents: 9900 });
    const until = Date.parse(paid.moneyBack!.until);
    expect(until - before).toBeGreaterThanOrEqual(MONEY_BACK_DAYS * DAY_MS - 1000);
    expect(until - Date.now()).toBeLessThanOrEqual(MONEY_BACK_DAYS * DAY_MS);

    const res = await refund(user.id).expect(200);
    const change = membershipChangeSchema.parse(res.body);
    expect(change.user).toMatchObject({ isDirectPlus: false, directPlusExpiry: null });
    expect(change.membership).toMatchObject({
      state: 'expired',
      isDirectPlus: false,
      plan: 'standard',
      renewsAs: null,
      moneyBack: null,
      trialAvailable: false,
    });
    // The account (what the rest of the shop reads) is Standard at once.
    expect(m.account.users.get(user.id)).toMatchObject({ isDirectPlus: false });
    // The provider refunded the one payment.
    const payments = await offlinePayments(user.id);
    expect(payments).toHaveLength(1);
    expect(payments[0]!.refundedAt).toBeInstanceOf(Date);
    expect(await history(user.id)).toEqual([
      'payment: Paid annual, $99.00',
      'money-back: Money-back guarantee: refunded $99.00 in full, membership ended',
    ]);

    const mails = (await h.outboxOf(user.id)).filter(keyed('directplus-money-back:'));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: user.email, subject: 'Your Direct+ refund of $99.00' });
    expect(mails[0]!.text).toContain('refunded $99.00 in full to your visa card ending 4242');
    // The refund mail says it ended: the sweep sends no "membership ended" besides.
    await h.notices(() => new Date(Date.now() + 60_000)).sweep();
    expect((await h.outboxOf(user.id)).filter(keyed('directplus-ended:'))).toHaveLength(0);

    // Asked again (a second tab, a double click): not a member any more, nothing refunded twice.
    expect((await refund(user.id).expect(409)).body.message).toBe(MONEY_BACK_MESSAGES.notPaying);

    // Joining again is a new purchase, but the guarantee was once per account.
    await h.buy(user.id, 'monthly');
    const again = await status(user.id);
    expect(again).toMatchObject({ state: 'active', billingPeriod: 'monthly', moneyBack: null });
    expect((await refund(user.id).expect(409)).body.message).toBe(MONEY_BACK_MESSAGES.used);
    expect((await status(user.id)).state).toBe('active');
    expect((await offlinePayments(user.id)).filter((p) => p.refundedAt)).toHaveLength(1);
  });

  it('when 31 days have passed since the first payment, then it is over: 409 with the date it ended, and the membership runs on', async () => {
    const user = h.customer();
    await h.buy(user.id, 'annual');
    const ends = new Date((await status(user.id)).moneyBack!.until).toLocaleDateString('en-US', {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    await moveClock(MONEY_BACK_DAYS + 1);
    const later = await status(user.id);
    expect(later).toMatchObject({ state: 'active', moneyBack: null });
    const res = await refund(user.id).expect(409);
    expect(res.body.message).toBe(`${MONEY_BACK_MESSAGES.ended} ${ends}`);
    expect(await status(user.id)).toEqual(later);
    expect((await offlinePayments(user.id))[0]!.refundedAt).toBeNull();
    // Cancelling now works as it always did: a member until the end of the paid year.
    await h.post(user.id, '/api/unsubscribe').expect(200);
    expect((await status(user.id)).state).toBe('cancelling');
  });

  it('when a member who cancelled at the end of the period changes their mind within the window, then the refund ends it now', async () => {
    const user = h.customer();
    await h.buy(user.id, 'monthly');
    await h.post(user.id, '/api/unsubscribe').expect(200);
    const cancelling = await status(user.id);
    expect(cancelling).toMatchObject({ state: 'cancelling', moneyBack: { amountCents: 999 } });
    const res = await refund(user.id).expect(200);
    expect(res.body.membership).toMatchObject({ state: 'expired', isDirectPlus: false });
  });

  it('when a trial member, a Standard customer or a member billed in store asks, then 409 and nothing changes', async () => {
    const trial = h.customer();
    await h.post(trial.id, '/api/subscribe').expect(200);
    const standard = h.customer();
    const inStore = m.account.addUser({
      id: `in-store-${Date.now()}`,
      isDirectPlus: true,
      directPlusExpiry: new Date(Date.now() + 100 * DAY_MS).toISOString(),
    });
    for (const user of [trial, standard, inStore]) {
      const before = await status(user.id);
      expect(before.moneyBack).toBeNull();
      expect((await refund(user.id).expect(409)).body.message).toBe(MONEY_BACK_MESSAGES.notPaying);
      expect(await status(user.id)).toEqual(before);
    }
  });

  it('when the request carries a body or the caller is signed out, then 400 or 401 and nothing changes', async () => {
    const user = h.customer();
    await h.buy(user.id, 'annual');
    expect((await refund(user.id, { amountCents: 1 }).expect(400)).body.message).toBe(
      'Unknown field: amountCents',
    );
    await request(m.url).post(MONEY_BACK_PATH).send().expect(401);
    expect((await status(user.id)).state).toBe('active');
  });

  it('when the same member claims it twice at once, then one refund and one ending', async () => {
    const user = h.customer();
    await h.buy(user.id, 'annual');
    const results = await Promise.all([refund(user.id), refund(user.id), refund(user.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect((await history(user.id)).filter((line) => line.startsWith('money-back:'))).toHaveLength(
      1,
    );
    expect((await h.outboxOf(user.id)).filter(keyed('directplus-money-back:'))).toHaveLength(1);
  });

  it('when a payment of the refunded purchase arrives afterwards (a renewal taken just before), then it is refunded too and grants nothing', async () => {
    const user = h.customer();
    await h.buy(user.id, 'monthly');
    const [payment] = await offlinePayments(user.id);
    await refund(user.id).expect(200);
    const now = Math.floor(Date.now() / 1000);
    const late = JSON.stringify({
      id: `evt_late_${user.id}`,
      object: 'event',
      type: 'invoice.paid',
      created: now,
      data: {
        object: {
          payment: payment!._id,
          metadata: { userId: user.id, billingPeriod: 'monthly' },
          amount_paid: 999,
          period_end: now + 30 * 86400,
          billing_reason: 'subscription_cycle',
          card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
        },
      },
    });
    await request(m.url)
      .post('/api/stripe-webhook')
      .set('content-type', 'application/json')
      .set('stripe-signature', signPayload(m.service.ctx.config.offlineWebhookSecret!, late))
      .send(late)
      .expect(200);
    expect(await status(user.id)).toMatchObject({ state: 'expired', isDirectPlus: false });
    expect(m.account.users.get(user.id)).toMatchObject({ isDirectPlus: false });
    expect(await history(user.id)).toContain(
      'money-back: Refunded monthly, $9.99: the membership was refunded under the money-back guarantee',
    );
  });
});
