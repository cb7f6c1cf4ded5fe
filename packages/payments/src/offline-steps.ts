import type { CardSummary, OfflinePaymentResult } from '@coffee/contracts';
import { AppError, type Clock } from '@coffee/service-defaults';
import { Schema } from 'mongoose';
import {
  NO_AUTHENTICATION_PENDING_MESSAGE,
  OFFLINE_DECLINES,
  testCardOutcome,
  type OfflineCard,
} from './offline-cards';

/** The states of an offline payment both services keep (a service may add its own). */
export const OFFLINE_PAYMENT_STATUSES = [
  'requires_payment_method',
  'requires_action',
  'processing',
  'succeeded',
] as const;

/**
 * The field of an offline payment that holds the card waiting for the extra authentication step
 * (brand, last four, expiry: never a full number); null when none waits.
 */
export const heldCardField = () => ({
  type: new Schema(
    { brand: String, last4: String, expMonth: Number, expYear: Number },
    { _id: false },
  ),
  default: null,
});

/** An offline payment, as far as the card steps read it. */
export interface HeldPayment {
  status: string;
  card?: Partial<Record<keyof CardSummary, unknown>> | null;
}

/** What a service does at each outcome of a card step, on its own payments. */
export interface OfflineStepOutcomes<P extends HeldPayment> {
  clock: Clock;
  /** The card was refused: the payment may be tried again; the service says why. */
  fail(payment: P, message: string): Promise<OfflinePaymentResult>;
  /** The card paid: the service claims the success and delivers its event. */
  succeed(payment: P, card: CardSummary): Promise<OfflinePaymentResult>;
  /** The card needs the extra step: the service keeps it on the payment ('requires_action'). */
  hold(payment: P, card: CardSummary): Promise<void>;
}

/**
 * The offline test provider's card form, as Stripe's test mode plays its test cards: `confirm`
 * takes the card typed (paid, refused, or waiting for the extra step), `authenticate` the
 * shopper's answer to that step. The payment is the caller's, found and checked by the service.
 */
export function offlineCardSteps<P extends HeldPayment>(outcomes: OfflineStepOutcomes<P>) {
  const { clock, fail, succeed, hold } = outcomes;
  return {
    async confirm(payment: P, card: OfflineCard): Promise<OfflinePaymentResult> {
      const outcome = testCardOutcome(card, clock.now());
      if (outcome.kind === 'declined') return fail(payment, outcome.message);
      if (outcome.kind === 'succeeded') return succeed(payment, outcome.card);
      await hold(payment, outcome.card);
      return { status: 'requires_action', message: null };
    },

    async authenticate(payment: P, approve: boolean): Promise<OfflinePaymentResult> {
      if (payment.status !== 'requires_action' || !payment.card)
        throw new AppError(409, NO_AUTHENTICATION_PENDING_MESSAGE, 'NO_AUTHENTICATION_PENDING');
      if (!approve) return fail(payment, OFFLINE_DECLINES.authenticationRefused);
      // Held by `hold` from a test card's summary: all four fields are there.
      return succeed(payment, payment.card as CardSummary);
    },
  };
}

export const OFFLINE_NOT_IN_USE_MESSAGE = 'The offline test provider is not in use';

/** The offline provider's own routes answer 409 while Stripe takes the payments. */
export function offlineInUse<T>(offline: T | null): T {
  if (!offline) throw new AppError(409, OFFLINE_NOT_IN_USE_MESSAGE, 'OFFLINE_NOT_IN_USE');
  return offline;
}
