import { randomBytes } from 'node:crypto';
import { AppError, createLogger } from '@coffee/service-defaults';
import { DEMO_MEMBER_USERNAME, askForDemoMemberBilling } from '../domain/demo-users';
import { accountHarness } from './harness';
import { startMembershipService, type MembershipService } from './membership-service';

/**
 * Issue 25, defect 7: the demo member was a member on the account only ("Free trial: no payment
 * yet" on its benefits page, no card to update). Seeding the demo users asks the membership
 * service, which owns billing, to make it a paying annual member with a saved test card.
 */
describe('the demo member’s billing, asked of the real membership service', () => {
  const internalToken = randomBytes(24).toString('hex');
  let membership: MembershipService;
  let h: ReturnType<typeof accountHarness>;

  beforeAll(async () => {
    membership = await startMembershipService(internalToken);
    h = accountHarness({
      SEED_DEMO_DATA: 'true',
      INTERNAL_TOKEN: internalToken,
      MEMBERSHIP_URL: membership.url,
    });
    await h.start();
  });
  afterAll(async () => {
    await h.stop();
    await membership.stop();
  });

  it('when the account service seeds its demo users, then the demo member is a paying annual member at the membership service, its test card saved, to the day the account says', async () => {
    const member = await h.users().findOne({ usernameKey: DEMO_MEMBER_USERNAME });
    expect(member).toBeTruthy();
    const userId = String(member!._id);
    // Asked in the background after start-up: it lands within moments, the membership first and
    // its billing (card, payment) just after, so the wait is for all three.
    let billing = await membership.billingOf(userId);
    const settled = () =>
      Boolean(billing.record?.paymentMethod) &&
      billing.history.length > 0 &&
      billing.cards.length > 0;
    for (let i = 0; i < 150 && !settled(); i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      billing = await membership.billingOf(userId);
    }
    expect(billing.record).toMatchObject({
      billingPeriod: 'annual',
      renewsAs: 'annual',
      cancelAtPeriodEnd: false,
      membershipNumber: member!.membershipNumber,
      paymentMethod: { brand: 'visa', last4: '4242' },
      provider: 'offline',
    });
    expect((billing.record!.paidThrough as Date).toISOString()).toBe(
      new Date(member!.directPlusExpiry as string).toISOString(),
    );
    expect(billing.history).toEqual(['Paid annual, $99.00']);
    expect(billing.cards).toHaveLength(1);
  });
});

describe('askForDemoMemberBilling (the service does not wait for it)', () => {
  const logger = createLogger('account-test', 'silent');

  it('when the membership service does not answer yet, then it asks again until it does', async () => {
    let calls = 0;
    const asking = askForDemoMemberBilling(
      async () => {
        calls += 1;
        if (calls < 3) throw new AppError(503, 'The membership service is unavailable', 'X');
        return { seeded: true, reason: null };
      },
      logger,
      { everyMs: 10, forMs: 5000 },
    );
    await asking.done;
    expect(calls).toBe(3);
  });

  it('when the membership service refuses (a 4xx), then it stops at once', async () => {
    let calls = 0;
    const asking = askForDemoMemberBilling(
      async () => {
        calls += 1;
        throw new AppError(409, 'Demo data is not seeded by this membership service', 'X');
      },
      logger,
      { everyMs: 10, forMs: 5000 },
    );
    await asking.done;
    expect(calls).toBe(1);
  });

  it('when the service stops, then the asking ends (no timer left behind)', async () => {
    let calls = 0;
    const asking = askForDemoMemberBilling(
      async () => {
        calls += 1;
        throw new AppError(503, 'down', 'X');
      },
      logger,
      { everyMs: 60_000, forMs: 600_000 },
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    asking.stop();
    await asking.done;
    expect(calls).toBe(1);
  });
});
