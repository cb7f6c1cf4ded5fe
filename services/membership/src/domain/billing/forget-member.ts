import { AppError, type Clock } from '@coffee/service-defaults';
import type { MembershipStore, PaymentProvider } from './ports';

export const FORGET_BUSY_MESSAGE = 'The membership is being changed. Please try again.';

const earlier = (date: Date | null, now: Date) => (date && date > now ? now : date);

/**
 * Account deletion (asked by the account service): the subscription ends at once at the provider,
 * the saved cards are removed, and the record keeps only what the books need (dates, period,
 * number, provider ids). The history stays as it is. Safe to repeat: a second run finds nothing
 * left to cancel or remove and writes the same fields again.
 */
export function createForgetMember(deps: {
  store: MembershipStore;
  provider: PaymentProvider;
  clock: Clock;
}) {
  const { store, provider, clock } = deps;

  return async function forget(userId: string): Promise<void> {
    // It waits its turn behind a change in flight, then the account may retry (503).
    const release = await store.lock(userId, 10_000);
    if (!release) throw new AppError(503, FORGET_BUSY_MESSAGE, 'MEMBERSHIP_BUSY');
    try {
      const record = await store.find(userId);
      await provider.forgetCustomer(userId, record?.providerSubscriptionId ?? null);
      if (!record) return;
      const now = clock.now();
      const wasRunning =
        (record.paidThrough !== null && record.paidThrough > now) ||
        (record.trialEndsAt !== null && record.trialEndsAt > now);
      await store.save(userId, {
        paymentMethod: null,
        paidThrough: earlier(record.paidThrough, now),
        trialEndsAt: earlier(record.trialEndsAt, now),
        cancelAtPeriodEnd: true,
        renewsAs: null,
        renewalFailed: false,
      });
      if (wasRunning)
        await store.record({
          userId,
          cause: 'cancellation',
          at: now,
          expiresAt: now,
          detail: 'Account deleted: membership ended at once, saved cards removed',
        });
    } finally {
      await release();
    }
  };
}
export type ForgetMember = ReturnType<typeof createForgetMember>;
