import { isDuplicateKeyError } from '@coffee/service-defaults';
import {
  combineRating,
  DEFAULT_VARIANT_ID,
  isProductId,
  variantIdOf,
  type ProductCategory,
} from '@coffee/contracts';
import { trusted, Types, type Connection } from 'mongoose';
import type { ProductRepository } from '../domain/ports';
import {
  newVariants,
  productTotals,
  soleVariant,
  type CoffeeData,
  type NewProduct,
  type ProductRecord,
  type StaffProductFields,
  type VariantRecord,
} from '../domain/product';
import { productModel, type ProductDoc } from './product-model';
import { reservationModel } from './stock-models';

export type StoredProduct = ProductDoc & { _id: Types.ObjectId; createdAt: Date };

type StoredVariant = NonNullable<ProductDoc['variants']>[number];

const toVariant = (v: StoredVariant): VariantRecord => ({
  id: v._id,
  sku: v.sku ?? null,
  size: (v.size ?? null) as VariantRecord['size'],
  grind: (v.grind ?? null) as VariantRecord['grind'],
  priceCents: v.priceCents,
  originalPriceCents: v.originalPriceCents ?? null,
  inventory: v.inventory,
  inStock: v.inStock,
  imageUrl: v.imageUrl ?? null,
  retired: v.retired,
});

/** A variant as stored (money in cents, `_id` = its id). */
export const toStoredVariant = (v: VariantRecord) => ({
  _id: v.id,
  ...(v.sku ? { sku: v.sku } : {}),
  size: v.size,
  grind: v.grind,
  priceCents: v.priceCents,
  originalPriceCents: v.originalPriceCents,
  inventory: v.inventory,
  inStock: v.inStock,
  imageUrl: v.imageUrl,
  retired: v.retired,
});

function coffeeOf(doc: StoredProduct): CoffeeData {
  return {
    origin: doc.origin ? { country: doc.origin.country, region: doc.origin.region ?? null } : null,
    roastLevel: (doc.roastLevel ?? null) as CoffeeData['roastLevel'],
    process: (doc.process ?? null) as CoffeeData['process'],
    altitude: doc.altitude ? { min: doc.altitude.min, max: doc.altitude.max } : null,
    flavorNotes: doc.flavorNotes ? [...doc.flavorNotes] : [],
    brewSuggestions: doc.brewSuggestions ? [...doc.brewSuggestions] : [],
  };
}

export function toRecord(doc: StoredProduct): ProductRecord {
  // Every product answer (lists, search, one product, favorites) shows the baseline plus the
  // real reviews.
  const shown = combineRating(
    { rating: doc.rating ?? null, reviewCount: doc.reviewCount },
    { count: doc.reviewTotals?.count ?? 0, sum: doc.reviewTotals?.sum ?? 0 },
  );
  return {
    id: doc._id.toHexString(),
    name: doc.name,
    description: doc.description ?? null,
    priceCents: doc.priceCents,
    imageUrl: doc.imageUrl ?? null,
    category: doc.category as ProductCategory,
    inStock: doc.inStock,
    rating: shown.rating,
    reviewCount: shown.reviewCount,
    isDirectPlusEligible: doc.isDirectPlusEligible,
    memberDiscountPercent: doc.memberDiscountPercent ?? 0,
    releaseAt: doc.releaseAt ?? null,
    isBestseller: doc.isBestseller,
    isNew: doc.isNewArrival,
    isSale: doc.isSale,
    originalPriceCents: doc.originalPriceCents ?? null,
    unitSize: doc.unitSize ?? null,
    sku: doc.sku ?? null,
    inventory: doc.inventory,
    createdAt: doc.createdAt,
    // A product stored before variants (or made by staff without sizes) is one 'default'
    // variant of its own fields; the spec fields are already right for it.
    variants:
      doc.variants && doc.variants.length > 0
        ? doc.variants.map(toVariant)
        : [
            soleVariant({
              sku: doc.sku ?? null,
              priceCents: doc.priceCents,
              originalPriceCents: doc.originalPriceCents ?? null,
              inventory: doc.inventory,
              inStock: doc.inStock,
            }),
          ],
    defaultVariantId:
      doc.variants && doc.variants.length > 0
        ? (doc.defaultVariantId ?? doc.variants[0]!._id)
        : DEFAULT_VARIANT_ID,
    ...coffeeOf(doc),
  };
}

/** A new product's variants and coffee data as stored (seeding; the migration below). */
function variantFields(product: NewProduct) {
  const variants = newVariants(product);
  // The first variant given is the default (the demo's coffees list the size they were sold in
  // first); the stored list is in picker order.
  const totals = productTotals(
    variants,
    product.variants ? variantIdOf(product.variants[0]!) : DEFAULT_VARIANT_ID,
  );
  return {
    variants: variants.map(toStoredVariant),
    defaultVariantId: totals.defaultVariantId,
    priceCents: totals.priceCents,
    ...(totals.originalPriceCents === null
      ? {}
      : { originalPriceCents: totals.originalPriceCents }),
    inventory: totals.inventory,
    inStock: totals.inStock,
    ...(product.origin ? { origin: { region: null, ...product.origin } } : {}),
    ...(product.roastLevel ? { roastLevel: product.roastLevel } : {}),
    ...(product.process ? { process: product.process } : {}),
    ...(product.altitude ? { altitude: product.altitude } : {}),
    ...(product.flavorNotes ? { flavorNotes: product.flavorNotes } : {}),
    ...(product.brewSuggestions ? { brewSuggestions: product.brewSuggestions } : {}),
  };
}

function toDoc(product: NewProduct) {
  const {
    price: _price,
    originalPrice: _originalPrice,
    isNew,
    variants: _variants,
    origin: _origin,
    roastLevel: _roastLevel,
    process: _process,
    altitude: _altitude,
    flavorNotes: _flavorNotes,
    brewSuggestions: _brewSuggestions,
    ...rest
  } = product;
  return { ...rest, isNewArrival: isNew, ...variantFields(product) };
}

/**
 * Staff-written fields (create or a partial update) as stored: money in cents, `isNew` as
 * `isNewArrival`. A null clears a field: it is unset (the sparse unique sku index must not
 * see a null), never stored as null.
 */
function toStaffDoc(fields: Partial<StaffProductFields>) {
  const set: Record<string, unknown> = {};
  const unset: Record<string, ''> = {};
  const stored: Record<string, string> = {
    price: 'priceCents',
    originalPrice: 'originalPriceCents',
    isNew: 'isNewArrival',
  };
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    const name = stored[key] ?? key;
    if (value === null) unset[name] = '';
    else set[name] = value;
  }
  return { set, unset };
}

export function createProductRepository(connection: Connection): ProductRepository {
  const Product = productModel(connection);
  const Reservation = reservationModel(connection);

  return {
    async findAll() {
      const docs = await Product.find().lean<StoredProduct[]>();
      return docs.map(toRecord);
    },

    async findByIds(ids) {
      // One lookup per id: FerretDB answers `{ _id }` from its primary key, but `$in` by
      // scanning the whole collection (seconds at 10,000 products).
      const docs = await Promise.all(
        [...new Set(ids)]
          .filter(isProductId)
          .map((id) => Product.findById(new Types.ObjectId(id)).lean<StoredProduct>()),
      );
      return docs.flatMap((doc) => (doc ? [toRecord(doc)] : []));
    },

    async findChangedSince(since) {
      // trusted(): the connection's sanitizeFilter would otherwise neutralise our own operator.
      const docs = await Product.find({ updatedAt: trusted({ $gte: since }) }).lean<
        StoredProduct[]
      >();
      return docs.map(toRecord);
    },

    async insertOne(fields) {
      // A staff-made product is one 'default' variant of its fields (sizes are added with the
      // variants edit).
      const sole = soleVariant({
        sku: fields.sku,
        priceCents: fields.price,
        originalPriceCents: fields.originalPrice,
        inventory: fields.inventory,
        inStock: fields.inStock,
      });
      const doc = await Product.create({
        ...toStaffDoc(fields).set,
        variants: [toStoredVariant(sole)],
        defaultVariantId: sole.id,
      });
      return doc._id.toHexString();
    },

    async updateCoffee(id, coffee) {
      if (!isProductId(id)) return;
      const set: Record<string, unknown> = {};
      const unset: Record<string, ''> = {};
      for (const [key, value] of Object.entries(coffee)) {
        const empty = value === null || (Array.isArray(value) && value.length === 0);
        if (empty) unset[key] = '';
        else set[key] = value;
      }
      await Product.updateOne(
        { _id: new Types.ObjectId(id) },
        {
          ...(Object.keys(set).length > 0 ? { $set: set } : {}),
          ...(Object.keys(unset).length > 0 ? { $unset: unset } : {}),
        },
        { runValidators: true },
      );
    },

    async updateFields(id, fields, withVariants) {
      if (!isProductId(id)) return;
      // A plain $set of the values computed under the product's lock (never read-modify-write
      // in the database: FerretDB does not apply concurrent updates atomically).
      const { set, unset } = toStaffDoc(fields);
      if (withVariants) {
        const totals = productTotals(withVariants.variants, withVariants.defaultVariantId);
        Object.assign(set, {
          variants: withVariants.variants.map(toStoredVariant),
          defaultVariantId: totals.defaultVariantId,
          priceCents: totals.priceCents,
          inventory: totals.inventory,
          inStock: totals.inStock,
        });
        delete unset.priceCents;
        delete unset.inventory;
        delete unset.inStock;
        if (totals.originalPriceCents === null) {
          delete set.originalPriceCents;
          unset.originalPriceCents = '';
        } else {
          set.originalPriceCents = totals.originalPriceCents;
          delete unset.originalPriceCents;
        }
      }
      await Product.updateOne(
        { _id: new Types.ObjectId(id) },
        { $set: set, ...(Object.keys(unset).length > 0 ? { $unset: unset } : {}) },
        { runValidators: true },
      );
    },

    async skuTaken(sku, exceptId) {
      // SKUs are unique across products and their variants. A product's own default variant
      // may share the product's base SKU, so `exceptId`'s own document never counts.
      const found = await Promise.all(
        [{ sku }, { 'variants.sku': sku }].map((filter) =>
          Product.find(filter, { _id: 1 }).lean<{ _id: Types.ObjectId }[]>(),
        ),
      );
      return found.flat().some((doc) => doc._id.toHexString() !== exceptId);
    },

    async reservedVariants(productId, defaultVariantId) {
      // Only for the admin's variant edits (rare): FerretDB scans for this filter.
      const docs = await Reservation.find({ 'lines.productId': productId }, { lines: 1 }).lean<
        { lines: { productId: string; variantId?: string | null }[] }[]
      >();
      const ids = new Set<string>();
      for (const doc of docs) {
        for (const line of doc.lines) {
          if (line.productId === productId) ids.add(line.variantId ?? defaultVariantId);
        }
      }
      return ids;
    },

    async findWithoutVariants(skus) {
      // Seeding only (once per start): FerretDB scans for this filter.
      const docs = await Product.find({
        sku: trusted({ $in: [...skus] }),
        variants: trusted({ $exists: false }),
      }).lean<StoredProduct[]>();
      return docs.map(toRecord);
    },

    async addVariants(id, product) {
      // Under the product's lock (seed-products.ts): the variants, the spec fields derived from
      // them and the coffee data in one update; only where no variants are stored yet.
      await Product.updateOne(
        { _id: new Types.ObjectId(id), variants: trusted({ $exists: false }) },
        { $set: variantFields(product) },
        { runValidators: true },
      );
    },

    async isEmpty() {
      return (await Product.findOne({}, { _id: 1 }).lean()) === null;
    },

    async insertMissing(products) {
      const skus = products.flatMap((p) => (p.sku ? [p.sku] : []));
      const existing = await Product.find({ sku: trusted({ $in: skus }) }, { sku: 1 }).lean<
        { sku: string }[]
      >();
      const stored = new Set(existing.map((p) => p.sku));
      const fresh = products.filter((p) => !p.sku || !stored.has(p.sku));
      if (fresh.length === 0) return [];
      try {
        const inserted = await Product.insertMany(fresh.map(toDoc), {
          ordered: false,
          // A product that fails validation is an error, never silently left out.
          throwOnValidationError: true,
        });
        return inserted.map((doc) => doc._id.toHexString());
      } catch (err) {
        // Another process seeded the same skus meanwhile: what it inserted is what we wanted.
        const e = err as {
          writeErrors?: { code?: number }[];
          insertedDocs?: { _id: Types.ObjectId }[];
        };
        const duplicatesOnly =
          Array.isArray(e.writeErrors) && e.writeErrors.every(isDuplicateKeyError);
        if (!duplicatesOnly) throw err;
        return (e.insertedDocs ?? []).map((doc) => doc._id.toHexString());
      }
    },
  };
}
