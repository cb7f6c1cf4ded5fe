import type { PaymentMethod } from '@coffee/contracts';
import type { PaymentProviderPort } from '@coffee/payments';

export { InvalidSignatureError } from '@coffee/payments';

/**
 * What a provider's verified event means for an order, whatever the provider. `paymentRef` is the
 * provider's payment (a PaymentIntent id, or the offline provider's `offpi_…`); `orderId` comes
 * from the payment's metadata, null when the event does not carry it (a refund's charge).
 */
export type PaymentEvent =
  | {
      kind: 'payment-succeeded';
      id: string;
      at: Date;
      orderId: string;
      paymentRef: string;
      amountCents: number;
    }
  | {
      kind: 'payment-failed';
      id: string;
      at: Date;
      orderId: string;
      paymentRef: string;
      message: string;
    }
  | {
      kind: 'refunded';
      id: string;
      at: Date;
      orderId: string | null;
      paymentRef: string;
      amountCents: number;
    }
  | { kind: 'ignored'; id: string; type: string };

/**
 * The order payment provider, behind one port: Stripe, or the offline test provider. Its name,
 * publishable key and signed events are the shared port's; the rest is an order's.
 */
export interface OrderPaymentProvider extends PaymentProviderPort<PaymentEvent> {
  /**
   * A payment of exactly `amountCents` for the order, or the one already open for it (a reload
   * or a retry after a refused card never opens a second charge for the same order).
   */
  startPayment(input: {
    orderId: string;
    userId: string;
    amountCents: number;
    currency: 'usd';
    method: PaymentMethod;
  }): Promise<{ clientSecret: string; paymentRef: string }>;
  /**
   * Charges a card the customer saved, without them (a subscription's delivery): exactly
   * `amountCents` for the order, once however often it is asked (the provider's idempotency key
   * per order and amount, or the offline provider's one success per payment). The outcome also
   * arrives as the usual signed event, which marks the order paid or its payment failed.
   */
  chargeSavedCard(input: {
    orderId: string;
    userId: string;
    amountCents: number;
    currency: 'usd';
    card: SavedCardCharge;
  }): Promise<SavedCardChargeResult>;
  /**
   * The card that paid (brand as the provider names it, last four digits); null when the payment
   * was not made by card (PayPal) or the provider cannot say.
   */
  cardOf(paymentRef: string): Promise<{ brand: string; last4: string } | null>;
  /**
   * Gives `amountCents` of the payment back. Idempotent per order and payment: asking twice
   * refunds once (the provider's idempotency key, or the offline provider's unique insert).
   * With `key` (a return's partial refund), idempotent per key instead: each return refunds once,
   * and several returns of one payment each refund their own part.
   */
  refund(input: {
    orderId: string;
    paymentRef: string;
    amountCents: number;
    key?: string;
  }): Promise<{ refundRef: string }>;
}

/** A saved card as the card book (the membership service) describes it for a charge. */
export interface SavedCardCharge {
  id: string;
  brand: string;
  last4: string;
  /** The provider's customer the card is attached to (Stripe's `cus_…`); null offline. */
  customerRef: string | null;
  /** Offline only: the decline every later charge of this test card gets (4000 0000 0000 0341). */
  offSessionDecline: string | null;
}

export type SavedCardChargeResult =
  | { outcome: 'succeeded'; paymentRef: string }
  | { outcome: 'failed'; paymentRef: string | null; message: string };
