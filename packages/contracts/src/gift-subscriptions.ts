import { z } from 'zod/mini';
import { orderTotals, SHIPPING_METHODS, type OrderTotals } from './orders';
import { PAYMENT_METHOD_ID_PATTERN } from './payment-methods';
import { createSubscriptionSchema } from './subscriptions';

/**
 * Gift subscriptions (issue 29, item 8): 3, 6 or 12 deliveries to someone else's address, paid
 * at once by the giver's saved card, never renewed. POST /api/subscriptions/gifts (with an
 * Idempotency-Key) answers the subscription, whose `gift` block says who it is for and how many
 * prepaid deliveries are left.
 */

export const GIFT_DELIVERY_COUNTS = [3, 6, 12] as const;
export type GiftDeliveryCount = (typeof GIFT_DELIVERY_COUNTS)[number];
export const GIFT_MESSAGE_MAX_LENGTH = 300;

export const GIFT_DELIVERIES_MESSAGE = 'Choose 3, 6 or 12 deliveries';
export const GIFT_RECIPIENT_NAME_MESSAGE = "Enter the recipient's name";
export const GIFT_RECIPIENT_EMAIL_MESSAGE = "Enter the recipient's email";
export const GIFT_MESSAGE_TOO_LONG_MESSAGE = `The gift message can be at most ${GIFT_MESSAGE_MAX_LENGTH} characters`;
export const GIFT_CARD_REQUIRED_MESSAGE = 'Choose a saved card to pay for the gift';
/** A gift's card paid once, at purchase: there is nothing left to charge to another one. */
export const GIFT_CARD_CHANGE_MESSAGE =
  'A gift subscription was paid in full when it was bought, so its card cannot be changed';
/** Its coffee, size, grind and quantity were paid for: changing them would change the price. */
export const GIFT_TERMS_CHANGE_MESSAGE =
  "A gift subscription's coffee, size, grind and quantity were paid for when it was bought and cannot be changed";
export const GIFT_PAYMENT_FAILED_MESSAGE =
  'The payment for this gift did not go through. Try again with a new request or another card.';

export const isGiftDeliveryCount = (n: unknown): n is GiftDeliveryCount =>
  GIFT_DELIVERY_COUNTS.some((count) => count === n);

const deliveriesSchema = z
  .number({ error: GIFT_DELIVERIES_MESSAGE })
  .check(z.refine(isGiftDeliveryCount, GIFT_DELIVERIES_MESSAGE));

export const giftRecipientSchema = z.strictObject({
  name: z
    .string({ error: GIFT_RECIPIENT_NAME_MESSAGE })
    .check(
      z.trim(),
      z.minLength(1, GIFT_RECIPIENT_NAME_MESSAGE),
      z.maxLength(100, 'Must be at most 100 characters'),
    ),
  email: z.pipe(
    z
      .string({ error: GIFT_RECIPIENT_EMAIL_MESSAGE })
      .check(z.trim(), z.maxLength(254, GIFT_RECIPIENT_EMAIL_MESSAGE)),
    z.email(GIFT_RECIPIENT_EMAIL_MESSAGE),
  ),
});
export type GiftRecipient = z.output<typeof giftRecipientSchema>;

/**
 * POST /api/subscriptions/gifts. As POST /api/subscriptions, with the number of prepaid
 * deliveries, the recipient and an optional message; `shippingAddress` is the recipient's.
 * Prices are never sent: the purchase reads the catalog's.
 */
export const createGiftSubscriptionSchema = z.extend(createSubscriptionSchema, {
  deliveries: deliveriesSchema,
  recipient: giftRecipientSchema,
  message: z.optional(
    z
      .string({ error: GIFT_MESSAGE_TOO_LONG_MESSAGE })
      .check(z.trim(), z.maxLength(GIFT_MESSAGE_MAX_LENGTH, GIFT_MESSAGE_TOO_LONG_MESSAGE)),
  ),
  paymentMethodId: z
    .string({ error: GIFT_CARD_REQUIRED_MESSAGE })
    .check(z.regex(PAYMENT_METHOD_ID_PATTERN, GIFT_CARD_REQUIRED_MESSAGE)),
});
export type CreateGiftSubscriptionInput = z.input<typeof createGiftSubscriptionSchema>;

/**
 * What the giver pays at once: every delivery's coffee (price x quantity) and its standard
 * shipping, and the tax the checkout computes on the coffee. The same sum on the form and in
 * the purchase order.
 */
export function giftTotals(
  unitPriceCents: number,
  quantity: number,
  deliveries: number,
): OrderTotals {
  const subtotalCents = unitPriceCents * quantity * deliveries;
  const shippingCents = SHIPPING_METHODS.standard.priceCents * deliveries;
  const { taxCents } = orderTotals(subtotalCents, 'standard');
  return {
    subtotalCents,
    discountCents: 0,
    shippingCents,
    taxCents,
    totalCents: subtotalCents + shippingCents + taxCents,
  };
}
