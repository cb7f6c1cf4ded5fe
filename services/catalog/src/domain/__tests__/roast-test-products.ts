import { variantIdOf, type BagSize, type ProductCategory } from '@coffee/contracts';
import type { ProductRecord, VariantRecord } from '../product';
import { isCoffee, type RoastProducts } from '../roast-products';

const variant = (size: BagSize | null): VariantRecord => ({
  id: variantIdOf({ size, grind: null }),
  sku: null,
  size,
  grind: null,
  priceCents: 1899,
  originalPriceCents: null,
  inventory: 10,
  inStock: true,
  imageUrl: null,
  retired: false,
});

/** A product of the given category with one variant per size (none: the single default). */
export function product(
  id: string,
  name: string,
  category: ProductCategory,
  sizes: BagSize[] = ['12 oz', '2 lb', '5 lb'],
): ProductRecord {
  const variants = sizes.length > 0 ? sizes.map(variant) : [variant(null)];
  return {
    id,
    name,
    description: null,
    priceCents: 1899,
    imageUrl: null,
    category,
    inStock: true,
    rating: null,
    reviewCount: 0,
    isDirectPlusEligible: false,
    memberDiscountPercent: 0,
    releaseAt: null,
    isBestseller: false,
    isNew: false,
    isSale: false,
    originalPriceCents: null,
    unitSize: null,
    sku: null,
    inventory: 30,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    variants,
    defaultVariantId: variants[0]!.id,
    origin: null,
    roastLevel: null,
    process: null,
    altitude: null,
    flavorNotes: [],
    brewSuggestions: [],
  };
}

/** The roastery's view of a fixed catalog. */
export function productsOf(...records: ProductRecord[]): RoastProducts {
  const byId = new Map(records.map((record) => [record.id, record]));
  return {
    find: (id) => Promise.resolve(byId.get(id) ?? null),
    coffees: () => records.filter(isCoffee),
  };
}
