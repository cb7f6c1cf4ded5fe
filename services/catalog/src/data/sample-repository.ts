import { isDuplicateKeyError } from '@coffee/service-defaults';
import type { Connection } from 'mongoose';
import type {
  SampleLevel,
  SampleRepository,
  SampleReservationRecord,
} from '../domain/sample-ports';
import {
  samplePoolModel,
  sampleReservationModel,
  type SamplePoolDoc,
  type SampleReservationDoc,
} from './sample-models';

type StoredLevel = SamplePoolDoc & { _id: string; updatedAt?: Date };
type StoredReservation = SampleReservationDoc & { _id: string; createdAt: Date };

const toLevel = (doc: StoredLevel): SampleLevel => ({
  productId: doc._id,
  count: doc.count,
  reserved: doc.reserved ?? 0,
  updatedAt: doc.updatedAt ?? null,
});

const toReservation = (doc: StoredReservation): SampleReservationRecord => ({
  id: doc._id,
  status: doc.status as SampleReservationRecord['status'],
  productId: doc.productId ?? null,
  productName: doc.productName ?? null,
  createdAt: doc.createdAt,
  releasedAt: doc.releasedAt ?? null,
});

/** The sample pool and its reservations (src/data/sample-models.ts). */
export function createSampleRepository(connection: Connection): SampleRepository {
  const Pool = samplePoolModel(connection);
  const Reservation = sampleReservationModel(connection);

  return {
    async listLevels() {
      // A few dozen coffees at most: the whole collection.
      const docs = await Pool.find({}).lean<StoredLevel[]>();
      return docs.map(toLevel);
    },

    async findLevel(productId) {
      const doc = await Pool.findById(productId).lean<StoredLevel>();
      return doc ? toLevel(doc) : null;
    },

    async setLevel(productId, level, updatedBy) {
      // A plain $set of figures computed under the coffee's sample lock (see sample-models.ts).
      await Pool.updateOne(
        { _id: productId },
        {
          $set: {
            count: level.count,
            reserved: level.reserved,
            ...(updatedBy === undefined ? {} : { updatedBy }),
          },
        },
        { upsert: true, runValidators: true },
      );
    },

    async findReservation(id) {
      const doc = await Reservation.findById(id).lean<StoredReservation>();
      return doc ? toReservation(doc) : null;
    },

    async insertReservation({ id, status, productId, productName, releasedAt }) {
      try {
        await Reservation.create({ _id: id, status, productId, productName, releasedAt });
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
