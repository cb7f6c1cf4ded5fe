import {
  OFFLINE_TEST_CARDS,
  type CardSummary,
  type offlineCardConfirmSchema,
} from '@coffee/contracts';
import type { z } from 'zod';

/** The card as typed into the offline payment form. */
export type OfflineCard = z.output<typeof offlineCardConfirmSchema>['card'];

export const PAYMENT_NOT_FOUND_MESSAGE =
  'No such payment. Please start again from the payment page.';
export const ALREADY_PAID_MESSAGE = 'This payment has already been made.';
export const PAYMENT_IN_PROGRESS_MESSAGE = 'This payment is already being processed.';
export const NO_AUTHENTICATION_PENDING_MESSAGE = 'This payment is not waiting for authentication.';
export const DELIVERY_FAILED_MESSAGE =
  'The payment could not be confirmed. Please try again in a moment.';

/** Stripe's test-mode messages for its test cards. */
export const OFFLINE_DECLINES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
  pastExpiry: "Your card's expiration date is in the past.",
  authenticationRefused:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
} as const;

export function brandOf(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return 'unknown';
}

/** What a saved card shows: brand, last four, expiry (`MM/YY` read as 20YY). */
export function summarizeCard(card: OfflineCard): CardSummary {
  const [month, year] = card.expiry.split('/').map((part) => Number(part.trim()));
  return {
    brand: brandOf(card.number),
    last4: card.number.slice(-4),
    expMonth: month ?? 0,
    expYear: 2000 + (year ?? 0),
  };
}

export type TestCardOutcome =
  | { kind: 'succeeded'; card: CardSummary }
  | { kind: 'requires_action'; card: CardSummary }
  | { kind: 'declined'; message: string };

/**
 * What a card does in the offline provider, as Stripe's test mode does for its test cards: a past
 * expiry is refused before the number is looked at; an unknown number is declined.
 */
export function testCardOutcome(card: OfflineCard, now: Date): TestCardOutcome {
  const summary = summarizeCard(card);
  const endOfExpiryMonth = Date.UTC(summary.expYear, summary.expMonth, 1);
  if (endOfExpiryMonth <= now.getTime())
    return { kind: 'declined', message: OFFLINE_DECLINES.pastExpiry };
  switch (card.number) {
    case OFFLINE_TEST_CARDS.success:
      return { kind: 'succeeded', card: summary };
    case OFFLINE_TEST_CARDS.requiresAuthentication:
      return { kind: 'requires_action', card: summary };
    case OFFLINE_TEST_CARDS.insufficientFunds:
      return { kind: 'declined', message: OFFLINE_DECLINES.insufficientFunds };
    case OFFLINE_TEST_CARDS.expired:
      return { kind: 'declined', message: OFFLINE_DECLINES.expired };
    default:
      return { kind: 'declined', message: OFFLINE_DECLINES.declined };
  }
}
