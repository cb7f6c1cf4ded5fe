import { isDuplicateKeyError } from '@coffee/service-defaults';
import { trusted, Types, type Connection } from 'mongoose';
import type {
  RoastAllocationRecord,
  RoastBatchRecord,
  RoastBatchStore,
} from '../domain/roast-ports';
import {
  roastAllocationModel,
  roastBatchModel,
  type RoastAllocationDoc,
  type RoastBatchDoc,
} from './roast-batch-model';

type StoredBatch = RoastBatchDoc & { _id: Types.ObjectId };

const toBatch = (doc: StoredBatch): RoastBatchRecord => ({
  id: doc._id.toHexString(),
  productId: doc.productId,
  roastedOn: doc.roastedOn,
  weightGrams: doc.weightGrams,
  remainingGrams: doc.remainingGrams,
  recordedBy: { userId: doc.recordedBy.userId, name: doc.recordedBy.name },
  recordedAt: doc.recordedAt,
});

const toAllocation = (doc: RoastAllocationDoc): RoastAllocationRecord => ({
  orderId: doc.orderId,
  lines: doc.lines.map((line) => ({
    itemId: line.itemId,
    productId: line.productId,
    batchId: line.batchId,
    roastedOn: line.roastedOn,
    grams: line.grams,
  })),
  createdAt: doc.createdAt,
});

/** Batches and allocations in `roast_batches` and `roast_allocations`. */
export function createRoastBatchStore(connection: Connection): RoastBatchStore {
  const Batch = roastBatchModel(connection);
  const Allocation = roastAllocationModel(connection);
  return {
    async insert(batch) {
      const created = await Batch.create(batch);
      return toBatch(created.toObject() as StoredBatch);
    },

    async list({ productId, since }) {
      const docs = await Batch.find({
        roastedOn: trusted({ $gte: since }),
        ...(productId ? { productId } : {}),
      })
        .sort({ roastedOn: -1, recordedAt: -1 })
        .limit(1000)
        .lean<StoredBatch[]>();
      return docs.map(toBatch);
    },

    async withStock(productIds) {
      const docs = await Batch.find({
        productId: trusted({ $in: [...productIds] }),
        remainingGrams: trusted({ $gt: 0 }),
        // trusted(): the connection's sanitizeFilter would otherwise neutralise our own operators.
      })
        .sort({ roastedOn: 1, recordedAt: 1, _id: 1 })
        .lean<StoredBatch[]>();
      return docs.map(toBatch);
    },

    async setRemaining(batchId, remainingGrams) {
      await Batch.updateOne({ _id: new Types.ObjectId(batchId) }, { $set: { remainingGrams } });
    },

    async findAllocation(orderId) {
      const doc = await Allocation.findOne({ orderId }).lean<RoastAllocationDoc>();
      return doc ? toAllocation(doc) : null;
    },

    async saveAllocation(allocation) {
      try {
        await Allocation.create(allocation);
      } catch (err) {
        // Saved already (under the same locks this cannot be another allocation of the order).
        if (!isDuplicateKeyError(err)) throw err;
      }
    },
  };
}
