import type { PaymentProviderName } from '@coffee/contracts';
import type { Clock } from '@coffee/service-defaults';
import type { Connection } from 'mongoose';
import type { OfflineProviderOptions } from './offline-payments';

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

/** A paying service's payment settings, as `paymentSettingsOf` reads them from its env. */
export interface PaymentSettings<K> {
  /** Stripe's keys (and what else the service's adapter needs); null for the offline provider. */
  stripe: K | null;
  demoPayments: boolean;
  offlineWebhookSecret: string;
}

/** What of a service's context the providers are made with (service-defaults' ServiceContext). */
export interface PaymentContext {
  db: Connection;
  clock: Clock;
  /** The service's own address once it listens: the offline provider's events go through it. */
  selfUrl(): string | null;
  logger: { warn(message: string): void };
}

/**
 * A service's two providers, made the one way both services make them: the offline test
 * provider (delivering to the service's own `webhookPath`), and the one payments go through,
 * Stripe when its keys are set, the offline provider otherwise (npm start, tests; in production
 * only in a declared demo, said in the log: `paymentSettingsOf` refuses anything else).
 * `offline` is null while Stripe takes the payments: its own routes then answer 409.
 */
export function paymentProvidersOf<K, P, O extends { provider: P }>(
  settings: PaymentSettings<K>,
  ctx: PaymentContext,
  make: {
    webhookPath: string;
    createOffline: (db: Connection, options: OfflineProviderOptions) => O;
    createStripe: (keys: K) => P;
    /** What the offline provider takes in a demo ('order payments'). */
    what: string;
  },
): { provider: P; offline: O | null } {
  const offline = make.createOffline(ctx.db, {
    webhookSecret: settings.offlineWebhookSecret,
    clock: ctx.clock,
    selfUrl: ctx.selfUrl,
    webhookPath: make.webhookPath,
  });
  const provider = settings.stripe ? make.createStripe(settings.stripe) : offline.provider;
  if (settings.demoPayments)
    ctx.logger.warn(
      `DEMO_PAYMENTS=true: ${make.what} go to the offline test provider (no real money)`,
    );
  return { provider, offline: settings.stripe ? null : offline };
}
