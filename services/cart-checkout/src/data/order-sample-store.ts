import type { Connection } from 'mongoose';
import type { OrderSampleRecord } from '../domain/order-sample';
import type { OrderSampleStore } from '../domain/free-sample';
import { orderModel, PLACING } from './order-model';
import { toObjectId } from './object-id';

/** The stored sample as the domain reads it (absent on orders without one). */
export const toSampleRecord = (
  stored: { productId: string; name: string; valueCents: number } | null | undefined,
): OrderSampleRecord | null =>
  stored ? { productId: stored.productId, name: stored.name, valueCents: stored.valueCents } : null;

/** Writes an order's free sample (issue 30, item 4) on the order being placed. */
export function createOrderSampleStore(connection: Connection): OrderSampleStore {
  const Order = orderModel(connection);
  return {
    async setSample(orderId, sample) {
      // Only while the order is still being placed: no lifecycle move writes it then (FerretDB
      // does not apply two concurrent updates of one document atomically).
      const { matchedCount } = await Order.updateOne(
        { _id: toObjectId(orderId), status: PLACING },
        { $set: { sample } },
        { runValidators: true },
      );
      return matchedCount === 1;
    },
  };
}
