import type { PaymentProviderName } from '@coffee/contracts';

/** A delivery whose signature does not hold (Stripe's or the offline provider's): a 400. */
export class InvalidSignatureError extends Error {}

/**
 * What a payment provider is to any service, whatever else the service asks of it (an order's
 * payment, a membership's subscription): its name, the key its payment form needs, and its
 * signed events read as the service's own event type `E`. Each service's port extends this one.
 */
export interface PaymentProviderPort<E> {
  readonly name: PaymentProviderName;
  /** Stripe's publishable key for the page's Payment Element; null for the offline provider. */
  readonly publishableKey: string | null;
  /** Checks the signature over the raw body; InvalidSignatureError when it does not hold. */
  parseEvent(rawBody: Buffer, signature: string | undefined): E;
}

/**
 * The provider a service takes its payments through: Stripe when its keys are set
 * (`paymentSettingsOf`), the offline test provider otherwise (npm start, tests; in production
 * only in a declared demo, which is said in the log).
 */
export function providerInUse<K, P>(input: {
  stripe: K | null;
  createStripe: (keys: K) => P;
  offline: P;
  demo: boolean;
  logger: { warn(message: string): void };
  /** What the offline provider takes in a demo ('order payments'). */
  what: string;
}): P {
  const provider = input.stripe ? input.createStripe(input.stripe) : input.offline;
  if (input.demo)
    input.logger.warn(
      `DEMO_PAYMENTS=true: ${input.what} go to the offline test provider (no real money)`,
    );
  return provider;
}
