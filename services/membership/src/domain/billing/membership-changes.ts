import {
  ALREADY_MEMBER_MESSAGE,
  DIRECT_PLUS_TRIAL_DAYS,
  MONEY_BACK_MESSAGES,
  TRIAL_USED_MESSAGE,
  type BillingPeriod,
  type MembershipChange,
  type MembershipStatus,
} from '@coffee/contracts';
import { AppError } from '@coffee/service-defaults';
import {
  accountNotFound,
  memberContext,
  type BillingDeps,
  type MemberView,
} from './member-context';
import { isPaidMember, membershipStatusAt, moneyBackEnds } from './membership-status';
import { DAY_MS, amountText, priceOf } from './periods';

export const NOT_A_MEMBER_MESSAGE = 'You do not have a Direct+ membership to cancel';
export const ALREADY_CANCELLED_MESSAGE =
  'Your membership is already cancelled. It stays active until the end of the paid period.';
export const NOT_CANCELLED_MESSAGE =
  'Only a cancelled membership that is still active can be resumed';
export const NOT_PAYING_MESSAGE = 'Only a paid Direct+ membership has a billing period to change';
export const SAME_PERIOD_MESSAGE = 'Your membership already renews with that billing period';

const longDate = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleDateString('en-US', {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        timeZone: 'UTC',
      })
    : '';

/** The shopper's own changes: the trial, cancelling, resuming, the renewal period, and reading it. */
export function createMembershipChanges(deps: BillingDeps) {
  const { accounts, store, provider, clock } = deps;
  const { view, exclusively } = memberContext(deps);

  /** Writes the account's side of the change and answers it with the membership. */
  async function writeAccount(
    v: MemberView,
    isDirectPlus: boolean,
    expiry: Date | null,
    requestId?: string,
  ): Promise<MembershipChange> {
    const user = await accounts.setMembership(
      v.userId,
      { isDirectPlus, directPlusExpiry: expiry ? expiry.toISOString() : null },
      requestId,
    );
    if (!user) throw accountNotFound();
    const record = await store.find(v.userId);
    return { user, membership: membershipStatusAt(record, user, clock.now()) };
  }

  /** The account is unchanged by this change: read it back for the answer. */
  async function unchangedAccount(v: MemberView, requestId?: string): Promise<MembershipChange> {
    const status = v.status;
    return writeAccount(
      v,
      status.isDirectPlus,
      status.directPlusExpiry ? new Date(status.directPlusExpiry) : null,
      requestId,
    );
  }

  return {
    async status(userId: string, requestId?: string): Promise<MembershipStatus> {
      const v = await view(userId, requestId);
      // The end of a membership happens by time, with no job to write it: the first read after it
      // records it in the history, once (keyed by the date it ended).
      const ended = v.record?.paidThrough ?? v.record?.trialEndsAt;
      if (v.status.state === 'expired' && ended && ended <= v.now) {
        await store.record({
          userId,
          cause: 'expiry',
          at: ended,
          expiresAt: null,
          detail: 'Membership ended',
          eventId: `expiry-${userId}-${ended.toISOString()}`,
          requestId,
        });
      }
      return v.status;
    },

    /** POST /api/subscribe: the 30-day free trial, once per account, ever. */
    subscribe(userId: string, requestId?: string): Promise<MembershipChange> {
      return exclusively(
        userId,
        async (v) => {
          if (v.status.isDirectPlus)
            throw new AppError(409, ALREADY_MEMBER_MESSAGE, 'ALREADY_MEMBER');
          if (!v.status.trialAvailable) throw new AppError(409, TRIAL_USED_MESSAGE, 'TRIAL_USED');
          const endsAt = new Date(v.now.getTime() + DIRECT_PLUS_TRIAL_DAYS * DAY_MS);
          // The account first: if it does not take the change, the trial is not used up. Under
          // the user's lock, nothing else can take the trial in between.
          const user = await accounts.setMembership(
            userId,
            { isDirectPlus: true, directPlusExpiry: endsAt.toISOString() },
            requestId,
          );
          if (!user) throw accountNotFound();
          // Once per account ever, as the trial is.
          const welcome = deps.mails.welcome(user, { expiresAt: endsAt, eventRef: 'trial' });
          await store.save(userId, { trialStartedAt: v.now, trialEndsAt: endsAt }, [welcome]);
          await store.record({
            userId,
            cause: 'trial',
            at: v.now,
            expiresAt: endsAt,
            detail: `Free trial started, ${DIRECT_PLUS_TRIAL_DAYS} days`,
            requestId,
          });
          return { user, membership: membershipStatusAt(await store.find(userId), user, v.now) };
        },
        { requestId },
      );
    },

    /**
     * POST /api/unsubscribe: a trial (or a membership billed elsewhere, e.g. in store) ends now; a
     * paid one stops renewing and stays until the end of the period paid for.
     */
    unsubscribe(userId: string, requestId?: string): Promise<MembershipChange> {
      return exclusively(
        userId,
        async (v) => {
          const { state } = v.status;
          if (state === 'cancelling')
            throw new AppError(409, ALREADY_CANCELLED_MESSAGE, 'ALREADY_CANCELLED');
          if (!v.status.isDirectPlus) throw new AppError(409, NOT_A_MEMBER_MESSAGE, 'NOT_A_MEMBER');
          const paid = v.record?.paidThrough && v.record.paidThrough > v.now;
          if (paid) {
            await provider.setCancelAtPeriodEnd(v.record!.providerSubscriptionId, true);
            await store.save(userId, { cancelAtPeriodEnd: true });
            await store.record({
              userId,
              cause: 'cancellation',
              at: v.now,
              expiresAt: v.record!.paidThrough,
              detail: `Cancelled: no further charge, a member until ${longDate(v.status.directPlusExpiry)}`,
              requestId,
            });
            return unchangedAccount(v, requestId);
          }
          const change = await writeAccount(v, false, null, requestId);
          if (state === 'trial') {
            await store.save(userId, { trialEndsAt: v.now });
            change.membership = membershipStatusAt(await store.find(userId), change.user, v.now);
          }
          await store.record({
            userId,
            cause: 'cancellation',
            at: v.now,
            expiresAt: null,
            detail: state === 'trial' ? 'Free trial ended' : 'Membership ended',
            requestId,
          });
          return change;
        },
        { requestId },
      );
    },

    /**
     * POST /api/membership/refund: the 30-day money-back guarantee. Every payment of the running
     * purchase is refunded in full at the provider, then the account stops being a member, then
     * this record ends the membership now. Each step is safe to repeat, so a retry after a
     * failure part way refunds nothing twice and finishes the rest; only the last write uses the
     * guarantee up.
     */
    refund(userId: string, requestId?: string): Promise<MembershipChange> {
      return exclusively(
        userId,
        async (v) => {
          const record = v.record;
          const terms = record?.moneyBack;
          if (!record?.paidThrough || !isPaidMember(v.status) || !terms)
            throw new AppError(409, MONEY_BACK_MESSAGES.notPaying, 'NOT_PAYING');
          if (record.moneyBackUsedAt)
            throw new AppError(409, MONEY_BACK_MESSAGES.used, 'MONEY_BACK_USED');
          const claim = v.status.moneyBack;
          if (!claim) {
            const ended = longDate(moneyBackEnds(terms.firstPaidAt).toISOString());
            throw new AppError(409, `${MONEY_BACK_MESSAGES.ended} ${ended}`, 'MONEY_BACK_ENDED');
          }
          const purchaseRef = record.purchaseRef ?? record.providerSubscriptionId ?? null;
          await provider.refundPurchase({
            userId,
            purchaseRef,
            paymentRefs: terms.payments.map((p) => p.ref),
          });
          const user = await accounts.setMembership(
            userId,
            { isDirectPlus: false, directPlusExpiry: null },
            requestId,
          );
          if (!user) throw accountNotFound();
          const to = await deps.contacts.find(userId);
          const mail = to
            ? [
                deps.mails.moneyBack(to, {
                  amountCents: claim.amountCents,
                  card: record.paymentMethod,
                  purchaseRef: purchaseRef ?? terms.firstPaidAt.toISOString(),
                }),
              ]
            : [];
          await store.save(
            userId,
            {
              // The one change of paidThrough that is not a payment's: the period is given back.
              paidThrough: v.now,
              cancelAtPeriodEnd: true,
              moneyBackUsedAt: v.now,
              refundedPurchaseRef: purchaseRef,
              // The refund mail says it ended: no "membership has ended" mail besides.
              endNoticeFor: v.now,
            },
            mail,
          );
          await store.record({
            userId,
            cause: 'money-back',
            at: v.now,
            expiresAt: null,
            detail: `Money-back guarantee: refunded $${amountText(claim.amountCents)} in full, membership ended`,
            requestId,
          });
          return { user, membership: membershipStatusAt(await store.find(userId), user, v.now) };
        },
        { requestId },
      );
    },

    /** POST /api/membership/resume: a cancelled membership still running renews again. */
    resume(userId: string, requestId?: string): Promise<MembershipChange> {
      return exclusively(
        userId,
        async (v) => {
          if (v.status.state !== 'cancelling')
            throw new AppError(409, NOT_CANCELLED_MESSAGE, 'NOT_CANCELLED');
          await provider.setCancelAtPeriodEnd(v.record!.providerSubscriptionId, false);
          await store.save(userId, { cancelAtPeriodEnd: false });
          await store.record({
            userId,
            cause: 'resume',
            at: v.now,
            expiresAt: v.record!.paidThrough,
            detail: 'Resumed: renews at the end of the period',
            requestId,
          });
          return unchangedAccount(v, requestId);
        },
        { requestId },
      );
    },

    /**
     * POST /api/membership/standard: a Direct+ sign-up who does not pay continues with a free
     * Standard account. The account's initial-payment requirement is lifted as a Standard
     * registration's is (the account service owns the flag; this service writes a user's
     * membership side there, as every change here does), so the shop is open to them again;
     * Direct+ stays one payment away on /membership. Nothing else changes: an open first payment
     * may still be paid, and a running trial runs to its end. A repeat (second tab, double
     * click) answers the same; a paying member is 409.
     */
    chooseStandard(userId: string, requestId?: string): Promise<MembershipChange> {
      return exclusively(
        userId,
        async (v) => {
          if (isPaidMember(v.status))
            throw new AppError(409, ALREADY_MEMBER_MESSAGE, 'ALREADY_MEMBER');
          const owed = !v.member.hasCompletedInitialPayment;
          const user = await accounts.setMembership(
            userId,
            {
              isDirectPlus: v.status.isDirectPlus,
              directPlusExpiry: v.status.directPlusExpiry,
              hasCompletedInitialPayment: true,
            },
            requestId,
          );
          if (!user) throw accountNotFound();
          if (owed) {
            await store.record({
              userId,
              cause: 'standard',
              at: v.now,
              expiresAt: v.status.isDirectPlus ? new Date(v.status.directPlusExpiry!) : null,
              detail: 'Continued with a free Standard account: no Direct+ payment owed',
              requestId,
            });
          }
          return { user, membership: membershipStatusAt(v.record, user, v.now) };
        },
        { requestId },
      );
    },

    /** POST /api/membership/billing-period: what renewals charge, from the next renewal on. */
    changeBillingPeriod(
      userId: string,
      billingPeriod: BillingPeriod,
      requestId?: string,
    ): Promise<MembershipChange> {
      return exclusively(
        userId,
        async (v) => {
          if (v.status.state !== 'active' && v.status.state !== 'cancelling')
            throw new AppError(409, NOT_PAYING_MESSAGE, 'NOT_PAYING');
          if (!v.record?.paidThrough) throw new AppError(409, NOT_PAYING_MESSAGE, 'NOT_PAYING');
          if ((v.record.renewsAs ?? v.record.billingPeriod) === billingPeriod)
            throw new AppError(409, SAME_PERIOD_MESSAGE, 'SAME_PERIOD');
          await provider.setRenewalPeriod(
            v.record.providerSubscriptionId,
            billingPeriod,
            priceOf(billingPeriod),
          );
          await store.save(userId, { renewsAs: billingPeriod });
          await store.record({
            userId,
            cause: 'billing-period',
            at: v.now,
            expiresAt: v.record.paidThrough,
            detail: `Renews as ${billingPeriod} from ${longDate(v.status.directPlusExpiry)}`,
            requestId,
          });
          return unchangedAccount(v, requestId);
        },
        { requestId },
      );
    },
  };
}
export type MembershipChanges = ReturnType<typeof createMembershipChanges>;
