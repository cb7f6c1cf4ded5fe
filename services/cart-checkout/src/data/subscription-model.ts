import {
  bagSizes,
  deliveryOutcomes,
  grinds,
  planKinds,
  pauseReasons,
  staffSubscriptionActions,
  subscriptionStatuses,
} from '@coffee/contracts';
import { Schema, type InferSchemaType } from 'mongoose';
import { modelOn } from '@coffee/service-defaults';
import { pendingMailSchema } from '../mail/outbox';

const address = new Schema(
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

/** The coffee a delivery sends, with its names when chosen (to name it once it is retired). */
const item = new Schema(
  {
    productId: { type: String, required: true },
    variantId: { type: String, required: true },
    productName: { type: String, required: true },
    variantLabel: { type: String, required: true },
    quantity: { type: Number, required: true },
    frequencyWeeks: { type: Number, required: true },
    /** A plan's kind and box, and the subscriber's grind (plans.ts); absent: a coffee. */
    plan: {
      type: new Schema(
        {
          kind: { type: String, required: true, enum: planKinds },
          grind: { type: String, required: true, enum: grinds },
          bagSize: { type: String, required: true, enum: bagSizes },
          bags: { type: Number, required: true },
        },
        { _id: false, strict: 'throw' },
      ),
      default: null,
    },
  },
  { _id: false, strict: 'throw' },
);

/** What a change made while the next delivery was locked does from the delivery after. */
const pending = new Schema(
  {
    fromCycle: { type: Number, required: true },
    item: { type: item },
    shippingAddress: { type: address },
    /** Pause from `fromCycle`: until a day, or indefinitely (null). */
    pause: { type: new Schema({ until: { type: String } }, { _id: false, strict: 'throw' }) },
    cancel: { type: Boolean },
  },
  { _id: false, strict: 'throw' },
);

const delivery = new Schema(
  {
    cycle: { type: Number, required: true },
    on: { type: String, required: true },
    outcome: { type: String, required: true, enum: deliveryOutcomes },
    orderId: { type: String },
    orderNumber: { type: String },
    totalCents: { type: Number },
    note: { type: String },
    memberPrice: { type: Boolean },
    /** A plan's delivery: the coffee it sent. */
    coffee: {
      type: new Schema(
        { productId: { type: String, required: true }, name: { type: String, required: true } },
        { _id: false, strict: 'throw' },
      ),
      default: null,
    },
    at: { type: Date, required: true },
  },
  { _id: false, strict: 'throw' },
);

/**
 * One Subscribe & Save subscription. Every write happens under the subscription's lease
 * (subscription_locks), so the scheduler and the customer never write over each other; the
 * delivery orders themselves are once-only by their idempotency key (subscription, cycle,
 * attempt) in the orders' unique index, whatever happens to a lease.
 */
const subscriptionSchema = new Schema(
  {
    userId: { type: String, required: true },
    /** The Idempotency-Key of the POST that started it: a retry answers the same subscription. */
    createKey: { type: String, required: true },
    status: { type: String, required: true, enum: subscriptionStatuses },
    pauseReason: { type: String, enum: [...pauseReasons, null], default: null },
    pausedUntil: { type: String, default: null },
    item: { type: item, required: true },
    pending: { type: pending, default: null },
    /** The next delivery's number (1 for the first); with the attempt, its order's key. */
    cycle: { type: Number, required: true },
    /** The next delivery's day; null when cancelled or paused indefinitely. */
    nextDeliveryOn: { type: String, default: null },
    /** When the scheduler charges it (the start of its charge day, or a retry's time). */
    nextChargeAt: { type: Date, default: null },
    skipCycles: { type: [Number], default: [] },
    shippingAddress: { type: address, required: true },
    card: {
      type: new Schema(
        {
          id: { type: String, required: true },
          brand: { type: String, required: true },
          last4: { type: String, required: true },
        },
        { _id: false, strict: 'throw' },
      ),
      required: true,
    },
    /** Charges tried for this cycle: with the cycle, the key of the next try's order. */
    attempt: { type: Number, required: true, default: 0 },
    /** The failed charges of this cycle being retried, and the last one's message. */
    dunning: {
      type: new Schema(
        { failures: { type: Number, required: true }, message: { type: String, required: true } },
        { _id: false, strict: 'throw' },
      ),
      default: null,
    },
    deliveries: { type: [delivery], default: [] },
    cancelledAt: { type: Date, default: null },
    /** A gift's recipient and prepaid deliveries, written once at purchase; absent: not a gift. */
    gift: {
      type: new Schema(
        {
          recipientName: { type: String, required: true },
          recipientEmail: { type: String, required: true },
          message: { type: String, default: null },
          deliveries: { type: Number, required: true },
          purchaseOrderId: { type: String, required: true },
        },
        { _id: false, strict: 'throw' },
      ),
      default: undefined,
    },
    /** Its mails, recorded in the same update as the change that causes them (the mailer relays them). */
    outbox: { type: [pendingMailSchema], default: undefined, select: false },
    /** What staff did to it and why (pause, cancel), oldest first; absent until the first. */
    staffNotes: {
      type: [
        new Schema(
          {
            at: { type: Date, required: true },
            action: { type: String, required: true, enum: staffSubscriptionActions },
            reason: { type: String, required: true },
            staffId: { type: String, required: true },
            staffName: { type: String },
          },
          { _id: false, strict: 'throw' },
        ),
      ],
      default: undefined,
    },
  },
  { collection: 'subscriptions', timestamps: true, versionKey: false, strict: 'throw' },
);

subscriptionSchema.index({ userId: 1, createKey: 1 }, { unique: true });
subscriptionSchema.index({ userId: 1, createdAt: -1 });
// The scheduler's question: which subscriptions are due now.
subscriptionSchema.index({ nextChargeAt: 1 });

export type SubscriptionDoc = InferSchemaType<typeof subscriptionSchema>;
export const subscriptionModel = modelOn('Subscription', subscriptionSchema);
export type SubscriptionModel = ReturnType<typeof subscriptionModel>;
