import { formatCents } from '@coffee/contracts';
import type { Connection } from 'mongoose';
import { newProductSchema, type NewProductInput } from '../domain/product';
import { publishProductChanges } from './change-feed';
import { createProductRepository } from './product-repository';
import { demoProducts } from './seed/demo-products';
import { withDemoVariants } from './seed/demo-coffee';
import { createStockLocks } from './stock-locks';
import { productLockKey } from '../domain/stock-reservations';

/** A small catalog for tests (services/cart-checkout's too); the shop's catalog is `demoProducts`. */
export const sampleProducts: NewProductInput[] = [
  {
    sku: 'BEAN-ETH-YRG-12',
    name: 'Ethiopian Yirgacheffe Whole Bean',
    description: 'Bright and floral, with notes of bergamot, lemon and jasmine.',
    price: '18.99',
    imageUrl: '/api/products/images/ethiopia-yirgacheffe.svg',
    category: 'beans',
    rating: 4.8,
    reviewCount: 214,
    isBestseller: true,
    unitSize: '12 oz',
  },
  {
    sku: 'GRND-HOUSE-16',
    name: 'House Blend Ground Coffee',
    description: 'A balanced medium roast ground for drip brewers.',
    price: '12.49',
    originalPrice: '14.99',
    imageUrl: '/api/products/images/house-blend-ground.svg',
    category: 'ground-coffee',
    rating: 4.4,
    reviewCount: 98,
    isSale: true,
    unitSize: '16 oz',
  },
  {
    sku: 'ESP-DARK-12',
    name: 'Dark Roast Espresso Beans',
    description: 'Syrupy body with dark chocolate and caramel.',
    price: '16.99',
    imageUrl: '/api/products/images/milano-dark-espresso.svg',
    category: 'espresso',
    rating: 4.6,
    reviewCount: 131,
    isNew: true,
    unitSize: '12 oz',
  },
  {
    sku: 'MKR-POUR-02',
    name: 'Ceramic Pour-Over Dripper',
    description: 'A two-cup ceramic dripper for clean, even extraction.',
    price: '29.00',
    imageUrl: '/api/products/images/ceramic-pour-over-dripper.svg',
    category: 'coffee-makers',
    rating: 4.7,
    reviewCount: 56,
    isDirectPlusEligible: false,
    unitSize: '1 dripper',
  },
];

/**
 * Inserts the given products (validated like any other input, each with a sku) unless a product
 * with the same sku exists: safe to run on every start and from several instances at once.
 * A catalog service running on `connection` in this process shows them before this resolves.
 * Returns how many were inserted.
 */
export async function seedProducts(
  connection: Connection,
  products: NewProductInput[] = sampleProducts,
): Promise<number> {
  const parsed = products.map((product) => {
    const valid = newProductSchema.parse(product);
    // The sku is what makes a second run a no-op.
    if (!valid.sku) throw new Error(`seed product "${valid.name}" needs a sku`);
    return valid;
  });
  const inserted = await createProductRepository(connection).insertMissing(parsed);
  await publishProductChanges(connection, inserted);
  return inserted.length;
}

/**
 * The migration of a shop seeded before variants (issue 28): each demo product stored without
 * variants gets the demo's variants and coffee data, found by its sku. What the shop changed
 * stays: the stored price, original price, stock and inStock become those of the size it was
 * sold in (its default variant), so orders reserved before (lines without a variant) are given
 * back to it. Under each product's stock lock, as every stock write. Returns how many changed.
 */
export async function addDemoVariants(connection: Connection): Promise<number> {
  const products = createProductRepository(connection);
  const bySku = new Map(demoProducts.flatMap((p) => (p.sku && p.variants ? [[p.sku, p]] : [])));
  const bare = await products.findWithoutVariants([...bySku.keys()]);
  if (bare.length === 0) return 0;
  const locks = createStockLocks(connection, { leaseMs: 15_000, waitMs: 30_000 });
  for (const stored of bare) {
    const demo = bySku.get(stored.sku!)!;
    const product = newProductSchema.parse(
      withDemoVariants({
        ...demo,
        variants: undefined,
        price: formatCents(stored.priceCents),
        ...(stored.originalPriceCents === null
          ? { originalPrice: undefined }
          : { originalPrice: formatCents(stored.originalPriceCents) }),
        inventory: stored.inventory,
        inStock: stored.inStock,
      }),
    );
    await locks.withLocks([productLockKey(stored.id)], () =>
      products.addVariants(stored.id, product),
    );
  }
  await publishProductChanges(
    connection,
    bare.map((p) => p.id),
  );
  return bare.length;
}

/**
 * The shop's demo catalog, into an empty products collection only: once the shop has products
 * of its own (or deleted some demo ones), a restart leaves them alone, except that demo
 * products stored before variants get theirs (addDemoVariants). Returns how many were inserted
 * or given variants.
 */
export async function seedDemoProducts(connection: Connection): Promise<number> {
  if (!(await createProductRepository(connection).isEmpty())) return addDemoVariants(connection);
  return seedProducts(connection, demoProducts);
}
