import { orderPaymentSetupSchema, type OrderPaymentSetup } from '@coffee/contracts';
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
 * What a payment of the order charges (the server's amount, by which method) and until when the
 * order holds its items: shown beside a refusal too, so the shopper knows what 'Try again' will
 * charge and how long is left. Never the clientSecret (router state outlives the page).
 */
export type PaymentTerms = Pick<OrderPaymentSetup, 'amount' | 'paymentMethod' | 'expiresAt'>;

export const paymentTerms = ({ amount, paymentMethod, expiresAt }: OrderPaymentSetup) =>
  ({ amount, paymentMethod, ...(expiresAt ? { expiresAt } : {}) }) satisfies PaymentTerms;

/** The terms as router state brought them, checked with the setup's own schema; else none. */
function termsFrom(value: unknown): PaymentTerms | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const { amount, paymentMethod, expiresAt } = value as Record<string, unknown>;
  const { shape } = orderPaymentSetupSchema;
  const parsed = {
    amount: shape.amount.safeParse(amount),
    paymentMethod: shape.paymentMethod.safeParse(paymentMethod),
    expiresAt: shape.expiresAt.safeParse(expiresAt),
  };
  if (!parsed.amount.success || !parsed.paymentMethod.success || !parsed.expiresAt.success)
    return undefined;
  return {
    amount: parsed.amount.data,
    paymentMethod: parsed.paymentMethod.data,
    ...(parsed.expiresAt.data ? { expiresAt: parsed.expiresAt.data } : {}),
  };
}

/**
 * What the checkout tells the order's payment page when it lands there after 'Place Order'
 * (router state, read once): the card was refused (with the terms of the payment it refused),
 * or it asks for the authentication step.
 */
export interface PaymentPageState {
  failure?: string;
  terms?: PaymentTerms;
  authenticate?: boolean;
}

export function paymentPageState(value: unknown): PaymentPageState {
  if (!value || typeof value !== 'object') return {};
  const { failure, terms, authenticate } = value as Record<string, unknown>;
  const checked = termsFrom(terms);
  return {
    ...(typeof failure === 'string' && failure ? { failure } : {}),
    ...(checked ? { terms: checked } : {}),
    ...(authenticate === true ? { authenticate: true } : {}),
  };
}

/** 'Card ending 4242' for the offline card (its brand is the provider's to tell, after payment). */
export const cardEnding = (card: OfflineCard): string =>
  `Card ending ${card.number.replace(/\D/g, '').slice(-4)}`;
