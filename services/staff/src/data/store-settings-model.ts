import { Schema, type Connection, type InferSchemaType } from 'mongoose';

const cents = { type: Number, required: true, min: 1, validate: Number.isInteger };

/** One document (key 'store'): the admin portal's settings. */
const storeSettingsSchema = new Schema(
  {
    key: { type: String, required: true, enum: ['store'], default: 'store' },
    directPlusMonthlyPriceCents: cents,
    directPlusAnnualPriceCents: cents,
    currency: { type: String, required: true, match: /^[A-Z]{3}$/ },
    timezone: { type: String, required: true },
    /** The admin's user id who saved last. */
    updatedBy: { type: String },
  },
  { collection: 'store_settings', timestamps: true, strict: 'throw' },
);

storeSettingsSchema.index({ key: 1 }, { unique: true });

export type StoreSettingsDoc = InferSchemaType<typeof storeSettingsSchema>;

const define = (connection: Connection) => connection.model('StoreSettings', storeSettingsSchema);
export type StoreSettingsModel = ReturnType<typeof define>;

export function storeSettingsModel(connection: Connection): StoreSettingsModel {
  return (connection.models.StoreSettings as StoreSettingsModel | undefined) ?? define(connection);
}
