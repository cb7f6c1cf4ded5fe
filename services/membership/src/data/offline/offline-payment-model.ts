import { billingPeriods } from '@coffee/contracts';
import { OFFLINE_PAYMENT_STATUSES, heldCardField } from '@coffee/payments';
import { Schema, type InferSchemaType } from 'mongoose';
import { modelOn } from '@coffee/service-defaults';

export const offlinePaymentStatuses = [
  ...OFFLINE_PAYMENT_STATUSES,
  // Replaced by a first payment for another period before it was paid (Stripe: the incomplete
  // subscription cancelled, its invoice voided): it can never be paid.
  'canceled',
] as const;

/** The offline test provider's payments and card setups (its stand-in for Stripe's intents). */
const offlinePaymentSchema = new Schema(
  {
    _id: { type: String, required: true },
    /** What the payment form holds; only its owner can confirm with it. */
    clientSecret: { type: String, required: true },
    userId: { type: String, required: true },
    kind: { type: String, required: true, enum: ['payment', 'setup'] },
    /**
     * A setup's purpose: a member's card for renewals ('membership', its event updates the
     * membership's card), or a card for the card book alone ('card-book', any signed-in user).
     * Rows from before this field read as 'membership'.
     */
    purpose: { type: String, enum: ['membership', 'card-book'], default: 'membership' },
    billingPeriod: { type: String, enum: [...billingPeriods, null], default: null },
    amountCents: { type: Number, default: 0 },
    status: { type: String, required: true, enum: offlinePaymentStatuses },
    /** The card waiting for the extra authentication step. */
    card: heldCardField(),
    /** Refunded in full (paid while the user was already a paying member). */
    refundedAt: { type: Date, default: null },
    createdAt: { type: Date, required: true },
  },
  { collection: 'offline_payments', versionKey: false, strict: 'throw' },
);

offlinePaymentSchema.index({ clientSecret: 1 }, { unique: true });
offlinePaymentSchema.index({ userId: 1, kind: 1, status: 1 });

/**
 * The one outcome of each payment: an insert keyed by the payment's id, which the unique _id lets
 * happen once however many confirmations (and a replacement's cancel) race: a conditional update
 * is not atomic on FerretDB. A payment whose record says `canceled` can never succeed.
 */
const offlineSuccessSchema = new Schema(
  {
    _id: { type: String, required: true },
    at: { type: Date, required: true },
    outcome: { type: String, enum: ['succeeded', 'canceled'], default: 'succeeded' },
  },
  { collection: 'offline_payment_successes', versionKey: false, strict: 'throw' },
);
export const offlineSuccessModel = modelOn('OfflinePaymentSuccess', offlineSuccessSchema);
export type OfflineSuccessModel = ReturnType<typeof offlineSuccessModel>;

export type OfflinePaymentDoc = InferSchemaType<typeof offlinePaymentSchema>;

export const offlinePaymentModel = modelOn('OfflinePayment', offlinePaymentSchema);
export type OfflinePaymentModel = ReturnType<typeof offlinePaymentModel>;
