import { AppError } from '@coffee/service-defaults';
import { memberContext, type BillingDeps, type MemberView } from './member-context';
import type { MembershipRecord, MoneyBackTerms } from './membership-record';
import { moneyBackEnds } from './membership-status';
import type { BillingEvent } from './ports';
import { amountText, drawMembershipNumber } from './periods';

/** How long a provider event waits for a change of the same user under way (then 503: retried). */
const EVENT_LOCK_WAIT_MS = 10_000;

export type EventOutcome = 'applied' | 'duplicate' | 'ignored';

type Paid = Extract<BillingEvent, { kind: 'payment-succeeded' }>;

const later = (a: Date | null, b: Date) => (a === null || b.getTime() > a.getTime() ? b : a);

/**
 * The money-back terms after this payment: a first payment opens the window for its purchase; a
 * later payment of the same purchase inside the window (a monthly renewal in a short month) is
 * refunded with it. Undefined: unchanged.
 */
function moneyBackAfter(
  record: MembershipRecord | null,
  event: Paid,
  first: boolean,
): MoneyBackTerms | undefined {
  const payment = event.paymentRef
    ? [{ ref: event.paymentRef, amountCents: event.amountCents }]
    : [];
  if (first) {
    // The purchase the record names once this payment is saved (as membershipStatusAt reads it).
    const purchaseRef =
      event.purchaseRef ??
      record?.purchaseRef ??
      event.subscriptionId ??
      record?.providerSubscriptionId ??
      null;
    return { purchaseRef, firstPaidAt: event.at, payments: payment };
  }
  const terms = record?.moneyBack;
  if (!terms || !event.paymentRef) return undefined;
  const samePurchase = event.purchaseRef === null || event.purchaseRef === terms.purchaseRef;
  const inWindow = event.at.getTime() < moneyBackEnds(terms.firstPaidAt).getTime();
  const known = terms.payments.some((p) => p.ref === event.paymentRef);
  if (!samePurchase || !inWindow || known) return undefined;
  return { ...terms, payments: [...terms.payments, ...payment] };
}

/**
 * The provider's signed events: the only thing that grants, extends or ends a paid membership.
 * Each is applied once (de-duplicated by id, under the user's lock) and in any order: a payment
 * only ever moves the paid-through date forward, and a failure older than the newest success
 * changes nothing.
 */
export function createBillingEvents(
  deps: BillingDeps & {
    /** A verified payment failure was recorded: the payments_failed_total metric. */
    onPaymentFailed?: () => void;
  },
) {
  const { accounts, store } = deps;
  const { exclusively } = memberContext(deps);

  async function issueNumber(v: MemberView): Promise<string> {
    const existing = v.record?.membershipNumber ?? v.member.membershipNumber;
    if (existing) {
      await store.issueNumber(v.userId, existing);
      return existing;
    }
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const number = drawMembershipNumber();
      if (await store.issueNumber(v.userId, number)) return number;
    }
    throw new AppError(503, 'Could not issue a membership number. Please try again.', 'BUSY');
  }

  /**
   * Another purchase's first payment while a paid period runs: the shopper is charged twice for
   * one membership (two tabs, a period changed while the first payment was being confirmed, or
   * two payments opened before there was one per user). Refunded at once, its purchase ended
   * (it would renew too), and the membership left exactly as the first purchase made it.
   */
  async function refundDoublePayment(v: MemberView, event: Paid) {
    await deps.provider.refundFirstPayment({
      userId: v.userId,
      purchaseRef: event.purchaseRef,
      paymentRef: event.paymentRef,
      amountCents: event.amountCents,
    });
    await store.record({
      userId: v.userId,
      cause: 'refund',
      at: event.at,
      expiresAt: v.record?.paidThrough ?? null,
      detail: `Refunded ${event.billingPeriod}, $${amountText(event.amountCents)}: already a member`,
      eventId: event.id,
    });
  }

  /**
   * A payment of a purchase the money-back guarantee already ended (a renewal the provider took
   * just before the refund, delivered after it): refunded too, and nothing granted.
   */
  async function refundAfterMoneyBack(v: MemberView, event: Paid) {
    await deps.provider.refundPurchase({
      userId: v.userId,
      purchaseRef: event.purchaseRef,
      paymentRefs: event.paymentRef ? [event.paymentRef] : [],
    });
    await store.record({
      userId: v.userId,
      cause: 'money-back',
      at: event.at,
      expiresAt: null,
      detail: `Refunded ${event.billingPeriod}, $${amountText(event.amountCents)}: the membership was refunded under the money-back guarantee`,
      eventId: event.id,
    });
  }

  async function paymentSucceeded(v: MemberView, event: Paid) {
    if (event.purchaseRef !== null && event.purchaseRef === v.record?.refundedPurchaseRef) {
      await refundAfterMoneyBack(v, event);
      return;
    }
    const running = Boolean(v.record?.paidThrough && v.record.paidThrough > v.now);
    // The purchase that bought what runs now (older records name only Stripe's subscription).
    const current = v.record?.purchaseRef ?? v.record?.providerSubscriptionId ?? null;
    // An event that names no purchase (none of our providers sends one) cannot be told apart.
    const otherPurchase = event.purchaseRef !== null && event.purchaseRef !== current;
    if (event.reason === 'activation' && running && otherPurchase) {
      await refundDoublePayment(v, event);
      return;
    }
    // A first payment ever, or a new purchase after the last one ran out (joining again): it
    // starts afresh, so what renews is what was just bought, never a period left from before.
    const first =
      !v.record?.lastPaymentAt || (event.reason === 'activation' && !running && otherPurchase);
    const paidThrough = later(v.record?.paidThrough ?? null, event.periodEnd);
    const newest = later(v.record?.lastPaymentAt ?? null, event.at);
    const failureIsOlder = !v.record?.lastFailureAt || v.record.lastFailureAt <= event.at;
    const moneyBack = moneyBackAfter(v.record, event, first);
    const number = await issueNumber(v);
    // The account first: when it cannot be told (down, timed out) the event fails with nothing of
    // the payment saved here, so its redelivery (Stripe's, or the offline shopper's retry) is
    // still the first payment: an activation, not a renewal. Only the number stays, reused then.
    const user = await accounts.setMembership(v.userId, {
      isDirectPlus: true,
      directPlusExpiry: paidThrough.toISOString(),
      membershipNumber: number,
      hasCompletedInitialPayment: true,
    });
    // The welcome rides on the activation's own write, keyed by the event: a redelivered or
    // retried event records the same key, which the outbox keeps once.
    const welcome =
      first && user
        ? [
            deps.mails.welcome(user, {
              expiresAt: paidThrough,
              eventRef: event.id,
              paid: {
                amountCents: event.amountCents,
                billingPeriod: event.billingPeriod,
                membershipNumber: number,
              },
            }),
          ]
        : [];
    await store.save(
      v.userId,
      {
        paidThrough,
        lastPaymentAt: newest,
        billingPeriod: event.billingPeriod,
        renewsAs: first ? event.billingPeriod : (v.record?.renewsAs ?? event.billingPeriod),
        ...(first ? { cancelAtPeriodEnd: false } : {}),
        ...(failureIsOlder ? { renewalFailed: false } : {}),
        ...(event.card ? { paymentMethod: event.card } : {}),
        ...(event.subscriptionId ? { providerSubscriptionId: event.subscriptionId } : {}),
        ...(first && event.purchaseRef ? { purchaseRef: event.purchaseRef } : {}),
        ...(moneyBack ? { moneyBack } : {}),
        provider: deps.provider.name,
      },
      welcome,
    );
    await store.record({
      userId: v.userId,
      cause: first ? 'payment' : 'renewal',
      at: event.at,
      expiresAt: paidThrough,
      detail: `Paid ${event.billingPeriod}, $${amountText(event.amountCents)}`,
      eventId: event.id,
    });
  }

  async function paymentFailed(
    v: MemberView,
    event: Extract<BillingEvent, { kind: 'payment-failed' }>,
  ) {
    const paying = v.record?.paidThrough && v.record.paidThrough > v.now;
    const newerThanSuccess = !v.record?.lastPaymentAt || event.at > v.record.lastPaymentAt;
    // A failed first payment changes nothing but the history; a failed renewal leaves the member
    // active until the date paid for, and the benefits page asks for another card.
    if (paying && event.reason === 'renewal' && newerThanSuccess) {
      // One mail per failed renewal: the first failure tells, the provider's retries do not (and
      // the key, per paid date, keeps a redelivered event to one mail too).
      const to = v.record!.renewalFailed ? null : await deps.contacts.find(v.userId);
      const mail = to
        ? [
            deps.mails.renewalFailed(to, {
              paidThrough: v.record!.paidThrough!,
              reason: event.message,
            }),
          ]
        : [];
      await store.save(
        v.userId,
        {
          renewalFailed: true,
          lastFailureAt: later(v.record?.lastFailureAt ?? null, event.at),
        },
        mail,
      );
    }
    await store.record({
      userId: v.userId,
      cause: 'payment-failed',
      at: event.at,
      expiresAt: v.record?.paidThrough ?? null,
      detail: `Payment failed: ${event.message}`,
      eventId: event.id,
    });
  }

  async function cardUpdated(
    v: MemberView,
    event: Extract<BillingEvent, { kind: 'card-updated' }>,
  ) {
    await store.save(v.userId, { paymentMethod: event.card });
    await store.record({
      userId: v.userId,
      cause: 'card-update',
      at: event.at,
      expiresAt: v.record?.paidThrough ?? null,
      detail: `Card updated: ${event.card.brand} ending ${event.card.last4}`,
      eventId: event.id,
    });
  }

  return {
    async handle(event: BillingEvent): Promise<EventOutcome> {
      if (event.kind === 'ignored') return 'ignored';
      if (await store.isProcessed(event.id)) return 'duplicate';
      try {
        return await applyOnce(event);
      } catch (err) {
        // The lock stayed taken for the whole wait: a burst of deliveries for one user (Stripe
        // retries, several events at once). A redelivery whose first copy was applied meanwhile is
        // a duplicate, not a conflict; anything else is the 409 the provider retries.
        if (isLockTimeout(err) && (await store.isProcessed(event.id))) return 'duplicate';
        throw err;
      }
    },
  };

  function applyOnce(event: Exclude<BillingEvent, { kind: 'ignored' }>): Promise<EventOutcome> {
    return exclusively(
      event.userId,
      async (v) => {
        // Checked again under the lock: the same event delivered twice at once applies once.
        if (await store.isProcessed(event.id)) return 'duplicate';
        if (event.kind === 'payment-succeeded') await paymentSucceeded(v, event);
        else if (event.kind === 'payment-failed') await paymentFailed(v, event);
        else await cardUpdated(v, event);
        await store.markProcessed(event.id, event.kind, event.at);
        if (event.kind === 'payment-failed') deps.onPaymentFailed?.();
        return 'applied';
      },
      { waitMs: EVENT_LOCK_WAIT_MS },
    );
  }
}

const isLockTimeout = (err: unknown) =>
  err instanceof AppError && err.code === 'CHANGE_IN_PROGRESS';

export type BillingEvents = ReturnType<typeof createBillingEvents>;
