import { billingPeriods } from '@coffee/contracts';
import { Schema, type InferSchemaType } from 'mongoose';
import { modelOn } from '@coffee/service-defaults';
import { pendingMailSchema } from '../mail/outbox';

const card = new Schema(
  {
    brand: { type: String, required: true },
    last4: { type: String, required: true },
    expMonth: { type: Number, required: true },
    expYear: { type: Number, required: true },
  },
  { _id: false },
);

const moneyBackTerms = new Schema(
  {
    purchaseRef: { type: String, default: null },
    firstPaidAt: { type: Date, required: true },
    payments: {
      type: [
        new Schema(
          { ref: { type: String, required: true }, amountCents: { type: Number, required: true } },
          { _id: false },
        ),
      ],
      default: [],
    },
  },
  { _id: false },
);

/** One user's Direct+ billing (domain/billing/membership-record.ts says what each field means). */
const membershipSchema = new Schema(
  {
    userId: { type: String, required: true },
    trialStartedAt: { type: Date, default: null },
    trialEndsAt: { type: Date, default: null },
    paidThrough: { type: Date, default: null },
    billingPeriod: { type: String, enum: [...billingPeriods, null], default: null },
    renewsAs: { type: String, enum: [...billingPeriods, null], default: null },
    cancelAtPeriodEnd: { type: Boolean, default: false },
    renewalFailed: { type: Boolean, default: false },
    lastPaymentAt: { type: Date, default: null },
    lastFailureAt: { type: Date, default: null },
    paymentMethod: { type: card, default: null },
    // Unset (never null) until issued, so the unique index skips it.
    membershipNumber: { type: String },
    provider: { type: String, enum: ['offline', 'stripe', null], default: null },
    providerSubscriptionId: { type: String, default: null },
    purchaseRef: { type: String, default: null },
    /** The renewal date the last reminder was for, and the end date the last "ended" mail was for. */
    remindedFor: { type: Date, default: null },
    endNoticeFor: { type: Date, default: null },
    moneyBack: { type: moneyBackTerms, default: null },
    moneyBackUsedAt: { type: Date, default: null },
    refundedPurchaseRef: { type: String, default: null },
    /** Mails recorded with the change that causes them, until the mailer relays them. */
    outbox: { type: [pendingMailSchema], default: undefined, select: false },
  },
  { collection: 'memberships', timestamps: true, strict: 'throw' },
);

membershipSchema.index({ userId: 1 }, { unique: true });
membershipSchema.index({ membershipNumber: 1 }, { unique: true, sparse: true });

export type MembershipDoc = InferSchemaType<typeof membershipSchema>;

export const membershipModel = modelOn('Membership', membershipSchema);
export type MembershipModel = ReturnType<typeof membershipModel>;
