import type { Connection } from 'mongoose';
import type { RoastDateStore } from '../domain/roast-allocation';
import { toObjectId } from './object-id';
import { orderItemModel } from './order-item-model';

/** The roast day of each shipped coffee line, on its order item. */
export function createRoastDateStore(connection: Connection): RoastDateStore {
  const Item = orderItemModel(connection);
  return {
    async setRoastDates(orderId, dates) {
      const order = toObjectId(orderId);
      for (const [itemId, roastedOn] of dates) {
        // Under the order's lock: the one writer of its items now.
        await Item.updateOne({ _id: toObjectId(itemId), orderId: order }, { $set: { roastedOn } });
      }
    },

    async roastDays(orderId) {
      const items = await Item.find({ orderId: toObjectId(orderId) }, { roastedOn: 1 }).lean<
        { roastedOn?: string | null }[]
      >();
      const days = items.flatMap((item) => (item.roastedOn ? [item.roastedOn] : []));
      return [...new Set(days)].sort();
    },
  };
}
