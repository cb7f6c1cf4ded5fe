import type { BillingPeriod, CardSummary } from '@coffee/contracts';

/**
 * The membership service's own record of one user's Direct+ billing (collection `memberships`).
 * The account's user (isDirectPlus, directPlusExpiry, membershipNumber) is what the rest of the
 * shop reads; this record is how the service decides what to write there.
 */
export interface MembershipRecord {
  userId: string;
  /** Set once, ever: the free trial is once per account. */
  trialStartedAt: Date | null;
  /** The trial's end (moved to the moment of an unsubscribe, which ends a trial at once). */
  trialEndsAt: Date | null;
  /** The end of the period paid for; only a verified payment moves it, and only forward. */
  paidThrough: Date | null;
  /** The period the current payment bought. */
  billingPeriod: BillingPeriod | null;
  /** What the next renewal charges (a switch takes effect at renewal). */
  renewsAs: BillingPeriod | null;
  /** Cancelled: no further charge, a member until paidThrough. */
  cancelAtPeriodEnd: boolean;
  /** The last renewal charge failed (newer than the last success). */
  renewalFailed: boolean;
  /** When the newest verified payment and the newest failure happened (the provider's times). */
  lastPaymentAt: Date | null;
  lastFailureAt: Date | null;
  paymentMethod: CardSummary | null;
  /** Issued by the first paid activation. */
  membershipNumber: string | null;
  /** Which provider bills this membership and its ids there (Stripe's subscription). */
  provider: 'offline' | 'stripe' | null;
  providerSubscriptionId: string | null;
  /**
   * The purchase whose payments buy the running period (Stripe's subscription, the offline
   * provider's first payment): another purchase's first payment while it runs is a double charge.
   */
  purchaseRef: string | null;
  /** The renewal date the last reminder mail was for (one reminder per period). */
  remindedFor: Date | null;
  /** The end date the last "membership ended" mail was for. */
  endNoticeFor: Date | null;
  /** What the money-back guarantee would refund: the running purchase's payments in its window. */
  moneyBack: MoneyBackTerms | null;
  /** When the guarantee was claimed: once per account, ever. */
  moneyBackUsedAt: Date | null;
  /** The purchase the guarantee ended: a payment of it that arrives later is refunded too. */
  refundedPurchaseRef: string | null;
}

/**
 * The money-back guarantee of one purchase: its first payment starts the window
 * (MONEY_BACK_DAYS), and every payment of the purchase made inside it (a monthly renewal in a
 * short month) is refunded with it.
 */
export interface MoneyBackTerms {
  purchaseRef: string | null;
  firstPaidAt: Date;
  payments: { ref: string; amountCents: number }[];
}

export const emptyRecord = (userId: string): MembershipRecord => ({
  userId,
  trialStartedAt: null,
  trialEndsAt: null,
  paidThrough: null,
  billingPeriod: null,
  renewsAs: null,
  cancelAtPeriodEnd: false,
  renewalFailed: false,
  lastPaymentAt: null,
  lastFailureAt: null,
  paymentMethod: null,
  membershipNumber: null,
  provider: null,
  providerSubscriptionId: null,
  purchaseRef: null,
  remindedFor: null,
  endNoticeFor: null,
  moneyBack: null,
  moneyBackUsedAt: null,
  refundedPurchaseRef: null,
});

/** What happened to a membership, with its cause, for the history (collection `membership_events`). */
export const historyCauses = [
  'trial',
  'payment',
  'renewal',
  'payment-failed',
  'cancellation',
  'resume',
  'billing-period',
  'card-update',
  'expiry',
  /** A second first payment while already a paying member, refunded at once. */
  'refund',
  /** A Direct+ sign-up continued with a free Standard account instead of paying. */
  'standard',
  /** The 30-day money-back guarantee: refunded in full and ended at once. */
  'money-back',
] as const;
export type HistoryCause = (typeof historyCauses)[number];

export interface HistoryEntry {
  userId: string;
  cause: HistoryCause;
  at: Date;
  /** When the membership ends after this change (null when it is not a membership any more). */
  expiresAt: Date | null;
  /** A readable line: 'Trial started', 'Paid annual, $99.00', 'Card declined: ...'. */
  detail: string;
  /** The provider event that made the change, and the request, to follow it through the logs. */
  eventId?: string;
  requestId?: string;
}
