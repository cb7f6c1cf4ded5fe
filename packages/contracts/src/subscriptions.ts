import { z } from 'zod/mini';
import { isDay } from './business-calendar';
import { productIdSchema, variantIdSchema } from './catalog';
import { moneyStringSchema } from './money';
import { shippingAddressSchema } from './orders';
import { PAYMENT_METHOD_ID_PATTERN } from './payment-methods';
import { planGrindSchema, planKinds } from './subscription-plans';
import { bagSizes, grinds } from './coffee-constants';
import {
  isSubscriptionFrequency,
  MAX_SUBSCRIPTION_QUANTITY,
  SUBSCRIPTION_FREQUENCY_WEEKS,
} from './subscription-schedule';

export * from './business-calendar';
export * from './subscription-schedule';

/**
 * Subscribe & Save (cart-checkout): GET /api/subscriptions lists the signed-in customer's
 * subscriptions; POST /api/subscriptions (with an Idempotency-Key) starts one; each change is its
 * own POST on /api/subscriptions/{id}/... Every delivery becomes an ordinary order.
 */

export const SUBSCRIPTION_NOT_FOUND_MESSAGE = 'Subscription not found';
export const SUBSCRIPTION_FREQUENCY_MESSAGE = `Choose a delivery every ${SUBSCRIPTION_FREQUENCY_WEEKS.slice(0, -1).join(', ')} or ${SUBSCRIPTION_FREQUENCY_WEEKS.at(-1)} weeks`;
export const SUBSCRIPTION_DAY_MESSAGE = 'Dates must be written YYYY-MM-DD';
export const SUBSCRIPTION_QUANTITY_MESSAGE = `Quantity must be a whole number from 1 to ${MAX_SUBSCRIPTION_QUANTITY}`;
export const SUBSCRIPTION_CARD_REQUIRED_MESSAGE = 'Choose a saved card to pay for each delivery';
export const SUBSCRIPTION_CARD_NOT_FOUND_MESSAGE =
  'That card is not saved on your account. Add it under Payment Methods first.';
export const SUBSCRIPTION_NOT_COFFEE_MESSAGE =
  'Only coffee (beans, ground or espresso) and our subscription plans can be delivered on a subscription';
export const SUBSCRIPTION_CANCELLED_MESSAGE = 'This subscription has been cancelled';
export const SUBSCRIPTION_NOT_PAUSED_MESSAGE = 'This subscription is not paused';
export const SUBSCRIPTION_ALREADY_PAUSED_MESSAGE = 'This subscription is already paused';
export const SUBSCRIPTION_PAUSED_MESSAGE = 'Resume this subscription first';
export const SUBSCRIPTION_NO_CHANGE_MESSAGE = 'Nothing to change';
export const SUBSCRIPTION_SHIP_NOW_LOCKED_MESSAGE = 'Your next delivery is already being prepared';
export const subscriptionTooEarlyMessage = (earliest: string): string =>
  `The first delivery can be on ${earliest} at the earliest`;
export const subscriptionTooLateMessage = (days: number): string =>
  `Choose a date within the next ${days} days`;
export const pauseUntilTooEarlyMessage = (earliest: string): string =>
  `A pause can end on ${earliest} at the earliest`;

const daySchema = z
  .string({ error: SUBSCRIPTION_DAY_MESSAGE })
  .check(z.refine(isDay, SUBSCRIPTION_DAY_MESSAGE));

const frequencySchema = z
  .number({ error: SUBSCRIPTION_FREQUENCY_MESSAGE })
  .check(z.refine(isSubscriptionFrequency, SUBSCRIPTION_FREQUENCY_MESSAGE));

const quantitySchema = z
  .number({ error: SUBSCRIPTION_QUANTITY_MESSAGE })
  .check(
    z.int(SUBSCRIPTION_QUANTITY_MESSAGE),
    z.gte(1, SUBSCRIPTION_QUANTITY_MESSAGE),
    z.lte(MAX_SUBSCRIPTION_QUANTITY, SUBSCRIPTION_QUANTITY_MESSAGE),
  );

const cardSchema = z
  .string({ error: SUBSCRIPTION_CARD_REQUIRED_MESSAGE })
  .check(z.regex(PAYMENT_METHOD_ID_PATTERN, SUBSCRIPTION_CARD_REQUIRED_MESSAGE));

/** POST /api/subscriptions. Prices are never sent: each charge reads the catalog's. */
export const createSubscriptionSchema = z.strictObject({
  productId: productIdSchema,
  variantId: variantIdSchema,
  quantity: quantitySchema,
  frequencyWeeks: frequencySchema,
  /** The first delivery's day (YYYY-MM-DD, the shop's calendar). */
  firstDeliveryOn: daySchema,
  shippingAddress: shippingAddressSchema,
  /** A card saved on the account (GET /api/payment-methods). */
  paymentMethodId: cardSchema,
  /** A plan's grind (subscription-plans.ts); a plan's `variantId` is its product's own. */
  grind: z.optional(planGrindSchema),
});
export type CreateSubscriptionInput = z.input<typeof createSubscriptionSchema>;

/**
 * POST /api/subscriptions/{id}/change: any of these, at least one. `productId` with `variantId`
 * swaps the coffee; `variantId` alone changes size or grind.
 */
export const changeSubscriptionSchema = z
  .strictObject({
    productId: z.optional(productIdSchema),
    variantId: z.optional(variantIdSchema),
    quantity: z.optional(quantitySchema),
    frequencyWeeks: z.optional(frequencySchema),
    shippingAddress: z.optional(shippingAddressSchema),
    paymentMethodId: z.optional(cardSchema),
    /** A plan's grind. */
    grind: z.optional(planGrindSchema),
  })
  .check(
    z.refine((change) => Object.values(change).some((v) => v !== undefined), {
      message: SUBSCRIPTION_NO_CHANGE_MESSAGE,
    }),
    z.refine((change) => change.productId === undefined || change.variantId !== undefined, {
      message: 'Choose the size and grind of the new coffee',
      path: ['variantId'],
    }),
  );
export type ChangeSubscriptionInput = z.input<typeof changeSubscriptionSchema>;

export const SUBSCRIPTION_DELIVERY_GONE_MESSAGE = 'That delivery is already on its way';
export const SUBSCRIPTION_ALREADY_SKIPPED_MESSAGE = 'That delivery is already skipped';

/**
 * POST /api/subscriptions/{id}/skip and /ship-now: `cycle`, when sent, is the delivery the
 * customer saw (the page's `next.cycle`; for a skip, any cycle ahead): a second click, or a
 * second tab, finds it skipped or already on its way (409) instead of skipping or shipping the
 * one after. Without it the next delivery open to changes is meant.
 */
export const deliveryActionSchema = z.strictObject({
  cycle: z.optional(
    z
      .number({ error: 'cycle must be a delivery number' })
      .check(z.int('cycle must be a delivery number'), z.gte(1, 'cycle must be a delivery number')),
  ),
});
export type DeliveryActionInput = z.input<typeof deliveryActionSchema>;

/** POST /api/subscriptions/{id}/pause: until a day (deliveries resume from it) or indefinitely. */
export const pauseSubscriptionSchema = z.strictObject({ until: z.optional(daySchema) });
export type PauseSubscriptionInput = z.input<typeof pauseSubscriptionSchema>;

/** The id in /api/subscriptions/{id}/...: anything else reads as not found. */
export const subscriptionIdSchema = z
  .string()
  .check(z.regex(/^[a-f0-9]{24}$/, SUBSCRIPTION_NOT_FOUND_MESSAGE));

export const subscriptionStatuses = ['active', 'paused', 'cancelled'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];
export const SUBSCRIPTION_STATUS_LABELS: Readonly<Record<SubscriptionStatus, string>> = {
  active: 'Active',
  paused: 'Paused',
  cancelled: 'Cancelled',
};

/** Why a subscription is paused: the customer's pause, staff, or the last failed charge. */
export const pauseReasons = ['customer', 'staff', 'payment-failed'] as const;
export type PauseReason = (typeof pauseReasons)[number];

/** What happened to one delivery. */
export const deliveryOutcomes = ['ordered', 'skipped', 'payment-failed', 'out-of-stock'] as const;
export type DeliveryOutcome = (typeof deliveryOutcomes)[number];

/** The coffee a subscription sends, as the customer reads it now. */
const subscriptionItemSchema = z.object({
  productId: z.string(),
  variantId: z.string(),
  /** "Ethiopia Yirgacheffe" and "12 oz, whole bean" as the catalog names them. */
  productName: z.string(),
  variantLabel: z.string(),
  quantity: z.number(),
  frequencyWeeks: z.number(),
  /** A plan (its product is the plan, `quantity` counts its boxes); absent or null: a coffee. */
  plan: z.optional(
    z.nullable(
      z.object({
        kind: z.enum(planKinds),
        grind: z.enum(grinds),
        bagSize: z.enum(bagSizes),
        bags: z.number(),
      }),
    ),
  ),
});

/** One delivery of the past: its order, or why there was none. */
export const subscriptionDeliverySchema = z.object({
  cycle: z.number(),
  /** The day it shipped or was due. */
  on: z.string(),
  outcome: z.enum(deliveryOutcomes),
  orderId: z.nullable(z.string()),
  orderNumber: z.nullable(z.string()),
  total: z.nullable(moneyStringSchema),
  /** "15% Direct+ discount" when it was applied. */
  note: z.nullable(z.string()),
  /** A plan's delivery: the coffee it sent ("Kenya Nyeri, 12 oz, whole bean"). */
  coffee: z.optional(z.nullable(z.string())),
  at: z.string(),
});
export type SubscriptionDelivery = z.infer<typeof subscriptionDeliverySchema>;

/** A gift subscription's block in the answer (gift-subscriptions.ts): who it is for, how many are left. */
export const subscriptionGiftSchema = z.object({
  recipientName: z.string(),
  recipientEmail: z.string(),
  message: z.nullable(z.string()),
  /** Prepaid deliveries bought, and those not yet ordered. */
  deliveries: z.number(),
  remaining: z.number(),
  /** Why it ended ("All 3 prepaid deliveries were sent"); null while it goes on. */
  endedReason: z.optional(z.nullable(z.string())),
});
export type SubscriptionGift = z.infer<typeof subscriptionGiftSchema>;

export const subscriptionSchema = z.object({
  id: z.string(),
  status: z.enum(subscriptionStatuses),
  pauseReason: z.nullable(z.enum(pauseReasons)),
  /** Paused until this day (deliveries resume from it); null: indefinitely, or not paused. */
  pausedUntil: z.nullable(z.string()),
  item: subscriptionItemSchema,
  /** The coffee, quantity or frequency from the delivery after the locked one; null: none. */
  pendingItem: z.nullable(subscriptionItemSchema),
  /** The cycle from which `pendingItem` applies. */
  pendingFromCycle: z.nullable(z.number()),
  /** A delivery's price now: the variant's price x quantity; `memberPrice` 15% off. */
  price: moneyStringSchema,
  memberPrice: moneyStringSchema,
  /** The next delivery; null when cancelled or paused indefinitely. */
  next: z.nullable(
    z.object({
      cycle: z.number(),
      on: z.string(),
      chargeOn: z.string(),
      /** The shop's day from whose start changes stop applying to it (YYYY-MM-DD). */
      lockOn: z.string(),
      /** That moment as an instant (ISO), and whether it has come. */
      lockStartsAt: z.string(),
      locked: z.boolean(),
      skipped: z.boolean(),
    }),
  ),
  /** Cycles the customer skipped that are still ahead. */
  skippedCycles: z.array(z.number()),
  shippingAddress: shippingAddressSchema,
  card: z.object({ id: z.string(), brand: z.string(), last4: z.string() }),
  /** The latest deliveries, newest first (at most 12). */
  deliveries: z.array(subscriptionDeliverySchema),
  createdAt: z.string(),
  cancelledAt: z.nullable(z.string()),
  /** A gift subscription's recipient and prepaid deliveries; absent or null: not a gift. */
  gift: z.optional(z.nullable(subscriptionGiftSchema)),
  /**
   * The next delivery's charge failed and is being tried again: how often, the provider's words,
   * and the shop's day of the next try (YYYY-MM-DD; null once paused). Absent or null: nothing
   * failing.
   */
  paymentProblem: z.optional(
    z.nullable(
      z.object({ failures: z.number(), message: z.string(), retryOn: z.nullable(z.string()) }),
    ),
  ),
});
export type Subscription = z.infer<typeof subscriptionSchema>;
export const subscriptionListSchema = z.array(subscriptionSchema);

/** The answer of every change: the subscription now and what the change did, in words. */
export const subscriptionChangeResultSchema = z.object({
  subscription: subscriptionSchema,
  message: z.string(),
});
export type SubscriptionChangeResult = z.infer<typeof subscriptionChangeResultSchema>;

/**
 * GET /api/subscriptions/options (signed in): what the subscribe form offers today. The first
 * delivery may be set from `earliestDeliveryOn` to `latestDeliveryOn` (business days only).
 */
export const subscriptionOptionsSchema = z.object({
  frequencies: z.array(z.number()),
  earliestDeliveryOn: z.string(),
  latestDeliveryOn: z.string(),
  /** The shop's holidays ahead (YYYY-MM-DD): no delivery is set on one. */
  holidays: z.array(z.string()),
  memberDiscountPercent: z.number(),
  /** Whether the signed-in customer is an active Direct+ member now (their price is 15% off). */
  isMember: z.boolean(),
});
export type SubscriptionOptions = z.infer<typeof subscriptionOptionsSchema>;
