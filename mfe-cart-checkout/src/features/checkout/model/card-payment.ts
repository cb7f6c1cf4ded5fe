import type { OfflineCard } from '@coffee/platform/payments';

/**
 * Stripe's Payment Element at the Payment step, as the rest of the checkout drives it. Stripe.js
 * stays in its own chunk: only this interface is known outside it.
 */
export interface StripeCardPayer {
  /** elements.submit(): checks the element and collects what wallets need. The problem, or null. */
  submit(): Promise<string | null>;
  /**
   * stripe.confirmPayment with the order's clientSecret. When the payment goes through Stripe
   * leaves for `returnPath` (this never resolves); a refusal resolves with Stripe's message.
   */
  confirm(clientSecret: string, returnPath: string): Promise<string>;
}

/** What 'Place Order' is doing: placing the order, then paying it; null while idle. */
export type PlacingPhase = 'placing' | 'paying' | null;

/** How the order placed on Review is paid, decided at the Payment step. */
export type CheckoutPayment =
  /** The approval step on the order's payment page (PayPal approves there). */
  | { kind: 'paypal' }
  /** The offline test provider's card, typed once at the Payment step. */
  | { kind: 'offline-card'; card: OfflineCard }
  /** Stripe's Payment Element, filled in at the Payment step (deferred intent). */
  | { kind: 'stripe-card'; payer: StripeCardPayer };

/**
 * What the checkout tells the order's payment page when it lands there after 'Place Order'
 * (router state, read once): the card was refused, or it asks for the authentication step.
 */
export interface PaymentPageState {
  failure?: string;
  authenticate?: boolean;
}

export function paymentPageState(value: unknown): PaymentPageState {
  if (!value || typeof value !== 'object') return {};
  const { failure, authenticate } = value as Record<string, unknown>;
  return {
    ...(typeof failure === 'string' && failure ? { failure } : {}),
    ...(authenticate === true ? { authenticate: true } : {}),
  };
}

/** 'Card ending 4242' for the offline card (its brand is the provider's to tell, after payment). */
export const cardEnding = (card: OfflineCard): string =>
  `Card ending ${card.number.replace(/\D/g, '').slice(-4)}`;
