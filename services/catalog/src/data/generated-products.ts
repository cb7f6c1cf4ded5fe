import { isDuplicateKeyError } from '@coffee/service-defaults';
import type { ProductCategory } from '@coffee/contracts';
import { Types, type Connection } from 'mongoose';
import { publishProductChanges } from './change-feed';
import { productModel, type ProductDoc } from './product-model';

/** Origins used in generated names and descriptions: good search words for a benchmark. */
export const GENERATED_ORIGINS = [
  'Ethiopian',
  'Colombian',
  'Kenyan',
  'Guatemalan',
  'Sumatran',
  'Brazilian',
  'Costa Rican',
  'Honduran',
  'Peruvian',
  'Rwandan',
] as const;

const ROASTS = ['Light', 'Medium', 'Medium-Dark', 'Dark', 'French', 'Italian'];
const NOTES = [
  'chocolate',
  'caramel',
  'cherry',
  'citrus',
  'jasmine',
  'blueberry',
  'honey',
  'hazelnut',
  'brown sugar',
  'toffee',
  'bergamot',
  'stone fruit',
];
const BRANDS = ['Brewcraft', 'Kettleworks', 'Aeroline', 'Barista Pro', 'Morning Ritual'];

interface Kind {
  category: ProductCategory;
  /** Price range in cents. */
  cents: [number, number];
  name(origin: string, roast: string, brand: string, n: number): string;
  /** A picture of the demo catalog (assets/products) that fits the product. */
  image(n: number): string;
  unitSize: string;
}

const MAKERS = [
  ['Pour-Over Dripper', 'ceramic-pour-over-dripper'],
  ['French Press', 'classic-french-press'],
  ['Drip Coffee Maker', 'programmable-drip-coffee-maker'],
  ['Espresso Machine', 'semi-automatic-espresso-machine'],
  ['Burr Grinder', 'conical-burr-grinder'],
] as const;
const ACCESSORIES = [
  ['Ceramic Mug', 'stoneware-mug'],
  ['Gooseneck Kettle', 'gooseneck-electric-kettle'],
  ['Milk Frother', 'milk-frothing-pitcher'],
  ['Coffee Scale', 'digital-coffee-scale'],
  ['Travel Tumbler', 'insulated-travel-tumbler'],
] as const;
const picture = (file: string) => () => `/api/products/images/${file}.svg`;

const KINDS: Kind[] = [
  {
    category: 'beans',
    cents: [1299, 3299],
    name: (o, r) => `${o} ${r} Roast Whole Bean`,
    image: picture('breakfast-blend-whole-bean'),
    unitSize: '12 oz',
  },
  {
    category: 'ground-coffee',
    cents: [999, 2499],
    name: (o, r) => `${o} ${r} Roast Ground Coffee`,
    image: picture('colombian-medium-ground'),
    unitSize: '16 oz',
  },
  {
    category: 'espresso',
    cents: [1499, 2999],
    name: (o) => `${o} Espresso Blend`,
    image: picture('signature-espresso-blend'),
    unitSize: '12 oz',
  },
  {
    category: 'coffee-makers',
    cents: [2499, 49999],
    name: (_o, _r, b, n) => `${b} ${MAKERS[n % MAKERS.length]![0]}`,
    image: (n) => picture(MAKERS[n % MAKERS.length]![1])(),
    unitSize: '1 unit',
  },
  {
    category: 'accessories',
    cents: [499, 8999],
    name: (_o, _r, b, n) => `${b} ${ACCESSORIES[n % ACCESSORIES.length]![0]}`,
    image: (n) => picture(ACCESSORIES[n % ACCESSORIES.length]![1])(),
    unitSize: '1 piece',
  },
  {
    category: 'gift-sets',
    cents: [2999, 9999],
    name: (o) => `${o} Discovery Gift Set`,
    image: picture('coffee-lovers-gift-box'),
    unitSize: '3 x 4 oz',
  },
  {
    category: 'cold-brew',
    cents: [899, 2999],
    name: (o) => `${o} Cold Brew Concentrate`,
    image: picture('classic-cold-brew-concentrate'),
    unitSize: '32 fl oz',
  },
  {
    category: 'subscription',
    cents: [1999, 5999],
    name: (o, r) => `${o} ${r} Roast Monthly Subscription`,
    image: picture('roasters-choice-monthly'),
    unitSize: '2 x 12 oz / month',
  },
  {
    category: 'deals',
    cents: [799, 3999],
    name: (o) => `${o} Roaster's Choice Bundle`,
    image: picture('bean-lovers-bundle'),
    unitSize: '2 x 12 oz',
  },
];

/** A small deterministic generator (mulberry32): the same count always gives the same catalog. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rand: () => number, list: readonly T[]): T =>
  list[Math.floor(rand() * list.length)]!;

/** Product `n` of the generated catalog, as stored (money in cents). */
export function generatedProduct(
  n: number,
  createdAt: Date,
): Partial<ProductDoc> & { _id: Types.ObjectId } {
  const rand = random(n + 1);
  const kind = KINDS[n % KINDS.length]!;
  const origin = pick(rand, GENERATED_ORIGINS);
  const roast = pick(rand, ROASTS);
  const brand = pick(rand, BRANDS);
  const [low, high] = kind.cents;
  // Whole dollars minus one cent, as shops price.
  const priceCents = Math.round((low + rand() * (high - low)) / 100) * 100 - 1;
  const isSale = rand() < 0.15;
  const inventory = rand() < 0.08 ? 0 : Math.floor(rand() * 400) + 1;
  const notes = [pick(rand, NOTES), pick(rand, NOTES)];
  return {
    _id: new Types.ObjectId(),
    name: `${kind.name(origin, roast, brand, Math.floor(n / KINDS.length))} No. ${n + 1}`,
    description: `${origin} character with notes of ${notes[0]} and ${notes[1]}. A ${roast.toLowerCase()} profile chosen by our roasters for everyday brewing.`,
    priceCents,
    imageUrl: kind.image(Math.floor(n / KINDS.length)),
    ...(isSale ? { originalPriceCents: priceCents + 200 + Math.floor(rand() * 10) * 100 } : {}),
    category: kind.category,
    inStock: inventory > 0,
    ...(rand() < 0.1 ? {} : { rating: Math.round((3 + rand() * 2) * 10) / 10 }),
    reviewCount: Math.floor(rand() * 500),
    isDirectPlusEligible: rand() < 0.7,
    isBestseller: rand() < 0.1,
    isNewArrival: rand() < 0.12,
    isSale,
    unitSize: kind.unitSize,
    sku: `GEN-${String(n + 1).padStart(6, '0')}`,
    inventory,
    createdAt,
    // Written now, whatever its creation date: running instances look for changes by updatedAt.
    updatedAt: new Date(),
  };
}

/**
 * Inserts `count` generated products (sku GEN-000001 ... : a second run adds only what is
 * missing) in batches, straight into the collection: for benchmarks and load tests with a
 * realistic catalog size. Varied categories, flags, prices, ratings, names and descriptions.
 * A catalog service running on `connection` in this process reloads before this resolves;
 * one in another process picks them up within its sync interval. Returns how many were inserted.
 */
export async function seedGeneratedProducts(
  connection: Connection,
  count: number,
  { batchSize = 1000 }: { batchSize?: number } = {},
): Promise<number> {
  const Product = productModel(connection);
  // A fresh database (a benchmark's own) needs the sku index before the first insert.
  await Product.createCollection().catch((err: unknown) => {
    if ((err as { code?: unknown }).code !== 48) throw err;
  });
  await Product.createIndexes();

  const insertedIds: string[] = [];
  const base = Date.now() - count * 1000;
  for (let start = 0; start < count; start += batchSize) {
    const docs = [];
    for (let n = start; n < Math.min(count, start + batchSize); n++) {
      // One second apart, so "oldest first" tiebreaks are meaningful.
      docs.push(generatedProduct(n, new Date(base + n * 1000)));
    }
    try {
      await Product.collection.insertMany(docs, { ordered: false });
      insertedIds.push(...docs.map((doc) => doc._id.toHexString()));
    } catch (err) {
      // Products of an earlier run: their skus exist, the rest went in.
      const writeErrors = (err as { writeErrors?: { code?: number; index: number }[] }).writeErrors;
      if (!Array.isArray(writeErrors) || !writeErrors.every(isDuplicateKeyError)) throw err;
      const failed = new Set(writeErrors.map((w) => w.index));
      docs.forEach((doc, i) => {
        if (!failed.has(i)) insertedIds.push(doc._id.toHexString());
      });
    }
  }
  await publishProductChanges(connection, insertedIds);
  return insertedIds.length;
}
