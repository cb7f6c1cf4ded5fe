import { storeHoursSchema } from '@coffee/contracts';
import { isDuplicateKeyError } from '@coffee/service-defaults';
import type { Connection, Types } from 'mongoose';
import { z } from 'zod';
import type { StoreRecord, StoreRepository } from '../domain/review-ports';
import { storeModel, type StoreDoc } from './store-model';
import { demoStores, type NewStore } from './seed/demo-stores';

type StoredStore = StoreDoc & { _id: Types.ObjectId };

const toStore = (doc: StoredStore): StoreRecord => ({
  id: doc._id.toHexString(),
  name: doc.name,
  address: doc.address,
  city: doc.city,
  state: doc.state,
  zipCode: doc.zipCode,
  country: doc.country,
  phone: doc.phone,
  email: doc.email ?? null,
  // Parsed, so a hand-edited document with bad hours shows as closed that day, not as a crash.
  hours: z.catch(storeHoursSchema, () => emptyWeek()).parse(doc.hours),
  timeZone: doc.timeZone,
  latitude: doc.latitude ?? null,
  longitude: doc.longitude ?? null,
});

const emptyWeek = () =>
  storeHoursSchema.parse({
    sunday: null,
    monday: null,
    tuesday: null,
    wednesday: null,
    thursday: null,
    friday: null,
    saturday: null,
  });

export function createStoreRepository(connection: Connection): StoreRepository {
  const Store = storeModel(connection);
  return {
    async findActive() {
      // A few dozen shops at most: read whole and searched in memory (see domain/stores.ts).
      const docs = await Store.find({ isActive: true }).lean<StoredStore[]>();
      return docs.map(toStore);
    },
  };
}

/** Inserts the stores whose code is not stored yet (idempotent; several instances at once). */
export async function seedStores(
  connection: Connection,
  stores: readonly NewStore[] = demoStores,
): Promise<number> {
  const Store = storeModel(connection);
  const existing = new Set(
    (await Store.find({}, { code: 1 }).lean<{ code: string }[]>()).map((s) => s.code),
  );
  let inserted = 0;
  for (const store of stores.filter((s) => !existing.has(s.code))) {
    try {
      await Store.create(store);
      inserted++;
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
    }
  }
  return inserted;
}
