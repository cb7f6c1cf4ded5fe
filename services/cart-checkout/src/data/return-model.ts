import { returnReasons, returnResolutions, returnStatuses } from '@coffee/contracts';
import { Schema, type InferSchemaType } from 'mongoose';
import { modelOn } from '@coffee/service-defaults';

const cents = { type: Number, required: true, min: 0, validate: Number.isInteger } as const;

/** One order line in a return, as it was charged (a snapshot: the order line never changes). */
const returnLineSchema = new Schema(
  {
    itemId: { type: String, required: true },
    productId: { type: String, required: true },
    variantId: { type: String },
    name: { type: String, required: true },
    variantLabel: { type: String, default: '' },
    imageUrl: { type: String },
    quantity: { type: Number, required: true, min: 1, validate: Number.isInteger },
    priceCents: cents,
    /** What the lines' units are worth back: price less their promotion share, plus their tax. */
    refundCents: cents,
    tasteGuarantee: { type: Boolean, required: true },
    /** Set when received: how many went back to stock. */
    resellable: { type: Number, min: 0, validate: Number.isInteger },
  },
  { _id: false, strict: 'throw' },
);

const returnEventSchema = new Schema(
  {
    status: { type: String, required: true, enum: returnStatuses },
    at: { type: Date, required: true },
    by: { type: String, required: true, enum: ['customer', 'staff'] },
    actorId: { type: String },
    actorName: { type: String },
    note: { type: String },
  },
  { _id: false, strict: 'throw' },
);

const orderReturnSchema = new Schema(
  {
    orderId: { type: String, required: true },
    userId: { type: String, required: true },
    orderNumber: { type: String, required: true },
    status: { type: String, required: true, enum: returnStatuses },
    reason: { type: String, required: true, enum: returnReasons },
    comment: { type: String },
    resolution: { type: String, required: true, enum: returnResolutions },
    needsReceipt: { type: Boolean, required: true },
    lines: { type: [returnLineSchema], required: true },
    refusedReason: { type: String },
    /**
     * The refund, written before the provider is asked (with its amount), then its ref: a step
     * retried after a crash asks the provider again for the same amount under the same key.
     */
    refund: {
      type: new Schema(
        {
          cents,
          startedAt: { type: Date, required: true },
          ref: { type: String },
          at: { type: Date },
        },
        { _id: false, strict: 'throw' },
      ),
    },
    /** A replaced return's order (the fresh coffee, a paid order at $0). */
    replacement: {
      type: new Schema(
        {
          orderId: { type: String, required: true },
          orderNumber: { type: String, required: true },
        },
        { _id: false, strict: 'throw' },
      ),
    },
    events: { type: [returnEventSchema], required: true },
  },
  { collection: 'order_returns', timestamps: true, strict: 'throw' },
);
orderReturnSchema.index({ orderId: 1, createdAt: -1 });
orderReturnSchema.index({ status: 1, createdAt: 1 });

/**
 * One document per returned unit of an order line: the unique index is what refuses a second
 * return of the same units, across instances and requests at the same moment (a unique insert
 * holds on FerretDB, a conditional update does not).
 */
const returnUnitSchema = new Schema(
  {
    orderId: { type: String, required: true },
    itemId: { type: String, required: true },
    unit: { type: Number, required: true, min: 1, validate: Number.isInteger },
    returnId: { type: String, required: true },
  },
  { collection: 'order_return_units', versionKey: false, strict: 'throw' },
);
returnUnitSchema.index({ itemId: 1, unit: 1 }, { unique: true });
returnUnitSchema.index({ orderId: 1 });
returnUnitSchema.index({ returnId: 1 });

export type OrderReturnDoc = InferSchemaType<typeof orderReturnSchema>;
export const orderReturnModel = modelOn('OrderReturn', orderReturnSchema);
export const returnUnitModel = modelOn('OrderReturnUnit', returnUnitSchema);
