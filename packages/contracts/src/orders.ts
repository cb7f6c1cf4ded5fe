import { z } from 'zod/mini';
import { moneyStringSchema } from './money';
import { wholeNumberParam } from './catalog';
import { cardBrandName } from './payment-methods';
import { roleSchema } from './session';
import { returnStatuses } from './returns';
import { orderPromotionSchema } from './promotions';
import { orderSampleSchema } from './samples';

/** Checkout shipping form (spec, sections 2 and 5): all required but phone. */
export const REQUIRED_FIELDS_MESSAGE = 'Please fill out all required fields';
const required = (max: number) =>
  z
    .string({ error: REQUIRED_FIELDS_MESSAGE })
    .check(
      z.trim(),
      z.minLength(1, REQUIRED_FIELDS_MESSAGE),
      z.maxLength(max, `Must be at most ${max} characters`),
    );

export const shippingAddressSchema = z.strictObject({
  firstName: required(100),
  lastName: required(100),
  address: required(200),
  city: required(100),
  state: required(100),
  zipCode: required(20),
  phone: z.pipe(
    z.optional(z.string().check(z.trim(), z.maxLength(40, 'Must be at most 40 characters'))),
    z.transform((v: string | undefined) => (v ? v : undefined)),
  ),
});
export type ShippingAddress = z.output<typeof shippingAddressSchema>;
export type ShippingAddressInput = z.input<typeof shippingAddressSchema>;

/** The three checkout shipping methods (spec, section 9), prices in cents. */
export const SHIPPING_METHODS = {
  free: { label: 'Free Shipping', priceCents: 0, days: '2-5 business days', membersOnly: true },
  standard: {
    label: 'Standard Shipping',
    priceCents: 599,
    days: '3-7 business days',
    membersOnly: false,
  },
  express: {
    label: 'Express Shipping',
    priceCents: 1499,
    days: '1-2 business days',
    membersOnly: false,
  },
} as const;
export const shippingMethods = ['free', 'standard', 'express'] as const;
export type ShippingMethod = (typeof shippingMethods)[number];
export const shippingMethodSchema = z.enum(shippingMethods, {
  error: 'Shipping method must be free, standard or express',
});
export const FREE_SHIPPING_MEMBERS_ONLY_MESSAGE =
  'Free shipping is only available to Direct+ members';

/** Members default to free shipping, everyone else to standard (spec, section 2). */
export const defaultShippingMethod = (isDirectPlus: boolean): ShippingMethod =>
  isDirectPlus ? 'free' : 'standard';
export const shippingMethodsFor = (isDirectPlus: boolean): ShippingMethod[] =>
  shippingMethods.filter((m) => isDirectPlus || !SHIPPING_METHODS[m].membersOnly);

export const PAYMENT_METHODS = {
  'credit-card': { label: 'Credit Card' },
  paypal: { label: 'PayPal' },
} as const;
export const paymentMethods = ['credit-card', 'paypal'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
export const paymentMethodSchema = z.enum(paymentMethods, {
  error: 'Payment method must be credit-card or paypal',
});

/** Estimated tax: 7% of the subtotal (spec, section 9). */
export const TAX_RATE_PERCENT = 7;

export interface OrderTotals {
  subtotalCents: number;
  /** What a promotion took off the lines (0 without one). */
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
}

/** What a promotion does to an order's totals (promotions.ts `promotionDiscount`). */
export interface TotalsPromotion {
  discountCents: number;
  /** Standard shipping costs nothing. */
  freeShipping: boolean;
}

/**
 * The one place totals are computed, by the checkout summary and by the order service alike.
 * The order of discounts: member prices (in the subtotal) -> the promotion -> tax on what is
 * left. Integer cents throughout; tax is rounded half up to the cent.
 */
export function orderTotals(
  subtotalCents: number,
  shippingMethod: ShippingMethod,
  promotion: TotalsPromotion = { discountCents: 0, freeShipping: false },
): OrderTotals {
  const discountCents = Math.min(promotion.discountCents, subtotalCents);
  const shippingCents =
    promotion.freeShipping && shippingMethod === 'standard'
      ? 0
      : SHIPPING_METHODS[shippingMethod].priceCents;
  const taxed = subtotalCents - discountCents;
  const taxCents = Math.round((taxed * TAX_RATE_PERCENT) / 100);
  return {
    subtotalCents,
    discountCents,
    shippingCents,
    taxCents,
    totalCents: taxed + shippingCents + taxCents,
  };
}

/** POST /api/orders. Amounts are never sent: the service computes them from the catalog. */
export const placeOrderSchema = z.strictObject({
  shippingAddress: shippingAddressSchema,
  shippingMethod: shippingMethodSchema,
  paymentMethod: paymentMethodSchema,
});
export type PlaceOrderInput = z.input<typeof placeOrderSchema>;

/**
 * Every POST /api/orders carries one: the same key from the same user gives the same single
 * order, however often the request is retried or double-clicked.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const idempotencyKeySchema = z
  .string({ error: 'An Idempotency-Key header is required' })
  .check(
    z.regex(/^[A-Za-z0-9_-]{8,100}$/, 'Idempotency-Key must be 8 to 100 letters, digits, - or _'),
  );

export const orderStatuses = [
  'pending',
  'paid',
  'processing',
  'shipped',
  'completed',
  'cancelled',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export const orderStatusSchema = z.enum(orderStatuses, {
  error: 'Status must be pending, paid, processing, shipped, completed or cancelled',
});

/** How every screen names a status. */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  pending: 'Pending',
  paid: 'Paid',
  processing: 'Processing',
  shipped: 'Shipped',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/**
 * THE order lifecycle: pending -> paid -> processing -> shipped -> completed, and cancelled from
 * pending, paid or processing. Nothing else moves an order; the service refuses the rest (409).
 * `pending -> paid` is never a person's doing: only a verified provider event makes it.
 */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['paid', 'cancelled'],
  paid: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['completed'],
  completed: [],
  cancelled: [],
};
export const canTransition = (from: OrderStatus, to: OrderStatus): boolean =>
  ORDER_TRANSITIONS[from].includes(to);

/** Statuses from which the customer may still cancel their own order (until it ships). */
export const CUSTOMER_CANCELLABLE: readonly OrderStatus[] = ['pending', 'paid', 'processing'];

/**
 * The permission (roles.ts) a staff member needs to move an order from `from` to `to`: null
 * when no person may make that move (pending -> paid, or a move the lifecycle refuses).
 */
export function transitionPermission(
  from: OrderStatus,
  to: OrderStatus,
): 'orders:fulfil' | 'orders:cancel-unpaid' | 'orders:cancel-paid' | null {
  if (!canTransition(from, to) || to === 'paid') return null;
  if (to === 'cancelled') return from === 'pending' ? 'orders:cancel-unpaid' : 'orders:cancel-paid';
  return 'orders:fulfil';
}

/**
 * The longest an unpaid order holds its stock: cart-checkout holds it ORDER_HOLD_MINUTES (10)
 * from placing and extends that once, when the payment starts, to ORDER_PAYMENT_HOLD_MINUTES (20)
 * from then; `expiresAt` says when. Orders placed before holds were stored expire this long
 * after placing. Then the order is cancelled and the stock returns.
 */
export const UNPAID_ORDER_TTL_MINUTES = 30;

export const ORDER_TRANSITION_REFUSED_MESSAGE = 'This order cannot move to that status';
export const ORDER_NOT_CANCELLABLE_MESSAGE =
  'This order has shipped and can no longer be cancelled';
export const ORDER_EXPIRED_MESSAGE =
  'This order was not paid in time and has been cancelled. Please order again.';
export const ORDER_ALREADY_PAID_MESSAGE = 'This order has already been paid';
export const TRACKING_NUMBER_REQUIRED_MESSAGE = 'A tracking number is required to ship an order';

/** A tracking number as carriers print them: 6 to 40 letters, digits, spaces or hyphens. */
export const trackingNumberSchema = z
  .string({ error: TRACKING_NUMBER_REQUIRED_MESSAGE })
  .check(
    z.trim(),
    z.toUpperCase(),
    z.minLength(1, TRACKING_NUMBER_REQUIRED_MESSAGE),
    z.regex(
      /^[A-Z0-9][A-Z0-9 -]{4,38}[A-Z0-9]$/,
      'Tracking numbers are 6 to 40 letters and digits',
    ),
  );

/** Who made a move: the customer, a staff member, the provider (payment), or the shop (expiry). */
export const orderActorKinds = ['customer', 'staff', 'provider', 'system'] as const;
export type OrderActorKind = (typeof orderActorKinds)[number];

/** The shop, as customers read it wherever the shop or one of its staff moved their order. */
export const ORDER_SHOP_NAME = 'Brew Haven';
/**
 * Who moved an order, as the customer reads it ("by Brew Haven"): the shop's name for its staff
 * and for its own moves (an expiry), never a staff member's name.
 */
export const ORDER_ACTOR_LABELS: Readonly<Record<OrderActorKind, string>> = {
  customer: 'you',
  staff: ORDER_SHOP_NAME,
  system: ORDER_SHOP_NAME,
  provider: 'the payment provider',
};

/** One step of an order's history, oldest first; the first is its placing ('pending'). */
export const orderTimelineEntrySchema = z.object({
  status: z.enum(orderStatuses),
  at: z.string(),
  by: z.enum(orderActorKinds),
  /** What a customer may read: 'Payment received', 'Tracking number 1Z…', a cancel reason. */
  note: z.nullable(z.string()),
  /** A return's step (returns.ts), shown on the order's timeline; absent for the order's moves. */
  returnStatus: z.optional(z.enum(returnStatuses)),
});
export type OrderTimelineEntry = z.infer<typeof orderTimelineEntrySchema>;

export const orderPaymentStatuses = [
  /** Nothing received yet (or a failed try: the shopper may try again). */
  'unpaid',
  /** The provider has confirmed the money. */
  'paid',
  /** The last try was refused; `failureMessage` says why. */
  'failed',
  /** Given back through the provider after a cancel. */
  'refunded',
] as const;
export type OrderPaymentStatus = (typeof orderPaymentStatuses)[number];

/** The card that paid, as the provider reports it: "Visa ending 4242" on the confirmation. */
export const orderPaymentCardSchema = z.object({
  /** As the provider names it: 'visa', 'mastercard', 'amex', 'discover', ... */
  brand: z.string(),
  /** The last four digits. */
  last4: z.string(),
});
export type OrderPaymentCard = z.infer<typeof orderPaymentCardSchema>;

export const orderPaymentSchema = z.object({
  status: z.enum(orderPaymentStatuses),
  /** 'offline' (the test provider) or 'stripe'. */
  provider: z.enum(['stripe', 'offline']),
  /** The provider's message for the last refused try, shown on the confirmation page. */
  failureMessage: z.nullable(z.string()),
  paidAt: z.nullable(z.string()),
  refundedAt: z.nullable(z.string()),
  /** "12.34" once refunded. */
  refundedAmount: z.nullable(moneyStringSchema),
  /**
   * The card that paid (kept after a refund); null before a card payment, for PayPal, or when the
   * provider did not say. cart-checkout always sends it; optional only so older answers parse.
   */
  card: z.optional(z.nullable(orderPaymentCardSchema)),
});
export type OrderPayment = z.infer<typeof orderPaymentSchema>;

/**
 * How an order was paid, as the customer's confirmation and the staff detail say it: the card
 * the provider reported ('Visa ending 4242', the spec's "card ending"), else the method ('PayPal';
 * 'Credit Card' before a card paid, or in an older answer without the card).
 */
export function orderPaymentLabel(order: {
  paymentMethod: PaymentMethod;
  payment: OrderPayment;
}): string {
  const card = order.paymentMethod === 'credit-card' ? order.payment.card : null;
  return card
    ? `${cardBrandName(card.brand)} ending ${card.last4}`
    : PAYMENT_METHODS[order.paymentMethod].label;
}

export const orderItemSchema = z.object({
  id: z.string(),
  productId: z.string(),
  /** Name, image and unit size as they were when ordered. */
  name: z.string(),
  imageUrl: z.nullable(z.string()),
  unitSize: z.nullable(z.string()),
  quantity: z.number().check(z.int(), z.gte(1)),
  /** Unit price charged, "12.99": the member price when a member ordered. */
  price: moneyStringSchema,
  /** The regular unit price when a member price was charged instead; null otherwise. */
  listPrice: z._default(z.nullable(moneyStringSchema), null),
  /** The line's share of the promotion's discount ("0.00" without one): off the line's total. */
  discount: z._default(moneyStringSchema, '0.00'),
  /** The variant ordered and how it was named then ("2 lb, pour-over"); null/'' for older orders. */
  variantId: z._default(z.nullable(z.string()), null),
  variantLabel: z._default(z.string(), ''),
  sku: z._default(z.nullable(z.string()), null),
  /** The day the coffee of this line was roasted (YYYY-MM-DD), once it shipped from a batch. */
  roastedOn: z._default(z.nullable(z.string()), null),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** GET /api/orders (newest first), GET /api/orders/{id}, and the answer of POST /api/orders. */
export const orderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  status: z.enum(orderStatuses),
  items: z.array(orderItemSchema),
  /** What the lines cost as charged (member prices included); tax is on this. */
  subtotal: moneyStringSchema,
  /** What the member prices took off the regular prices ("0.00" for everyone else). */
  memberSavings: z._default(moneyStringSchema, '0.00'),
  /** What the promotion took off the subtotal, before tax ("0.00" without one). */
  discount: z._default(moneyStringSchema, '0.00'),
  /** The promotion the order was placed with (a free-shipping one shows in `shippingCost`). */
  promotion: z._default(z.nullable(orderPromotionSchema), null),
  shippingCost: moneyStringSchema,
  tax: moneyStringSchema,
  total: moneyStringSchema,
  shippingMethod: shippingMethodSchema,
  paymentMethod: paymentMethodSchema,
  shippingAddress: shippingAddressSchema,
  trackingNumber: z.nullable(z.string()),
  payment: orderPaymentSchema,
  /** While pending and unpaid: when the order is cancelled and its stock returns; else null. */
  expiresAt: z.nullable(z.string()),
  /** Every status the order has had, oldest first, with who moved it (never staff names). */
  timeline: z.array(orderTimelineEntrySchema),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** A Direct+ order's free 2 oz sample (samples.ts); null when none was in stock or not a member. */
  sample: z._default(z.nullable(orderSampleSchema), null),
});
export type Order = z.infer<typeof orderSchema>;
export const orderListSchema = z.array(orderSchema);

/**
 * GET /api/orders?page=&pageSize= (page from 1): the same plain list, newest first, with the
 * number of orders across all pages in the X-Total-Count header. Without `page` the older
 * `limit`/`offset` query still works (the Orders page reads it that way).
 */
export const ORDER_HISTORY_PAGE_SIZE = 5;
export const MAX_ORDER_PAGE_SIZE = 100;
export interface OrderPageParams {
  page: number;
  pageSize: number;
}
/** A page of orders and how many there are in all (what the order-history widget shows). */
export const orderPageSchema = z.object({
  orders: orderListSchema,
  total: z.number().check(z.int(), z.nonnegative()),
  page: z.number().check(z.int(), z.gte(1)),
  pageSize: z.number().check(z.int(), z.gte(1)),
});
export type OrderPage = z.infer<typeof orderPageSchema>;

/** How many of a product's variants a review names as bought. */
export const MAX_PURCHASED_VARIANTS = 3;

/**
 * GET /internal/users/{userId}/purchases/{productId} (catalog -> cart-checkout, internal token):
 * whether the user has an order, not cancelled, with this product (a verified purchase), and
 * which of its sizes and grinds they bought (a review names them).
 */
export const purchaseCheckSchema = z.object({
  purchased: z.boolean(),
  /**
   * What was bought, latest first: each variant's label ("2 lb, pour-over") once, at most
   * MAX_PURCHASED_VARIANTS; empty when nothing was, or the product has no options.
   */
  variants: z._default(z.array(z.string()), []),
});
export type PurchaseCheck = z.infer<typeof purchaseCheckSchema>;

/**
 * POST /internal/users/{userId}/purchases-changed (cart-checkout -> catalog, internal token): an
 * order of the user with these products was paid or cancelled. The catalog asks again, for each
 * of them the user reviewed, whether it is bought (GET /internal/users/{userId}/purchases/
 * {productId}) and sets the review's Verified Purchase mark to the answer. Idempotent: told
 * twice, the same marks. cart-checkout keeps telling (its sweeper) until the catalog answers 2xx.
 */
export const PURCHASES_CHANGED_MAX_PRODUCTS = 100;
export const purchasesChangedSchema = z.strictObject({
  productIds: z
    .array(z.string().check(z.minLength(1), z.maxLength(64)))
    .check(z.minLength(1), z.maxLength(PURCHASES_CHANGED_MAX_PRODUCTS)),
});
export type PurchasesChanged = z.infer<typeof purchasesChangedSchema>;
/** Its answer: how many of the user's reviews changed their mark. */
export const purchasesChangedResultSchema = z.object({
  reviewsUpdated: z.number().check(z.int(), z.nonnegative()),
});
/** What an anonymised order's userId becomes when its owner deletes the account. */
export const DELETED_USER_PREFIX = 'deleted-';

// ---- Tracking an order without signing in (POST /api/orders/track) ------------------------

/** ORD-20250614-7KQ2MX: the UTC day, then 6 characters without 0/O or 1/I (read out to support). */
export const ORDER_NUMBER_PATTERN = /^ORD-\d{8}-[A-HJ-NP-Z2-9]{6}$/;
export const ORDER_NUMBER_REQUIRED_MESSAGE = 'Please enter your order number';
export const ORDER_NUMBER_FORMAT_MESSAGE = 'Order numbers look like ORD-20250614-7KQ2MX';
export const TRACKING_CONTACT_REQUIRED_MESSAGE =
  'Please enter the email address or ZIP code the order was placed with';
export const TRACKING_CONTACT_FORMAT_MESSAGE = 'Please enter a valid email address or ZIP code';
/** One answer for a wrong number and a wrong contact alike: a guess learns nothing. */
export const ORDER_TRACKING_NOT_FOUND_MESSAGE = "We couldn't find an order with those details.";
export const TOO_MANY_TRACKING_ATTEMPTS_MESSAGE =
  'Too many tracking attempts. Please wait 15 minutes and try again.';

const emailShape = z.email();
/** A postal code as the checkout takes one (up to 20 characters): letters, digits, space, hyphen. */
const POSTAL_CODE = /^[A-Za-z0-9][A-Za-z0-9 -]{0,19}$/;

/** What a tracking contact is compared as: trimmed, lower case, inner spaces collapsed. */
export const trackingContactKey = (value: string): string =>
  value.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * POST /api/orders/track: the order number and the email address or the shipping ZIP code the
 * order was placed with. The number is read in upper case, as it is printed.
 */
export const trackOrderRequestSchema = z.strictObject({
  orderNumber: z
    .string({ error: ORDER_NUMBER_REQUIRED_MESSAGE })
    .check(
      z.trim(),
      z.toUpperCase(),
      z.minLength(1, ORDER_NUMBER_REQUIRED_MESSAGE),
      z.regex(ORDER_NUMBER_PATTERN, ORDER_NUMBER_FORMAT_MESSAGE),
    ),
  contact: z.string({ error: TRACKING_CONTACT_REQUIRED_MESSAGE }).check(
    z.trim(),
    z.minLength(1, TRACKING_CONTACT_REQUIRED_MESSAGE),
    z.maxLength(254, TRACKING_CONTACT_FORMAT_MESSAGE),
    z.refine(
      (value) =>
        value.includes('@') ? emailShape.safeParse(value).success : POSTAL_CODE.test(value),
      TRACKING_CONTACT_FORMAT_MESSAGE,
    ),
  ),
});
export type TrackOrderInput = z.input<typeof trackOrderRequestSchema>;
export type TrackOrderRequest = z.output<typeof trackOrderRequestSchema>;

/**
 * Its answer: where the order is, and nothing personal beyond what the asker typed (no name,
 * address, email or amounts). `trackingNumber` is null until the order ships.
 */
export const orderTrackingSchema = z.object({
  orderNumber: z.string(),
  status: z.enum(orderStatuses),
  placedAt: z.string(),
  /** When the status last changed. */
  updatedAt: z.string(),
  shippingMethod: shippingMethodSchema,
  trackingNumber: z.nullable(z.string()),
  /** The sum of the quantities ordered. */
  itemCount: z.number().check(z.int(), z.gte(0)),
  /** The days its coffee was roasted (YYYY-MM-DD, oldest first), once shipped from batches. */
  roastedOn: z._default(z.array(z.string()), []),
});
export type OrderTracking = z.infer<typeof orderTrackingSchema>;

// ---- Paying for an order (cart-checkout) ---------------------------------------------------

/**
 * POST /api/orders/{id}/payment (no body): starts, or picks up again, the payment of a pending
 * order for exactly its server-computed total. A failed try can be retried the same way; the
 * order stays one order. 409 when the order is paid, cancelled or expired.
 */
export const orderPaymentSetupSchema = z.object({
  orderId: z.string(),
  provider: z.enum(['stripe', 'offline']),
  /** What the shopper chose at checkout: the card form, or PayPal's approval step. */
  paymentMethod: paymentMethodSchema,
  /** For Stripe's Payment Element, or the offline provider's form. */
  clientSecret: z.string(),
  /** Stripe's publishable key; null for the offline provider. */
  publishableKey: z.nullable(z.string()),
  /** "27.93": what the page shows is what is charged. */
  amount: moneyStringSchema,
  currency: z.string(),
  /**
   * When the order is cancelled unless paid: the hold of placing, extended (once per order) when
   * its payment first starts. Optional only so older answers parse.
   */
  expiresAt: z.optional(z.string()),
});
export type OrderPaymentSetup = z.infer<typeof orderPaymentSetupSchema>;

/**
 * GET /api/orders/payment-config (signed in, no body): which provider takes order payments, asked
 * by the checkout's Payment step BEFORE an order exists, so the card is taken once, where the
 * spec shows the card step: the offline provider's card form, or Stripe's Payment Element in
 * deferred-intent mode (mode 'payment', the amount and this currency, no clientSecret until the
 * order's payment is created after 'Place Order').
 */
export const ORDER_PAYMENT_CONFIG_PATH = '/api/orders/payment-config';
export const orderPaymentConfigSchema = z.object({
  provider: z.enum(['stripe', 'offline']),
  /** Stripe's publishable key; null for the offline provider. */
  publishableKey: z.nullable(z.string()),
  /** Lower case, as Stripe takes it: 'usd'. */
  currency: z.string(),
});
export type OrderPaymentConfig = z.infer<typeof orderPaymentConfigSchema>;

/**
 * POST /api/orders/{id}/payment/paypal (offline provider only): the shopper's answer on the
 * provider's PayPal approval step. The card form uses the membership payment's schemas
 * (offlineCardConfirmSchema, offlineAuthenticationSchema) at
 * /api/orders/{id}/payment/card and /api/orders/{id}/payment/authenticate, and all three answer
 * offlinePaymentResultSchema. The order becomes 'paid' only when the provider's signed event
 * arrives at POST /api/order-payments/webhook.
 */
export const offlinePayPalApprovalSchema = z.strictObject({
  clientSecret: z.string().check(z.minLength(1), z.maxLength(200)),
  approve: z.boolean(),
});
export const PAYPAL_NOT_APPROVED_MESSAGE = 'The PayPal payment was not approved.';
/** Where the provider's signed order-payment events arrive (raw body, no session). */
export const ORDER_PAYMENT_WEBHOOK_PATH = '/api/order-payments/webhook';

/** POST /api/orders/{id}/cancel: the customer's own order, until it ships. Answers the order. */
export const customerCancelSchema = z.strictObject({
  reason: z.optional(
    z.string().check(z.trim(), z.maxLength(500, 'Reason must be at most 500 characters')),
  ),
});

// ---- What one shopper may hold and send at once (cart-checkout; issue 24) --------------------

/**
 * 409 `CART_CHANGE_IN_PROGRESS`: more of one shopper's cart changes and checkouts at once than
 * the service lets wait (CART_CHANGES_PER_USER); nothing changed, the shopper may try again.
 */
export const CART_CHANGE_IN_PROGRESS_MESSAGE =
  'Another change to your cart is in progress. Please try again.';
/**
 * 409 `ORDER_CHANGE_IN_PROGRESS`: more payment steps or cancels of one order at once than the
 * service lets wait (ORDER_CHANGES_PER_ORDER); nothing changed, the shopper may try again.
 */
export const ORDER_CHANGE_IN_PROGRESS_MESSAGE =
  'Another change to this order is in progress. Please try again.';

/**
 * POST /api/orders answers 409 with one of these codes when the account's unpaid orders already
 * hold as much stock as one account may (UNPAID_ORDERS_PER_ACCOUNT, UNPAID_ITEMS_PER_ACCOUNT):
 * nothing is placed; paying for or cancelling an open order frees the room. The message says
 * how many and what to do.
 */
export const UNPAID_ORDERS_LIMIT_CODE = 'UNPAID_ORDERS_LIMIT';
export const UNPAID_ITEMS_LIMIT_CODE = 'UNPAID_ITEMS_LIMIT';
export const unpaidOrdersLimitMessage = (limit: number): string =>
  `You already have ${limit} unpaid ${limit === 1 ? 'order' : 'orders'}. Please pay for or cancel one before placing another.`;
export const unpaidItemsLimitMessage = (limit: number, held: number, ordered: number): string =>
  held === 0
    ? `An unpaid order can hold at most ${limit} items, and this one has ${ordered}. Please order fewer items.`
    : `Your unpaid orders already hold ${held} ${held === 1 ? 'item' : 'items'}; with this order's ${ordered} that is more than the ${limit} an account may hold unpaid. Please pay for or cancel an open order, or order fewer items.`;

// ---- Orders in the back office --------------------------------------------------------------

/** The staff view of an order: the customer's order plus who it belongs to. */
export const staffOrderSchema = z.extend(orderSchema, {
  userId: z.string(),
  contactEmail: z.nullable(z.string()),
  customerName: z.string(),
  /** The staff timeline names who moved the order (`actorName`, null for provider/system). */
  timeline: z.array(
    z.extend(orderTimelineEntrySchema, {
      actorId: z.nullable(z.string()),
      actorName: z.nullable(z.string()),
    }),
  ),
});
export type StaffOrder = z.infer<typeof staffOrderSchema>;

/**
 * The filters the portals show: the admin's all/pending/completed/cancelled and the employee's
 * all/new/processing/shipped/completed; 'new' is paid and not yet processing. Any lifecycle
 * status works too.
 */
export const staffOrderFilters = ['all', 'new', ...orderStatuses] as const;
export type StaffOrderFilter = (typeof staffOrderFilters)[number];
export const ADMIN_ORDER_FILTERS = ['all', 'pending', 'completed', 'cancelled'] as const;
export const EMPLOYEE_ORDER_FILTERS = ['all', 'new', 'processing', 'shipped', 'completed'] as const;

export const STAFF_PAGE_SIZE = 20;
export const MAX_STAFF_PAGE_SIZE = 100;

/**
 * GET /api/employee/orders?status=&q=&userId=&page=&pageSize= (all staff; and
 * GET /internal/staff/orders with the same query, cart-checkout). `q` matches an order number
 * (whole or its end) or the customer's email or name, case-insensitively. Newest first.
 */
export const staffOrderQuerySchema = z.strictObject({
  status: z._default(z.enum(staffOrderFilters, { error: 'Unknown order filter' }), 'all'),
  q: z.optional(
    z.string().check(z.trim(), z.maxLength(100, 'Search must be at most 100 characters')),
  ),
  userId: z.optional(z.string().check(z.trim(), z.maxLength(64))),
  page: z._default(wholeNumberParam('page', 1, 10_000), 1),
  pageSize: z._default(wholeNumberParam('pageSize', 1, MAX_STAFF_PAGE_SIZE), STAFF_PAGE_SIZE),
});
export type StaffOrderQuery = z.input<typeof staffOrderQuerySchema>;

/** Every paged staff list answers this shape. */
export const pageOf = <T extends z.core.SomeType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().check(z.int(), z.nonnegative()),
    page: z.number().check(z.int(), z.gte(1)),
    pageSize: z.number().check(z.int(), z.gte(1)),
  });
export const staffOrderPageSchema = pageOf(staffOrderSchema);
export type StaffOrderPage = z.infer<typeof staffOrderPageSchema>;

/**
 * POST /api/employee/orders/{id}/transitions: the next step. The service checks the lifecycle and
 * the caller's role (transitionPermission); shipping needs a tracking number. Answers the
 * StaffOrder. Cancelling after payment returns the stock and refunds through the provider.
 */
export const orderTransitionSchema = z
  .strictObject({
    to: z.enum(orderStatuses, { error: 'Unknown order status' }),
    trackingNumber: z.optional(trackingNumberSchema),
    note: z.optional(
      z.string().check(z.trim(), z.maxLength(500, 'Note must be at most 500 characters')),
    ),
  })
  .check(
    z.refine((t) => t.to !== 'shipped' || t.trackingNumber !== undefined, {
      message: TRACKING_NUMBER_REQUIRED_MESSAGE,
      path: ['trackingNumber'],
    }),
  );
export type OrderTransitionInput = z.input<typeof orderTransitionSchema>;

/** Who asks, as the staff service tells an internal endpoint (it checked the session). */
export const staffActorSchema = z.strictObject({
  userId: z.string().check(z.minLength(1), z.maxLength(64)),
  role: roleSchema,
  /** The staff member's full name (else username), kept in timelines and the audit log. */
  name: z.string().check(z.minLength(1), z.maxLength(100)),
});
export type StaffActor = z.infer<typeof staffActorSchema>;

/** POST /internal/staff/orders/{id}/transitions: the transition and who makes it. */
export const internalOrderTransitionSchema = z.strictObject({
  transition: orderTransitionSchema,
  actor: staffActorSchema,
});

/**
 * GET /internal/staff/order-stats?timezone= (cart-checkout): the dashboard's order figures.
 * Revenue counts paid orders (paid, processing, shipped, completed) by the day they were paid,
 * in the store's time zone, less refunds.
 */
export const orderStatsSchema = z.object({
  revenue: z.object({
    today: moneyStringSchema,
    last7Days: moneyStringSchema,
    last30Days: moneyStringSchema,
  }),
  ordersByStatus: z.record(z.enum(orderStatuses), z.number().check(z.int(), z.nonnegative())),
  /** The last 30 days, oldest first, each day in the store's time zone ('2026-11-27'). */
  daily: z.array(
    z.object({ date: z.string(), revenue: moneyStringSchema, orders: z.number().check(z.int()) }),
  ),
});
export type OrderStats = z.infer<typeof orderStatsSchema>;

/**
 * GET /api/orders/member-savings: what Direct+ saved the signed-in shopper this calendar year (the
 * shop's time zone), from their paid orders: member prices, and free shipping counted at what
 * Standard Shipping would have cost. Cancelled and unpaid orders count for nothing.
 */
export const MEMBER_SAVINGS_PATH = '/api/orders/member-savings';
export const memberSavingsSchema = z.object({
  year: z.number().check(z.int()),
  /** The paid orders counted. */
  orders: z.number().check(z.int(), z.nonnegative()),
  memberPrices: moneyStringSchema,
  freeShipping: moneyStringSchema,
  /** The orders that shipped free. */
  freeShippingOrders: z.number().check(z.int(), z.nonnegative()),
  total: moneyStringSchema,
  /** The free samples of those orders, at what each was worth (samples.ts), in the total. */
  samples: z._default(moneyStringSchema, '0.00'),
  sampleCount: z._default(z.number().check(z.int(), z.nonnegative()), 0),
});
export type MemberSavings = z.infer<typeof memberSavingsSchema>;
