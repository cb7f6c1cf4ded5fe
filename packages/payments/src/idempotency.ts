import { randomUUID } from 'node:crypto';

type Part = string | number;

/**
 * An idempotency key for a request that must take effect once, however often it is sent: the
 * same parts give the same key, so the provider answers a repeat with the first result (one
 * PaymentIntent per order and amount, one refund per payment).
 */
export const onceKey = (...parts: Part[]): string => parts.join('-');

/**
 * An idempotency key for a request that must be new each time it is asked for (a new
 * subscription, a card setup) while the SDK's own retries of that one request still reuse it.
 * A fixed key would, for Stripe's 24 hours, replay an earlier answer that no longer holds.
 */
export const freshKey = (...parts: Part[]): string => [...parts, randomUUID()].join('-');
