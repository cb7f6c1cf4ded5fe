import { Schema, type InferSchemaType } from 'mongoose';
import { modelOn } from '@coffee/service-defaults';

/**
 * The free-sample pool (issue 30, item 4): one document per coffee, keyed by the product id.
 * `count` is what is free to give, `reserved` what orders hold. Both are written with a plain
 * $set of values computed under the coffee's sample lock (never $inc: FerretDB 1.24 applies
 * concurrent updates of one document non-atomically).
 */
const samplePoolSchema = new Schema(
  {
    _id: { type: String, required: true },
    count: { type: Number, required: true, min: 0, validate: Number.isInteger },
    reserved: { type: Number, required: true, min: 0, default: 0, validate: Number.isInteger },
    updatedBy: { type: String, default: null },
  },
  {
    collection: 'sample_pool',
    versionKey: false,
    strict: 'throw',
    timestamps: { createdAt: false, updatedAt: true },
  },
);
export type SamplePoolDoc = InferSchemaType<typeof samplePoolSchema>;
export const samplePoolModel = modelOn('SamplePool', samplePoolSchema);

/**
 * One document per sample reservation id (the order id): its unique _id makes an order take a
 * sample at most once, on MongoDB and FerretDB alike. A release of an id never seen stores a
 * tombstone (released, no product) so a late reservation under it takes nothing.
 */
const sampleReservationSchema = new Schema(
  {
    _id: { type: String, required: true },
    status: { type: String, required: true, enum: ['held', 'released'] },
    productId: { type: String, default: null },
    productName: { type: String, default: null },
    releasedAt: { type: Date, default: null },
  },
  {
    collection: 'sample_reservations',
    versionKey: false,
    strict: 'throw',
    timestamps: { createdAt: true, updatedAt: false },
  },
);
export type SampleReservationDoc = InferSchemaType<typeof sampleReservationSchema>;
export const sampleReservationModel = modelOn('SampleReservation', sampleReservationSchema);
