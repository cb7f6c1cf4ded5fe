import { trusted, Types, type Connection } from 'mongoose';
import type { ProductRepository } from '../domain/ports';
import {
  isProductId,
  type NewProduct,
  type ProductCategory,
  type ProductRecord,
} from '../domain/product';
import { productModel, type ProductDoc } from './product-model';

type StoredProduct = ProductDoc & { _id: Types.ObjectId; createdAt: Date };

function toRecord(doc: StoredProduct): ProductRecord {
  return {
    id: doc._id.toHexString(),
    name: doc.name,
    description: doc.description ?? null,
    priceCents: doc.priceCents,
    imageUrl: doc.imageUrl ?? null,
    category: doc.category as ProductCategory,
    inStock: doc.inStock,
    rating: doc.rating ?? null,
    reviewCount: doc.reviewCount,
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

export function createProductRepository(connection: Connection): ProductRepository {
  const Product = productModel(connection);

  return {
    async list({ limit, offset, ids }) {
      // trusted(): the connection's sanitizeFilter would otherwise neutralise our own operators.
      const filter = ids ? { _id: trusted({ $in: ids.map((id) => new Types.ObjectId(id)) }) } : {};
      const [docs, total] = await Promise.all([
        Product.find(filter)
          .sort({ createdAt: 1, name: 1, _id: 1 })
          .skip(offset)
          .limit(limit)
          .lean<StoredProduct[]>(),
        Product.countDocuments(filter),
      ]);
      return { items: docs.map(toRecord), total };
    },

    async findById(id) {
      if (!isProductId(id)) return null;
      const doc = await Product.findById(new Types.ObjectId(id)).lean<StoredProduct>();
      return doc ? toRecord(doc) : null;
    },

    async insertMissing(products) {
      const skus = products.flatMap((p) => (p.sku ? [p.sku] : []));
      const existing = await Product.find({ sku: trusted({ $in: skus }) }, { sku: 1 }).lean<
        { sku: string }[]
      >();
      const stored = new Set(existing.map((p) => p.sku));
      const fresh = products.filter((p) => !p.sku || !stored.has(p.sku));
      if (fresh.length === 0) return 0;
      try {
        const inserted = await Product.insertMany(fresh.map(toDoc), { ordered: false });
        return inserted.length;
      } catch (err) {
        // Another process seeded the same skus meanwhile: what it inserted is what we wanted.
        const e = err as { writeErrors?: { code?: number }[]; insertedDocs?: unknown[] };
        const duplicatesOnly =
          Array.isArray(e.writeErrors) && e.writeErrors.every((w) => w.code === 11000);
        if (!duplicatesOnly) throw err;
        return e.insertedDocs?.length ?? 0;
      }
    },
  };
}
