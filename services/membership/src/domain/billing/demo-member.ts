import {
  type BillingPeriod,
  type CardSummary,
  type DemoMembershipSeed,
  type DemoMembershipSeedResult,
} from '@coffee/contracts';
import { AppError } from '@coffee/service-defaults';
import type { MembershipStore } from './ports';
import { amountText, priceOf } from './periods';

/** The demo member's saved card: the offline provider's good test card, as if paid with it. */
export const DEMO_MEMBER_CARD: CardSummary = {
  brand: 'visa',
  last4: '4242',
  expMonth: 12,
  expYear: 2034,
};

export const DEMO_SEEDING_OFF_MESSAGE = 'Demo data is not seeded by this membership service';
export const STRIPE_CANNOT_SEED_REASON =
  'Stripe takes the payments: a card cannot be seeded there, so the demo member stays a membership of the account alone (not billed online)';
export const ALREADY_SEEDED_REASON = 'The demo member already has its billing';

/** The offline provider's side of a seeded payment: a paid payment and its saved card. */
export type SeedPaidPayment = (input: {
  userId: string;
  billingPeriod: BillingPeriod;
  amountCents: number;
  card: CardSummary;
  at: Date;
}) => Promise<{ paymentRef: string }>;

/**
 * The demo member (`member`, seeded by the account service) as a paying annual member: the year
 * the account says it runs to, paid with the test card a year before, that payment in its
 * history and the card saved. So /direct-plus-benefits shows a real billing line and "Update
 * card" works, as for any member who paid. Only with the offline test provider (`seedPayment`
 * null at Stripe, where no card can be seeded: the member then stays the account's membership).
 * Once per user: a record already there (a first run, or the member's own changes) is left.
 */
export function createDemoMember(deps: {
  store: MembershipStore;
  /** SEED_DEMO_DATA: off, the request is refused (no paid record is made up in a real shop). */
  enabled: boolean;
  seedPayment: SeedPaidPayment | null;
}) {
  const { store, enabled, seedPayment } = deps;

  return async function seedDemoMember(
    userId: string,
    { membershipNumber, expiresAt }: DemoMembershipSeed,
  ): Promise<DemoMembershipSeedResult> {
    if (!enabled) throw new AppError(409, DEMO_SEEDING_OFF_MESSAGE, 'DEMO_DATA_OFF');
    if (!seedPayment) return { seeded: false, reason: STRIPE_CANNOT_SEED_REASON };
    const release = await store.lock(userId, 10_000);
    if (!release) throw new AppError(503, 'The membership is being changed.', 'MEMBERSHIP_BUSY');
    try {
      if (await store.find(userId)) return { seeded: false, reason: ALREADY_SEEDED_REASON };
      const paidThrough = new Date(expiresAt);
      const paidAt = new Date(paidThrough);
      paidAt.setUTCFullYear(paidAt.getUTCFullYear() - 1);
      const amountCents = priceOf('annual');
      const { paymentRef } = await seedPayment({
        userId,
        billingPeriod: 'annual',
        amountCents,
        card: DEMO_MEMBER_CARD,
        at: paidAt,
      });
      // The account's number (13 digits, issued before online numbers existed) stays its own.
      await store.issueNumber(userId, membershipNumber);
      await store.save(userId, {
        paidThrough,
        lastPaymentAt: paidAt,
        billingPeriod: 'annual',
        renewsAs: 'annual',
        cancelAtPeriodEnd: false,
        renewalFailed: false,
        paymentMethod: DEMO_MEMBER_CARD,
        provider: 'offline',
        purchaseRef: paymentRef,
        // As a real first payment opens it (long over for a year-old payment, as a rule).
        moneyBack: {
          purchaseRef: paymentRef,
          firstPaidAt: paidAt,
          payments: [{ ref: paymentRef, amountCents }],
        },
      });
      await store.record({
        userId,
        cause: 'payment',
        at: paidAt,
        expiresAt: paidThrough,
        detail: `Paid annual, $${amountText(amountCents)}`,
        eventId: `demo-payment-${userId}`,
      });
      return { seeded: true, reason: null };
    } finally {
      await release();
    }
  };
}
export type SeedDemoMember = ReturnType<typeof createDemoMember>;
