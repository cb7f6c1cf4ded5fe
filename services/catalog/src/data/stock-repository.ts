import { isDuplicateKeyError } from '@coffee/service-defaults';
import { isProductId } from '@coffee/contracts';
import { Types, type Connection } from 'mongoose';
import type { ReservationRecord, StockRepository } from '../domain/ports';
import { productTotals } from '../domain/product';
import { productModel } from './product-model';
import { toRecord, toStoredVariant, type StoredProduct } from './product-repository';
import { reservationModel, type ReservationDoc } from './stock-models';

type StoredReservation = ReservationDoc & { _id: string; createdAt: Date };

const toReservation = (doc: StoredReservation): ReservationRecord => ({
  id: doc._id,
  status: doc.status as ReservationRecord['status'],
  lines: doc.lines.map((l) => ({
    productId: l.productId,
    ...(l.variantId ? { variantId: l.variantId } : {}),
    quantity: l.quantity,
    ...(l.defaulted ? { defaulted: true } : {}),
  })),
  createdAt: doc.createdAt,
  releasedAt: doc.releasedAt ?? null,
});

export function createStockRepository(connection: Connection): StockRepository {
  const Product = productModel(connection);
  const Reservation = reservationModel(connection);

  return {
    async findLevels(productIds) {
      // One primary-key lookup each (FerretDB scans the collection for `$in`). A product
      // stored before variants reads as its one 'default' variant (toRecord).
      const docs = await Promise.all(
        productIds
          .filter(isProductId)
          .map((id) => Product.findById(new Types.ObjectId(id)).lean<StoredProduct>()),
      );
      return docs.flatMap((doc) => {
        if (!doc) return [];
        const record = toRecord(doc);
        return [
          {
            id: record.id,
            name: record.name,
            variants: record.variants,
            defaultVariantId: record.defaultVariantId,
          },
        ];
      });
    },

    async setVariants(productId, variants, defaultVariantId) {
      // A plain $set of the values computed under the product's lock: never a $inc, which
      // FerretDB applies non-atomically. The variants and the spec fields derived from them go
      // in one update, so no reader sees one without the other. updatedAt tells other instances.
      const totals = productTotals(variants, defaultVariantId);
      await Product.updateOne(
        { _id: new Types.ObjectId(productId) },
        {
          $set: {
            variants: variants.map(toStoredVariant),
            defaultVariantId: totals.defaultVariantId,
            priceCents: totals.priceCents,
            inventory: totals.inventory,
            inStock: totals.inStock,
            ...(totals.originalPriceCents === null
              ? {}
              : { originalPriceCents: totals.originalPriceCents }),
          },
          ...(totals.originalPriceCents === null ? { $unset: { originalPriceCents: '' } } : {}),
        },
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
