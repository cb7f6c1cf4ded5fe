import { Schema, type InferSchemaType } from 'mongoose';
import {
  bagSizes,
  coffeeProcesses,
  grinds,
  productCategories,
  roastLevels,
} from '@coffee/contracts';
import { modelOn } from '@coffee/service-defaults';

const cents = { type: Number, min: 0, max: 9_999_999_999, validate: Number.isInteger };

/**
 * One variant (bag size x grind, or 'default'), embedded in its product so that a product's
 * stock (every variant and the derived spec fields) is written in one update under the
 * product's lock. `_id` is the variant id derived from its options ("2lb-pour-over").
 */
const variantSchema = new Schema(
  {
    _id: { type: String, required: true },
    sku: { type: String, trim: true },
    size: { type: String, enum: [...bagSizes, null], default: null },
    grind: { type: String, enum: [...grinds, null], default: null },
    priceCents: { ...cents, required: true },
    originalPriceCents: {
      ...cents,
      default: null,
      validate: (v: number | null) => v === null || Number.isInteger(v),
    },
    inventory: { type: Number, required: true, min: 0, validate: Number.isInteger },
    inStock: { type: Boolean, required: true },
    imageUrl: { type: String, default: null },
    retired: { type: Boolean, required: true, default: false },
  },
  { _id: false, strict: 'throw' },
);

const coffeeOriginSchema = new Schema(
  { country: { type: String, required: true }, region: { type: String, default: null } },
  { _id: false },
);
const altitudeSchema = new Schema(
  { min: { type: Number, required: true }, max: { type: Number, required: true } },
  { _id: false },
);

const productSchema = new Schema(
  {
    name: { type: String, required: true, trim: true },
    description: { type: String },
    /** Integer cents: the spec's decimal(10,2) without float arithmetic. */
    priceCents: { ...cents, required: true },
    imageUrl: { type: String },
    category: { type: String, required: true, enum: productCategories },
    inStock: { type: Boolean, required: true, default: true },
    // rating and reviewCount are the seeded baseline: nothing but seeding writes them. What the
    // API shows combines them with reviewTotals (contracts' combineRating), so they never drift.
    // One decimal (decimal(3,1)); rounding here keeps any writer from storing 4.4999.
    rating: { type: Number, min: 0, max: 5, set: (v: number) => Math.round(v * 10) / 10 },
    reviewCount: { type: Number, required: true, default: 0, min: 0, validate: Number.isInteger },
    /** The real reviews (collection reviews), recounted under the product's review lock. */
    reviewTotals: {
      type: new Schema(
        {
          count: { type: Number, required: true, min: 0, validate: Number.isInteger },
          sum: { type: Number, required: true, min: 0, validate: Number.isInteger },
        },
        { _id: false },
      ),
      default: undefined,
    },
    isDirectPlusEligible: { type: Boolean, required: true, default: true },
    /** The admin's member discount for a product that is not coffee (coffee's is fixed). */
    memberDiscountPercent: { type: Number, min: 0, max: 100, validate: Number.isInteger },
    /** The public release; members buy it EARLY_ACCESS_HOURS before. Absent: on sale. */
    releaseAt: { type: Date },
    isBestseller: { type: Boolean, required: true, default: false },
    // The spec's isNew: mongoose reserves `isNew` for document state, so the stored name differs.
    isNewArrival: { type: Boolean, required: true, default: false },
    isSale: { type: Boolean, required: true, default: false },
    originalPriceCents: cents,
    unitSize: { type: String },
    // Left unset rather than null when absent, so the unique index ignores products without one.
    sku: { type: String, trim: true },
    inventory: { type: Number, required: true, default: 100, min: 0, validate: Number.isInteger },
    // Issue 28. Absent on products stored before variants (and read as one 'default' variant
    // made of the fields above, see product-repository's toRecord); the spec fields above are
    // derived from these and written with them.
    variants: { type: [variantSchema], default: undefined },
    defaultVariantId: { type: String },
    // The coffee's own data; unset for products that are not coffee.
    origin: { type: coffeeOriginSchema, default: undefined },
    roastLevel: { type: String, enum: roastLevels },
    process: { type: String, enum: coffeeProcesses },
    altitude: { type: altitudeSchema, default: undefined },
    flavorNotes: { type: [String], default: undefined },
    brewSuggestions: { type: [String], default: undefined },
  },
  {
    collection: 'products',
    timestamps: { createdAt: true, updatedAt: true },
    strict: 'throw',
  },
);

// No index serves the product lists: they are answered from memory (see product-view.ts and the
// README: FerretDB 1.24 cannot use secondary indexes at all). The sku keeps seeding idempotent;
// updatedAt finds what other instances changed (on MongoDB without scanning the collection).
productSchema.index({ sku: 1 }, { unique: true, sparse: true });
productSchema.index({ updatedAt: 1 });

export type ProductDoc = InferSchemaType<typeof productSchema>;

export const productModel = modelOn('Product', productSchema);
export type ProductModel = ReturnType<typeof productModel>;
