import { productCategories, promotionKinds } from '@coffee/contracts';
import { modelOn } from '@coffee/service-defaults';
import { Schema, type InferSchemaType } from 'mongoose';

const count = { type: Number, min: 1, validate: Number.isInteger } as const;

/**
 * A promotion as the admin made it (issue 30, item 3). `codeKey` is the code, or `auto:<id>` for
 * an automatic promotion: a unique index on it keeps codes unique on FerretDB and MongoDB alike
 * without a partial index (automatic promotions have no code, and many of them may exist).
 */
const promotionSchema = new Schema(
  {
    name: { type: String, required: true },
    codeKey: { type: String, required: true },
    code: { type: String },
    kind: { type: String, required: true, enum: promotionKinds },
    percentOff: { type: Number, min: 1, max: 100, validate: Number.isInteger },
    amountOffCents: { type: Number, min: 1, validate: Number.isInteger },
    scope: {
      type: new Schema(
        {
          categories: { type: [{ type: String, enum: productCategories }], default: [] },
          productIds: { type: [String], default: [] },
          variantIds: { type: [String], default: [] },
        },
        { _id: false, strict: 'throw' },
      ),
      required: true,
    },
    membersOnly: { type: Boolean, required: true },
    minSubtotalCents: { type: Number, required: true, min: 0, validate: Number.isInteger },
    startsAt: { type: Date },
    endsAt: { type: Date },
    maxUses: count,
    maxUsesPerCustomer: count,
    paused: { type: Boolean, required: true, default: false },
    /** Who made it (the staff member's id), for the record. */
    createdBy: { type: String },
  },
  { collection: 'promotions', timestamps: true, strict: 'throw' },
);
promotionSchema.index({ codeKey: 1 }, { unique: true });

export type PromotionDoc = InferSchemaType<typeof promotionSchema>;
export const promotionModel = modelOn('Promotion', promotionSchema);

/**
 * One use of a promotion held by an order. Every use is claimed by inserting a document whose
 * `_id` names what it takes, and a unique `_id` is atomic on FerretDB and MongoDB alike (no
 * compare-and-set, which FerretDB does not make atomic):
 * - `<promotion>:n:<slot>`, slot 1..maxUses: one of the capped uses (no more than maxUses exist);
 * - `<promotion>:o:<order>`: the use of a promotion without a cap;
 * - `<promotion>:u:<user>:<k>`, k 1..maxUsesPerCustomer: one of the customer's own uses.
 * An order cancelled or expired deletes its documents, which frees its slots.
 */
const promotionUseSchema = new Schema(
  {
    _id: { type: String, required: true },
    promotionId: { type: String, required: true },
    /** 'order': counts toward the promotion's uses; 'customer': toward one customer's. */
    kind: { type: String, required: true, enum: ['order', 'customer'] },
    orderId: { type: String, required: true },
    userId: { type: String, required: true },
  },
  {
    collection: 'promotion_uses',
    timestamps: { createdAt: true, updatedAt: false },
    strict: 'throw',
  },
);
promotionUseSchema.index({ promotionId: 1, kind: 1 });
promotionUseSchema.index({ orderId: 1 });
promotionUseSchema.index({ promotionId: 1, userId: 1 });

export type PromotionUseDoc = InferSchemaType<typeof promotionUseSchema>;
export const promotionUseModel = modelOn('PromotionUse', promotionUseSchema);

/** The code a shopper keeps on their cart until they order or take it off (`_id`: the user). */
const cartCodeSchema = new Schema(
  {
    _id: { type: String, required: true },
    code: { type: String, required: true },
  },
  { collection: 'cart_promotion_codes', timestamps: true, strict: 'throw' },
);
export const cartCodeModel = modelOn('CartPromotionCode', cartCodeSchema);
