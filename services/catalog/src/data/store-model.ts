import { Schema, type Connection, type InferSchemaType, type Model } from 'mongoose';

const dayHours = new Schema(
  { open: { type: String, required: true }, close: { type: String, required: true } },
  { _id: false },
);

/** The spec's store_locations entity, plus the IANA time zone its hours are in. */
const storeSchema = new Schema(
  {
    name: { type: String, required: true },
    address: { type: String, required: true },
    city: { type: String, required: true },
    state: { type: String, required: true },
    zipCode: { type: String, required: true },
    country: { type: String, required: true, default: 'United States' },
    phone: { type: String, required: true },
    email: { type: String },
    /** Per weekday `{ open, close }` ("07:00", "19:00") or null when closed. */
    hours: {
      type: new Schema(
        {
          sunday: { type: dayHours, default: null },
          monday: { type: dayHours, default: null },
          tuesday: { type: dayHours, default: null },
          wednesday: { type: dayHours, default: null },
          thursday: { type: dayHours, default: null },
          friday: { type: dayHours, default: null },
          saturday: { type: dayHours, default: null },
        },
        { _id: false },
      ),
      required: true,
    },
    timeZone: { type: String, required: true },
    latitude: { type: Number },
    longitude: { type: Number },
    isActive: { type: Boolean, required: true, default: true },
    /** Seeding's idempotency key (like a product's sku). */
    code: { type: String, required: true },
  },
  {
    collection: 'store_locations',
    versionKey: false,
    strict: 'throw',
    timestamps: { createdAt: true, updatedAt: false },
  },
);
storeSchema.index({ code: 1 }, { unique: true });
export type StoreDoc = InferSchemaType<typeof storeSchema>;

export function storeModel(connection: Connection): Model<StoreDoc> {
  return (
    (connection.models.StoreLocation as Model<StoreDoc> | undefined) ??
    connection.model<StoreDoc>('StoreLocation', storeSchema)
  );
}
