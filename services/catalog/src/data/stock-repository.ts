import { isDuplicateKeyError } from '@coffee/service-defaults';
import { isProductId } from '@coffee/contracts';
import { Types, type Connection } from 'mongoose';
import type { ReservationRecord, StockRepository } from '../domain/ports';
import { productModel } from './product-model';
import { reservationModel, type ReservationDoc } from './stock-models';

type StoredReservation = ReservationDoc & { _id: string; createdAt: Date };

const toReservation = (doc: StoredReservation): ReservationRecord => ({
  id: doc._id,
  status: doc.status as ReservationRecord['status'],
  lines: doc.lines.map((l) => ({ productId: l.productId, quantity: l.quantity })),
  createdAt: doc.createdAt,
  releasedAt: doc.releasedAt ?? null,
});

export function createStockRepository(connection: Connection): StockRepository {
  const Product = productModel(connection);
  const Reservation = reservationModel(connection);

  return {
    async findLevels(productIds) {
      // One primary-key lookup each (FerretDB scans the collection for `$in`).
      const docs = await Promise.all(
        productIds.filter(isProductId).map((id) =>
          Product.findById(new Types.ObjectId(id), { name: 1, inventory: 1, inStock: 1 }).lean<{
            _id: Types.ObjectId;
            name: string;
            inventory: number;
            inStock: boolean;
          }>(),
        ),
      );
      return docs.flatMap((doc) =>
        doc
          ? [
              {
                id: doc._id.toHexString(),
                name: doc.name,
                inventory: doc.inventory,
                inStock: doc.inStock,
              },
            ]
          : [],
      );
    },

    async setLevel(productId, { inventory, inStock }) {
      // A plain $set of the value computed under the product's lock: never a $inc, which
      // FerretDB applies non-atomically. updatedAt (timestamps) tells other instances.
      await Product.updateOne(
        { _id: new Types.ObjectId(productId) },
        { $set: { inventory, inStock } },
        { runValidators: true },
      );
    },

    async findReservation(id) {
      const doc = await Reservation.findById(id).lean<StoredReservation>();
      return doc ? toReservation(doc) : null;
    },

    async insertReservation({ id, status, lines, releasedAt }) {
      try {
        await Reservation.create({ _id: id, status, lines, releasedAt });
        return 'inserted';
      } catch (err) {
        if (isDuplicateKeyError(err)) return 'exists';
        throw err;
      }
    },

    async markReleased(id, at) {
      await Reservation.updateOne({ _id: id }, { $set: { status: 'released', releasedAt: at } });
    },
  };
}
