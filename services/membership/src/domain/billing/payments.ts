import {
  ALREADY_MEMBER_MESSAGE,
  DIRECT_PLUS_CURRENCY,
  billingPeriods,
  type BillingPeriod,
  type CardSetup,
  type MembershipPaymentConfig,
  type PaymentSetup,
} from '@coffee/contracts';
import { AppError } from '@coffee/service-defaults';
import { memberContext, type BillingDeps } from './member-context';
import { isPaidMember } from './membership-status';
import { amountText, priceOf } from './periods';

export const NO_PAID_MEMBERSHIP_MESSAGE = 'Only a paid Direct+ membership has a card to update';

/** How long a set-up waits for the user's change under way (a second tab's set-up, an event). */
const SETUP_LOCK_WAIT_MS = 10_000;

/**
 * Setting up a payment: the amount comes from the server's price table and is the amount the
 * page shows and the provider takes. Nothing is granted here: only the provider's signed event
 * (billing-events.ts) makes a member.
 */
export function createPayments(deps: BillingDeps) {
  const { provider } = deps;
  const { view, exclusively } = memberContext(deps);

  return {
    /**
     * GET /api/membership/payment-config: the provider and the amounts, for a card form shown
     * before there is an account (the Direct+ sign-up): nothing personal, nothing set up.
     */
    paymentConfig(): MembershipPaymentConfig {
      const amountCents = Object.fromEntries(billingPeriods.map((p) => [p, priceOf(p)]));
      return {
        provider: provider.name,
        publishableKey: provider.publishableKey,
        currency: DIRECT_PLUS_CURRENCY,
        amountCents: amountCents as MembershipPaymentConfig['amountCents'],
      };
    },

    /**
     * POST /api/create-directplus-payment: not for a paying member (a trial member may pay).
     * One purchase must never leave two payable payments (both could be paid: the second would
     * count as a renewal, the shopper charged twice), so set-ups of one user run one at a time
     * under the user's lease lock, on every instance: the provider hands back the open payment
     * for that period, and the membership is read under the same lock as the provider's events
     * apply. Set-ups wait their turn rather than answer 409: a double click, a second tab or a
     * reload all get the same payment.
     */
    async startPayment(
      userId: string,
      billingPeriod: BillingPeriod,
      requestId?: string,
    ): Promise<PaymentSetup> {
      const amountCents = priceOf(billingPeriod);
      const { clientSecret } = await exclusively(
        userId,
        async (v) => {
          if (isPaidMember(v.status))
            throw new AppError(409, ALREADY_MEMBER_MESSAGE, 'ALREADY_MEMBER');
          return provider.startPayment({ userId, billingPeriod, amountCents });
        },
        { requestId, waitMs: SETUP_LOCK_WAIT_MS },
      );
      return {
        provider: provider.name,
        clientSecret,
        publishableKey: provider.publishableKey,
        billingPeriod,
        amount: amountText(amountCents),
        currency: DIRECT_PLUS_CURRENCY,
      };
    },

    /** POST /api/membership/payment-method: a new card for renewals, no charge now. */
    async startCardSetup(userId: string, requestId?: string): Promise<CardSetup> {
      const v = await view(userId, requestId);
      if (!isPaidMember(v.status) || !v.record?.paidThrough)
        throw new AppError(409, NO_PAID_MEMBERSHIP_MESSAGE, 'NOT_PAYING');
      const { clientSecret } = await provider.startCardSetup({
        userId,
        subscriptionId: v.record.providerSubscriptionId,
      });
      return { provider: provider.name, clientSecret, publishableKey: provider.publishableKey };
    },
  };
}
export type Payments = ReturnType<typeof createPayments>;
