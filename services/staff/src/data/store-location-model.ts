import { Schema, type InferSchemaType } from 'mongoose';
import { modelOn } from '@coffee/service-defaults';

const storeLocationSchema = new Schema(
  {
    name: { type: String, required: true, trim: true },
    address: { type: String, required: true, trim: true },
    city: { type: String, required: true, trim: true },
    state: { type: String, required: true, trim: true },
    zipCode: { type: String, required: true, trim: true },
    country: { type: String, required: true, default: 'United States' },
    phone: { type: String, trim: true },
    email: { type: String, trim: true, lowercase: true },
    /** JSON: opening hours per weekday, e.g. { mon: '7:00-19:00' }. */
    hours: { type: Schema.Types.Mixed },
    latitude: { type: Number, min: -90, max: 90 },
    longitude: { type: Number, min: -180, max: 180 },
    isActive: { type: Boolean, required: true, default: true },
  },
  {
    collection: 'store_locations',
    timestamps: { createdAt: true, updatedAt: false },
    strict: 'throw',
  },
);

storeLocationSchema.index({ isActive: 1, state: 1, city: 1 });

export type StoreLocationDoc = InferSchemaType<typeof storeLocationSchema>;

export const storeLocationModel = modelOn('StoreLocation', storeLocationSchema);
export type StoreLocationModel = ReturnType<typeof storeLocationModel>;
