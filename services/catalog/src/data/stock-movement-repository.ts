import { Schema, type Connection } from 'mongoose';
import type { StockMovement, StockMovementLog } from '../domain/ports';
import { modelOn } from '@coffee/service-defaults';

/**
 * Every staff stock change, one document per product changed: inserts only (an append-only
 * log needs no atomic update, which FerretDB does not give).
 */
const stockMovementSchema = new Schema(
  {
    productId: { type: String, required: true },
    /** The variant whose stock changed (absent on movements from before variants). */
    variantId: { type: String },
    before: { type: Number, required: true },
    after: { type: Number, required: true },
    delta: { type: Number, required: true },
    reason: { type: String, required: true },
    actor: {
      type: new Schema(
        {
          userId: { type: String, required: true },
          role: { type: String, required: true },
          name: { type: String, required: true },
        },
        { _id: false },
      ),
      required: true,
    },
    at: { type: Date, required: true },
  },
  { collection: 'stock_movements', versionKey: false, strict: 'throw' },
);
stockMovementSchema.index({ productId: 1, at: -1 });

const stockMovementModel = modelOn('StockMovement', stockMovementSchema);

export function createStockMovementLog(connection: Connection): StockMovementLog {
  const Movement = stockMovementModel(connection);
  return {
    async record(movements) {
      if (movements.length > 0) await Movement.insertMany(movements);
    },
    async forProduct(productId) {
      const docs = await Movement.find({ productId })
        .sort({ at: -1, _id: -1 })
        .lean<StockMovement[]>();
      return docs.map(({ productId: id, variantId, before, after, delta, reason, actor, at }) => ({
        productId: id,
        ...(variantId ? { variantId } : {}),
        before,
        after,
        delta,
        reason,
        actor: { userId: actor.userId, role: actor.role, name: actor.name },
        at,
      }));
    },
  };
}
