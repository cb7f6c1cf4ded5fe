import { Schema, type InferSchemaType } from 'mongoose';
import { modelOn } from '@coffee/service-defaults';

/**
 * One document (key 'store'): the admin portal's settings. A document saved before the prices
 * became read-only may still hold `directPlus…PriceCents` and `currency`: they are not read (the
 * membership service's price table is), and a save leaves them as they were.
 */
const storeSettingsSchema = new Schema(
  {
    key: { type: String, required: true, enum: ['store'], default: 'store' },
    timezone: { type: String, required: true },
    /** The shop's holidays, YYYY-MM-DD in date order (a document saved before holidays: none). */
    holidays: { type: [String], default: [] },
    /** The admin's user id who saved last. */
    updatedBy: { type: String },
  },
  { collection: 'store_settings', timestamps: true, strict: 'throw' },
);

storeSettingsSchema.index({ key: 1 }, { unique: true });

export type StoreSettingsDoc = InferSchemaType<typeof storeSettingsSchema>;

export const storeSettingsModel = modelOn('StoreSettings', storeSettingsSchema);
export type StoreSettingsModel = ReturnType<typeof storeSettingsModel>;
