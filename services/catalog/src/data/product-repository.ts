import { isDuplicateKeyError } from '@coffee/service-defaults';
import { combineRating, isProductId, type ProductCategory } from '@coffee/contracts';
import { trusted, Types, type Connection } from 'mongoose';
import type { ProductRepository } from '../domain/ports';
import type { NewProduct, ProductRecord, StaffProductFields } from '../domain/product';
import { productModel, type ProductDoc } from './product-model';

export type StoredProduct = ProductDoc & { _id: Types.ObjectId; createdAt: Date };

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
    isBestseller: doc.isBestseller,
    isNew: doc.isNewArrival,
    isSale: doc.isSale,
    originalPriceCents: doc.originalPriceCents ?? null,
    unitSize: doc.unitSize ?? null,
    sku: doc.sku ?? null,
    inventory: doc.inventory,
    createdAt: doc.createdAt,
  };
}

function toDoc(product: NewProduct): Partial<ProductDoc> {
  const { price, originalPrice, isNew, ...rest } = product;
  return {
    ...rest,
    priceCents: price,
    ...(originalPrice === undefined ? {} : { originalPriceCents: originalPrice }),
    isNewArrival: isNew,
  };
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
      const doc = await Product.create(toStaffDoc(fields).set);
      return doc._id.toHexString();
    },

    async updateFields(id, fields) {
      if (!isProductId(id)) return;
      // A plain $set of the values computed under the product's lock (never read-modify-write
      // in the database: FerretDB does not apply concurrent updates atomically).
      const { set, unset } = toStaffDoc(fields);
      await Product.updateOne(
        { _id: new Types.ObjectId(id) },
        { $set: set, ...(Object.keys(unset).length > 0 ? { $unset: unset } : {}) },
        { runValidators: true },
      );
    },

    async skuTaken(sku, exceptId) {
      const doc = await Product.findOne({ sku }, { _id: 1 }).lean<{ _id: Types.ObjectId }>();
      return doc !== null && doc._id.toHexString() !== exceptId;
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
        const inserted = await Product.insertMany(fresh.map(toDoc), { ordered: false });
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
