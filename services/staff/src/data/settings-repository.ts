import { isDuplicateKeyError } from '@coffee/service-defaults';
import type { Connection } from 'mongoose';
import type { SettingsRepository, StoredSettingsPatch } from '../domain/ports';
import type { StoreSettingsRecord } from '../domain/settings';
import { storeSettingsModel, type StoreSettingsDoc } from './store-settings-model';

const KEY = 'store';

type StoredSettings = StoreSettingsDoc & { updatedAt: Date };

function toRecord(doc: StoredSettings): StoreSettingsRecord {
  return {
    timezone: doc.timezone,
    holidays: doc.holidays ?? [],
    updatedAt: doc.updatedAt,
    updatedBy: doc.updatedBy ?? null,
  };
}

export function createSettingsRepository(connection: Connection): SettingsRepository {
  const Settings = storeSettingsModel(connection);

  const upsert = async (
    patch: StoredSettingsPatch,
    updatedBy: string,
    defaults: StoreSettingsRecord,
  ) => {
    // Fields the patch leaves out start from the defaults when the document is first created.
    const { updatedAt: _updatedAt, updatedBy: _updatedBy, ...defaultFields } = defaults;
    const onInsert = Object.fromEntries(
      Object.entries(defaultFields).filter(([field]) => !(field in patch)),
    );
    return Settings.findOneAndUpdate(
      { key: KEY },
      { $set: { ...patch, updatedBy }, $setOnInsert: { key: KEY, ...onInsert } },
      { upsert: true, returnDocument: 'after', runValidators: true },
    ).lean<StoredSettings>();
  };

  return {
    async find() {
      const doc = await Settings.findOne({ key: KEY }).lean<StoredSettings>();
      return doc ? toRecord(doc) : null;
    },

    async update(patch, updatedBy, defaults) {
      let doc: StoredSettings | null;
      try {
        doc = await upsert(patch, updatedBy, defaults);
      } catch (err) {
        // Two first saves at once: one inserted, the other now simply updates.
        if (!isDuplicateKeyError(err)) throw err;
        doc = await upsert(patch, updatedBy, defaults);
      }
      if (!doc) throw new Error('store settings upsert returned nothing');
      return toRecord(doc);
    },
  };
}
