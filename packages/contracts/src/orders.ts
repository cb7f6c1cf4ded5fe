import { z } from 'zod';
import { moneyStringSchema } from './money';

/** Checkout shipping form (spec, sections 2 and 5): all required but phone. */
export const REQUIRED_FIELDS_MESSAGE = 'Please fill out all required fields';
const required = (max: number) =>
  z
    .string({ error: REQUIRED_FIELDS_MESSAGE })
    .trim()
    .min(1, REQUIRED_FIELDS_MESSAGE)
    .max(max, `Must be at most ${max} characters`);

export const shippingAddressSchema = z.strictObject({
  firstName: required(100),
  lastName: required(100),
  address: required(200),
  city: required(100),
  state: required(100),
  zipCode: required(20),
  phone: z
    .string()
    .trim()
    .max(40, 'Must be at most 40 characters')
    .optional()
    .transform((v) => (v ? v : undefined)),
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
  shippingCents: number;
  taxCents: number;
  totalCents: number;
}

/**
 * The one place totals are computed, by the checkout summary and by the order service alike.
 * Integer cents throughout; tax is rounded half up to the cent.
 */
export function orderTotals(subtotalCents: number, shippingMethod: ShippingMethod): OrderTotals {
  const shippingCents = SHIPPING_METHODS[shippingMethod].priceCents;
  const taxCents = Math.round((subtotalCents * TAX_RATE_PERCENT) / 100);
  return {
    subtotalCents,
    shippingCents,
    taxCents,
    totalCents: subtotalCents + shippingCents + taxCents,
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
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'Idempotency-Key must be 8 to 100 letters, digits, - or _');

export const orderStatuses = [
  'pending',
  'processing',
  'shipped',
  'completed',
  'cancelled',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const orderItemSchema = z.object({
  id: z.string(),
  productId: z.string(),
  /** Name, image and unit size as they were when ordered. */
  name: z.string(),
  imageUrl: z.string().nullable(),
  unitSize: z.string().nullable(),
  quantity: z.number().int().min(1),
  /** Unit price charged, "12.99". */
  price: moneyStringSchema,
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** GET /api/orders (newest first), GET /api/orders/{id}, and the answer of POST /api/orders. */
export const orderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  status: z.enum(orderStatuses),
  items: z.array(orderItemSchema),
  subtotal: moneyStringSchema,
  shippingCost: moneyStringSchema,
  tax: moneyStringSchema,
  total: moneyStringSchema,
  shippingMethod: shippingMethodSchema,
  paymentMethod: paymentMethodSchema,
  shippingAddress: shippingAddressSchema,
  trackingNumber: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
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
  total: z.number().int().nonnegative(),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
});
export type OrderPage = z.infer<typeof orderPageSchema>;

/**
 * GET /internal/users/{userId}/purchases/{productId} (catalog -> cart-checkout, internal token):
 * whether the user has an order, not cancelled, with this product (a verified purchase).
 */
export const purchaseCheckSchema = z.object({ purchased: z.boolean() });
export type PurchaseCheck = z.infer<typeof purchaseCheckSchema>;
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
    .trim()
    .toUpperCase()
    .min(1, ORDER_NUMBER_REQUIRED_MESSAGE)
    .regex(ORDER_NUMBER_PATTERN, ORDER_NUMBER_FORMAT_MESSAGE),
  contact: z
    .string({ error: TRACKING_CONTACT_REQUIRED_MESSAGE })
    .trim()
    .min(1, TRACKING_CONTACT_REQUIRED_MESSAGE)
    .max(254, TRACKING_CONTACT_FORMAT_MESSAGE)
    .refine(
      (value) =>
        value.includes('@') ? emailShape.safeParse(value).success : POSTAL_CODE.test(value),
      TRACKING_CONTACT_FORMAT_MESSAGE,
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
  trackingNumber: z.string().nullable(),
  /** The sum of the quantities ordered. */
  itemCount: z.number().int().min(0),
});
export type OrderTracking = z.infer<typeof orderTrackingSchema>;
