import { paymentMethods } from '@coffee/contracts';
import { OFFLINE_PAYMENT_STATUSES, heldCardField } from '@coffee/payments';
import { Schema, type InferSchemaType } from 'mongoose';
import { modelOn } from '@coffee/service-defaults';

/** The offline test provider's order payments (its stand-in for Stripe's PaymentIntents). */
const offlineOrderPaymentSchema = new Schema(
  {
    _id: { type: String, required: true },
    /** What the payment form holds; only the order's owner can confirm with it. */
    clientSecret: { type: String, required: true },
    orderId: { type: String, required: true },
    userId: { type: String, required: true },
    amountCents: { type: Number, required: true },
    currency: { type: String, required: true },
    method: { type: String, required: true, enum: paymentMethods },
    status: { type: String, required: true, enum: OFFLINE_PAYMENT_STATUSES },
    /** The card waiting for the extra authentication step. */
    card: heldCardField(),
    /** The card that paid (brand and last four, as Stripe's charge reports them). */
    paidWith: {
      type: new Schema({ brand: String, last4: String }, { _id: false }),
      default: null,
    },
    createdAt: { type: Date, required: true },
  },
  { collection: 'offline_order_payments', versionKey: false, strict: 'throw' },
);
offlineOrderPaymentSchema.index({ clientSecret: 1 }, { unique: true });
offlineOrderPaymentSchema.index({ orderId: 1, status: 1 });
export type OfflineOrderPaymentDoc = InferSchemaType<typeof offlineOrderPaymentSchema>;

/**
 * Once-only facts, each an insert under a unique _id (a conditional update is not atomic on
 * FerretDB): `success:<payment>` (one success per payment however many confirmations race) and
 * `refund:<order>:<payment>` (one refund per order and payment however often it is asked for),
 * `refund:<order>:<payment>:<key>` (one per return: a return's partial refund).
 */
const offlineOnceSchema = new Schema(
  {
    _id: { type: String, required: true },
    at: { type: Date, required: true },
    amountCents: { type: Number, default: 0 },
    ref: { type: String, required: true },
  },
  { collection: 'offline_order_payment_once', versionKey: false, strict: 'throw' },
);
export type OfflineOnceDoc = InferSchemaType<typeof offlineOnceSchema>;

export const offlineOrderPaymentModel = modelOn('OfflineOrderPayment', offlineOrderPaymentSchema);
export const offlineOnceModel = modelOn('OfflineOrderPaymentOnce', offlineOnceSchema);
export type OfflineOrderPaymentModel = ReturnType<typeof offlineOrderPaymentModel>;
export type OfflineOnceModel = ReturnType<typeof offlineOnceModel>;
