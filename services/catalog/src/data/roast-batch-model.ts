import { Schema, type Connection, type InferSchemaType, type Model } from 'mongoose';

/** One roast batch of one coffee: what was roasted, and how much of it has not shipped. */
const roastBatchSchema = new Schema(
  {
    productId: { type: String, required: true },
    /** YYYY-MM-DD in the shop's time zone: sorts as it reads. */
    roastedOn: { type: String, required: true },
    weightGrams: { type: Number, required: true, min: 1 },
    remainingGrams: { type: Number, required: true, min: 0 },
    recordedBy: {
      type: new Schema(
        { userId: { type: String, required: true }, name: { type: String, required: true } },
        { _id: false },
      ),
      required: true,
    },
    recordedAt: { type: Date, required: true },
    /** The demo week's idempotency key (seeding); absent on batches staff record. */
    seedKey: { type: String },
  },
  { collection: 'roast_batches', versionKey: false, strict: 'throw' },
);
roastBatchSchema.index({ productId: 1, roastedOn: 1 });
roastBatchSchema.index({ roastedOn: -1 });
roastBatchSchema.index({ seedKey: 1 }, { unique: true, sparse: true });
export type RoastBatchDoc = InferSchemaType<typeof roastBatchSchema>;

/** Which batch each coffee line of a shipped order came from: one document per order. */
const roastAllocationSchema = new Schema(
  {
    orderId: { type: String, required: true },
    lines: [
      new Schema(
        {
          itemId: { type: String, required: true },
          productId: { type: String, required: true },
          batchId: { type: String, required: true },
          roastedOn: { type: String, required: true },
          grams: { type: Number, required: true },
        },
        { _id: false },
      ),
    ],
    createdAt: { type: Date, required: true },
  },
  { collection: 'roast_allocations', versionKey: false, strict: 'throw' },
);
roastAllocationSchema.index({ orderId: 1 }, { unique: true });
export type RoastAllocationDoc = InferSchemaType<typeof roastAllocationSchema>;

export function roastBatchModel(connection: Connection): Model<RoastBatchDoc> {
  return (
    (connection.models.RoastBatch as Model<RoastBatchDoc> | undefined) ??
    connection.model<RoastBatchDoc>('RoastBatch', roastBatchSchema)
  );
}

export function roastAllocationModel(connection: Connection): Model<RoastAllocationDoc> {
  return (
    (connection.models.RoastAllocation as Model<RoastAllocationDoc> | undefined) ??
    connection.model<RoastAllocationDoc>('RoastAllocation', roastAllocationSchema)
  );
}
