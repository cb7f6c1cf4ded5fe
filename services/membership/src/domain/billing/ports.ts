import type {
  BillingPeriod,
  CardSummary,
  InternalSavedCard,
  SavedPaymentMethod,
} from '@coffee/contracts';
import type { PaymentProviderPort } from '@coffee/payments';
import type { MailMessage } from '../../mail/outbox';
import type { Recipient } from '../../mail/recipient';
import type { HistoryEntry, MembershipRecord } from './membership-record';

export { InvalidSignatureError } from '@coffee/payments';

/** Lets the lock holder end its hold; never throws. */
export type ReleaseLock = () => Promise<void>;

/** The membership database, as the billing rules need it. */
export interface MembershipStore {
  /** The user's lock (one change at a time per user); null when another holder keeps it past `waitMs`. */
  lock(userId: string, waitMs?: number): Promise<ReleaseLock | null>;
  find(userId: string): Promise<MembershipRecord | null>;
  /**
   * Writes these fields of the user's record (creating it), and records `mails` in the same
   * update (its embedded outbox): the change and its mails happen together or not at all. Call
   * under the user's lock.
   */
  save(
    userId: string,
    fields: Partial<Omit<MembershipRecord, 'userId'>>,
    mails?: MailMessage[],
  ): Promise<void>;
  /**
   * The users whose renewal falls before `renewingBefore` (still renewing, not reminded for it),
   * or whose paid period or trial ended after `endedSince` (not told yet): a mail may be due.
   */
  noticeCandidates(q: { now: Date; renewingBefore: Date; endedSince: Date }): Promise<string[]>;
  /**
   * Gives the user this membership number unless they have one: false when another user already
   * holds the number (the unique index decides), so the caller draws another.
   */
  issueNumber(userId: string, number: string): Promise<boolean>;
  record(entry: HistoryEntry): Promise<void>;
  /** True once this provider event has been applied (events are de-duplicated by id). */
  isProcessed(eventId: string): Promise<boolean>;
  markProcessed(eventId: string, type: string, at: Date): Promise<void>;
}

/**
 * What a provider's signed event means for a membership, whatever the provider. `at` is the
 * provider's time of the event, which orders them: a late failure never undoes a later success.
 */
export type BillingEvent =
  | {
      kind: 'payment-succeeded';
      id: string;
      at: Date;
      userId: string;
      billingPeriod: BillingPeriod;
      amountCents: number;
      /** The end of the period this payment bought. */
      periodEnd: Date;
      card: CardSummary | null;
      /** The subscription's first invoice (activation) or a later one (renewal). */
      reason: 'activation' | 'renewal';
      subscriptionId: string | null;
      /**
       * The purchase this payment belongs to, whose later payments are its renewals: Stripe's
       * subscription, the offline provider's first payment. Null when the event does not say.
       */
      purchaseRef: string | null;
      /** What a refund of this payment names: Stripe's invoice, the offline payment. */
      paymentRef: string | null;
    }
  | {
      kind: 'payment-failed';
      id: string;
      at: Date;
      userId: string;
      message: string;
      reason: 'activation' | 'renewal';
    }
  | { kind: 'card-updated'; id: string; at: Date; userId: string; card: CardSummary }
  | { kind: 'ignored'; id: string; type: string };

/**
 * The card provider, behind one port: Stripe, or the offline test provider. Its name,
 * publishable key and signed events are the shared port's; the rest is a membership's.
 */
export interface PaymentProvider extends PaymentProviderPort<BillingEvent> {
  /**
   * A first payment of `amountCents` for the period: the secret the payment form confirms. At
   * most one open first payment per user, whatever the period: the user's open payment for the
   * same period and amount when there is one (asking again never makes a second payable
   * payment); one for another period is cancelled at the provider first (the shopper's latest
   * choice is the one to pay), and one being paid right now is a 409. Call under the user's
   * lock: the look-up, the cancel and the create are not atomic.
   */
  startPayment(input: {
    userId: string;
    billingPeriod: BillingPeriod;
    amountCents: number;
  }): Promise<{ clientSecret: string }>;
  /**
   * A first payment that arrived while the user was already a paying member (bought by another
   * purchase): its purchase ends at once (no renewal ever) and the payment is refunded in full.
   * Safe to repeat (one refund per payment).
   */
  refundFirstPayment(input: {
    userId: string;
    purchaseRef: string | null;
    paymentRef: string | null;
    amountCents: number;
  }): Promise<void>;
  /**
   * The money-back guarantee, at the customer's request: the purchase ends at once (no renewal
   * ever) and each named payment is refunded in full. Safe to repeat (one refund per payment).
   */
  refundPurchase(input: {
    userId: string;
    purchaseRef: string | null;
    paymentRefs: string[];
  }): Promise<void>;
  /** A card setup (no charge) for renewals from now on. */
  startCardSetup(input: { userId: string; subscriptionId: string | null }): Promise<{
    clientSecret: string;
  }>;
  /**
   * A card setup (no charge) that only saves a card to the user's card book, for any signed-in
   * user: no subscription named, and its success event changes no membership. Stripe: a
   * SetupIntent (`off_session`) for the user's customer, made when there is none.
   */
  startCardBookSetup(userId: string): Promise<{ clientSecret: string }>;
  /**
   * One of the user's saved cards as another service charges it off-session; null when it is
   * unknown or not the user's. Never creates a Stripe customer.
   */
  findCard(userId: string, cardId: string): Promise<InternalSavedCard | null>;
  /** No further charge (true) or renewing again (false); the period already paid stays. */
  setCancelAtPeriodEnd(subscriptionId: string | null, cancel: boolean): Promise<void>;
  /** The period the next renewal charges. */
  setRenewalPeriod(
    subscriptionId: string | null,
    billingPeriod: BillingPeriod,
    amountCents: number,
  ): Promise<void>;
  /**
   * The user's saved cards, the default first; none when the provider does not know the user.
   * The default is the subscription's card when there is one (what renewals charge).
   */
  listCards(userId: string, subscriptionId: string | null): Promise<SavedPaymentMethod[]>;
  /**
   * Makes one of the user's cards the one renewals charge (the subscription's too, when given).
   * Null when the card is unknown or not the user's: nothing changed.
   */
  setDefaultCard(
    userId: string,
    cardId: string,
    subscriptionId: string | null,
  ): Promise<CardSummary | null>;
  /** Removes one of the user's cards; false when it is unknown or not the user's. */
  removeCard(userId: string, cardId: string): Promise<boolean>;
  /**
   * Account deletion: the subscription ends at once (no further charge, no refund here) and every
   * saved card is removed. Safe to repeat.
   */
  forgetCustomer(userId: string, subscriptionId: string | null): Promise<void>;
}

/** Who a Direct+ mail goes to: the account's address and names. */
export interface AccountContacts {
  /** Null when the account is gone (deleted): no mail then. */
  find(userId: string): Promise<Recipient | null>;
}
