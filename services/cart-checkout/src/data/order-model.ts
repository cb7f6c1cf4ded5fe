import {
  orderActorKinds,
  orderPaymentStatuses,
  orderStatuses,
  paymentMethods,
  promotionKinds,
  returnStatuses,
  shippingMethods,
} from '@coffee/contracts';
import { Schema, type InferSchemaType } from 'mongoose';
import { modelOn } from '@coffee/service-defaults';
import { pendingMailSchema } from '../mail/outbox';

/**
 * 'placing' is internal: the order exists only to claim its idempotency key and to be the stock
 * reservation's id while it is being placed. No API answer ever shows a 'placing' order.
 */
export const PLACING = 'placing';
export const storedOrderStatuses = [PLACING, ...orderStatuses] as const;

const cents = { type: Number, required: true, min: 0, validate: Number.isInteger } as const;

/** The checkout shipping form; also used for the billing address. */
const addressSchema = new Schema(
  {
    firstName: { type: String, required: true },
    lastName: { type: String, required: true },
    address: { type: String, required: true },
    city: { type: String, required: true },
    state: { type: String, required: true },
    zipCode: { type: String, required: true },
    phone: { type: String },
  },
  { _id: false, strict: 'throw' },
);

/** What the provider says about the order's money (the contracts' orderPaymentSchema, in cents). */
const paymentSchema = new Schema(
  {
    status: { type: String, required: true, enum: orderPaymentStatuses, default: 'unpaid' },
    provider: { type: String, enum: ['stripe', 'offline'] },
    /** The provider's payment (PaymentIntent id / offpi_…): what a refund gives back. */
    ref: { type: String },
    failureMessage: { type: String },
    paidAt: { type: Date },
    paidCents: { type: Number },
    refundedAt: { type: Date },
    refundedCents: { type: Number },
    refundRef: { type: String },
    /** The card the provider says paid (brand as it names it, last four digits); not for PayPal. */
    card: {
      type: new Schema(
        { brand: { type: String, required: true }, last4: { type: String, required: true } },
        { _id: false, strict: 'throw' },
      ),
    },
  },
  { _id: false, strict: 'throw' },
);

/** One move of the order's status: who (kind, id, name) and when. */
const timelineEntrySchema = new Schema(
  {
    status: { type: String, required: true, enum: orderStatuses },
    at: { type: Date, required: true },
    by: { type: String, required: true, enum: orderActorKinds },
    actorId: { type: String },
    actorName: { type: String },
    note: { type: String },
    /** A return's step (cart-checkout returns); absent for the order's own moves. */
    returnStatus: { type: String, enum: returnStatuses },
  },
  { _id: false, strict: 'throw' },
);

const orderSchema = new Schema(
  {
    userId: { type: String, required: true },
    orderNumber: { type: String, required: true, trim: true },
    status: { type: String, required: true, enum: storedOrderStatuses, default: 'pending' },
    /** The client's Idempotency-Key: one order per user and key, however often it is sent. */
    idempotencyKey: { type: String, required: true },
    /** Hash of the request body, to refuse the same key sent with different order details. */
    requestHash: { type: String, required: true },
    /** Integer cents, computed once from the catalog's prices when the order is placed. */
    subtotalCents: cents,
    /** Member prices' savings, in the subtotal already; absent on orders before member prices. */
    memberSavingsCents: { type: Number, min: 0, validate: Number.isInteger },
    /** The promotion's discount on the lines (issue 30); absent without one. */
    discountCents: { type: Number, min: 0, validate: Number.isInteger },
    /** The promotion applied: its id (the use in promotion_uses), code, name and kind. */
    promotion: {
      type: new Schema(
        {
          id: { type: String, required: true },
          code: { type: String },
          name: { type: String, required: true },
          kind: { type: String, required: true, enum: promotionKinds },
        },
        { _id: false, strict: 'throw' },
      ),
    },
    shippingCents: cents,
    taxCents: cents,
    totalCents: cents,
    shippingAddress: { type: addressSchema, required: true },
    /**
     * The account's email when the order was placed, so a guest can track the order by it
     * (POST /api/orders/track). Absent when the account service could not say.
     */
    contactEmail: { type: String },
    /** A Direct+ order's free 2 oz sample (issue 30, item 4: free-sample.ts); absent when none. */
    sample: {
      type: new Schema(
        {
          productId: { type: String, required: true },
          name: { type: String, required: true },
          valueCents: { type: Number, required: true, min: 0, validate: Number.isInteger },
        },
        { _id: false, strict: 'throw' },
      ),
    },
    billingAddress: { type: addressSchema },
    paymentMethod: { type: String, required: true, enum: paymentMethods },
    shippingMethod: { type: String, required: true, enum: shippingMethods },
    trackingNumber: { type: String },
    notes: { type: String },
    /** Set when placing failed but the stock could not be given back yet: the sweeper retries. */
    failedAt: { type: Date },
    payment: { type: paymentSchema },
    /** The moves after placing, oldest first (the placing itself is `createdAt`). */
    timeline: { type: [timelineEntrySchema], default: undefined },
    /**
     * While pending and unpaid: when it is cancelled and its stock returns (ORDER_HOLD_MINUTES
     * after placing, extended once when its payment starts). Orders placed before this field
     * existed have none: they expire UNPAID_ORDER_TTL_MINUTES after placing.
     */
    holdUntil: { type: Date },
    /** When the payment step extended the hold (once per order). */
    holdExtendedAt: { type: Date },
    /** Cancelled because it was not paid in time. */
    expiredAt: { type: Date },
    /** Cancelled, and its stock reservation still has to be given back (the sweeper retries). */
    stockToRelease: { type: Boolean },
    /**
     * Paid or cancelled, and the catalog not yet told (its reviews' Verified Purchase marks of
     * this user's products are asked again): the sweeper retries until it answers.
     */
    reviewsToRecheck: { type: Boolean },
    /** Direct+ active when staff marked it delivered (completed): the 60-day return window. */
    memberAtDelivery: { type: Boolean },
    /**
     * The customer's mails of the moves (issue 27), kept after the relay as the order's mail
     * history; never read with the order (their bodies would weigh on every list).
     */
    outbox: { type: [pendingMailSchema], default: undefined, select: false },
  },
  { collection: 'orders', timestamps: true, strict: 'throw' },
);

orderSchema.index({ orderNumber: 1 }, { unique: true });
// The idempotency claim: inserting a second order with the same user and key fails atomically,
// which FerretDB enforces as reliably as MongoDB (unlike concurrent updates).
orderSchema.index({ userId: 1, idempotencyKey: 1 }, { unique: true });
orderSchema.index({ userId: 1, createdAt: -1 });
orderSchema.index({ status: 1, createdAt: 1 });
orderSchema.index({ status: 1, holdUntil: 1 });
orderSchema.index({ userId: 1, status: 1 });
orderSchema.index({ reviewsToRecheck: 1 }, { sparse: true });
orderSchema.index({ 'payment.ref': 1 });
orderSchema.index({ 'payment.paidAt': 1 });

export type OrderDoc = InferSchemaType<typeof orderSchema>;

export const orderModel = modelOn('Order', orderSchema);
export type OrderModel = ReturnType<typeof orderModel>;
