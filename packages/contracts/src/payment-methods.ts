import { z } from 'zod/mini';

/**
 * The cards a user has saved with the card provider (the Direct+ payment, card updates and the
 * card book's own setup save them): GET /api/payment-methods, POST
 * /api/payment-methods/{id}/default, DELETE /api/payment-methods/{id} (membership service). Only
 * brand, last four digits and expiry ever leave the provider.
 */
export const savedPaymentMethodSchema = z.object({
  /** The provider's id of the card (Stripe's `pm_...`, the offline provider's `offpm_...`). */
  id: z.string(),
  /** 'visa', 'mastercard', 'amex', ... as the provider names it. */
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().check(z.int()),
  expYear: z.number().check(z.int()),
  /** The card renewals are charged to. */
  isDefault: z.boolean(),
});
export type SavedPaymentMethod = z.infer<typeof savedPaymentMethodSchema>;
/** Default card first, then newest first. */
export const savedPaymentMethodListSchema = z.array(savedPaymentMethodSchema);

// The brands as people write them; providers name them in lower case ('visa', 'amex').
const CARD_BRAND_NAMES: ReadonlyMap<string, string> = new Map([
  ['visa', 'Visa'],
  ['mastercard', 'Mastercard'],
  ['amex', 'American Express'],
  ['discover', 'Discover'],
  ['diners', 'Diners Club'],
  ['jcb', 'JCB'],
  ['unionpay', 'UnionPay'],
]);

/** 'Visa' for 'visa'; 'Card' for a brand the provider could not tell ('unknown') or we do not know. */
export const cardBrandName = (brand: string): string =>
  CARD_BRAND_NAMES.get(brand.toLowerCase()) ?? 'Card';

/** A card id in a path: provider ids are letters, digits and underscores. */
export const PAYMENT_METHOD_ID_PATTERN = /^[A-Za-z0-9_]{1,100}$/;
export const paymentMethodIdSchema = z
  .string()
  .check(z.regex(PAYMENT_METHOD_ID_PATTERN, 'Payment method not found'));

/** Unknown, malformed and someone else's cards read the same. */
export const PAYMENT_METHOD_NOT_FOUND_MESSAGE = 'Payment method not found';
export const NO_PAYMENT_METHODS_MESSAGE = 'No payment methods saved';
export const ADD_PAYMENT_METHOD_LABEL = 'Add a payment method';
export const PAYMENT_METHOD_REMOVED_MESSAGE = 'Payment method removed';
export const DEFAULT_PAYMENT_METHOD_SET_MESSAGE = 'Default payment method updated';

/**
 * POST /api/payment-methods/setup (membership service, any signed-in user): a card setup that
 * only saves a card to the user's card book (no charge, no Direct+ membership touched). Answers
 * `CardSetup` (membership.ts), as the member's card update does.
 */
export const SAVED_CARD_SETUP_PATH = '/api/payment-methods/setup';

/**
 * Stripe's test card that attaches to a customer but whose every later off-session charge is
 * declined ("Your card was declined."). The offline provider saves it from a card setup with that
 * decline remembered (`offSessionDecline` below); a payment with it is declined at once.
 */
export const OFF_SESSION_DECLINE_TEST_CARD = '4000000000000341';

/**
 * GET /internal/users/{userId}/payment-methods/{id} (membership service, internal token): one of
 * the user's saved cards as another service charges it off-session (cart-checkout's Subscribe &
 * Save). 404 `Payment method not found` for an unknown, malformed or someone else's card.
 * `customerRef` is the Stripe customer the card is attached to (an off-session PaymentIntent
 * needs both), null at the offline provider; `offSessionDecline` is the offline provider's
 * decline message for every later off-session charge of this card (Stripe's
 * 4000 0000 0000 0341), null for a card that pays and always null at Stripe (Stripe decides).
 */
export const internalSavedCardSchema = z.object({
  id: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().check(z.int()),
  expYear: z.number().check(z.int()),
  provider: z.enum(['stripe', 'offline']),
  customerRef: z.nullable(z.string()),
  offSessionDecline: z.nullable(z.string()),
});
export type InternalSavedCard = z.infer<typeof internalSavedCardSchema>;

/**
 * The answer of every service's `POST /internal/users/{userId}/forget` (account deletion):
 * idempotent, so a retry after a partial failure answers the same.
 */
export const forgetUserResultSchema = z.object({ forgotten: z.literal(true) });
export type ForgetUserResult = z.infer<typeof forgetUserResultSchema>;
