import { isDuplicateKeyError } from '@coffee/service-defaults';
import {
  grinds,
  isCoffeeCategory,
  type BagSize,
  type CoffeeProcess,
  type Grind,
  type ProductCategory,
  type RoastLevel,
} from '@coffee/contracts';
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

/** Where each origin's coffee grows, how it is usually processed, and how high. */
const ORIGIN_DATA: Record<
  (typeof GENERATED_ORIGINS)[number],
  { country: string; regions: string[]; process: CoffeeProcess; altitude: number }
> = {
  Ethiopian: {
    country: 'Ethiopia',
    regions: ['Yirgacheffe', 'Sidamo', 'Guji'],
    process: 'washed',
    altitude: 1900,
  },
  Colombian: {
    country: 'Colombia',
    regions: ['Huila', 'Nariño', 'Cauca'],
    process: 'washed',
    altitude: 1600,
  },
  Kenyan: {
    country: 'Kenya',
    regions: ['Nyeri', 'Kirinyaga', 'Embu'],
    process: 'washed',
    altitude: 1600,
  },
  Guatemalan: {
    country: 'Guatemala',
    regions: ['Antigua', 'Huehuetenango', 'Atitlán'],
    process: 'washed',
    altitude: 1500,
  },
  Sumatran: {
    country: 'Indonesia',
    regions: ['Mandheling', 'Gayo', 'Lintong'],
    process: 'wet-hulled',
    altitude: 1100,
  },
  Brazilian: {
    country: 'Brazil',
    regions: ['Cerrado Mineiro', 'Sul de Minas', 'Mogiana'],
    process: 'natural',
    altitude: 900,
  },
  'Costa Rican': {
    country: 'Costa Rica',
    regions: ['Tarrazú', 'West Valley', 'Central Valley'],
    process: 'honey',
    altitude: 1300,
  },
  Honduran: {
    country: 'Honduras',
    regions: ['Marcala', 'Santa Bárbara', 'Copán'],
    process: 'washed',
    altitude: 1200,
  },
  Peruvian: {
    country: 'Peru',
    regions: ['Cajamarca', 'Cusco', 'Junín'],
    process: 'washed',
    altitude: 1500,
  },
  Rwandan: {
    country: 'Rwanda',
    regions: ['Huye', 'Nyamasheke', 'Gakenke'],
    process: 'washed',
    altitude: 1700,
  },
};
const ROAST_LEVELS: Record<string, RoastLevel> = {
  Light: 'light',
  Medium: 'medium',
  'Medium-Dark': 'medium-dark',
  Dark: 'dark',
  French: 'dark',
  Italian: 'dark',
};
const BREWS = [
  'Pour-over: 22 g to 350 g water at 94 °C',
  'French press: 30 g coarse to 500 g water, 4 minutes',
  'Drip machine: 60 g per litre',
  'Espresso: 18 g in, 36 g out in 28 seconds',
  'Cold brew: 100 g coarse to 1 litre, 16 hours',
];
const SIZE_FACTORS: Record<BagSize, number> = { '8 oz': 0.7, '12 oz': 1, '2 lb': 2.4, '5 lb': 5.5 };
const SIZES = ['12 oz', '2 lb', '5 lb'] as const;
const GRIND_CODES: Record<Grind, string> = {
  'whole-bean': 'WB',
  espresso: 'ES',
  drip: 'DR',
  'pour-over': 'PO',
  'french-press': 'FP',
  'cold-brew': 'CB',
};
const sizeId = (size: BagSize) => size.replace(/\s+/g, '');

/**
 * A generated coffee's variants (beans: 3 sizes x 6 grinds, ground and espresso: 3 sizes) and
 * coffee data, from their own random sequence so every field from before issue 28 stays as it
 * was. The 12 oz (whole bean) is the default, with the product's price and stock.
 */
function generatedCoffee(
  n: number,
  product: {
    category: ProductCategory;
    priceCents: number;
    originalPriceCents?: number;
    inventory: number;
    sku: string;
  },
  origin: (typeof GENERATED_ORIGINS)[number],
  roast: string,
  notes: string[],
) {
  const rand = random(n + 1_000_003);
  const data = ORIGIN_DATA[origin];
  const altitude = data.altitude + Math.floor(rand() * 5) * 50;
  const grindsSold: readonly (Grind | null)[] = product.category === 'beans' ? grinds : [null];
  // Other sizes from the 12 oz price: round(price x factor) to .99.
  const price = (size: BagSize, cents: number) =>
    size === '12 oz' ? cents : Math.round((cents * SIZE_FACTORS[size]) / 100) * 100 - 1;
  const variants = SIZES.flatMap((size) =>
    grindsSold.map((grind) => {
      const first = size === '12 oz' && (grind === null || grind === 'whole-bean');
      const share =
        (size === '12 oz' ? 1 : size === '2 lb' ? 0.35 : 0.15) *
        (grind === null || grind === 'whole-bean' ? 1 : 0.4);
      const inventory =
        first || product.inventory === 0
          ? product.inventory
          : Math.round(product.inventory * share) + Math.floor(rand() * 3);
      const priceCents = price(size, product.priceCents);
      const original =
        product.originalPriceCents === undefined ? null : price(size, product.originalPriceCents);
      return {
        _id: [sizeId(size).toLowerCase(), grind].filter(Boolean).join('-'),
        sku: [product.sku, sizeId(size).toUpperCase(), grind ? GRIND_CODES[grind] : null]
          .filter(Boolean)
          .join('-'),
        size,
        grind,
        priceCents,
        originalPriceCents: original !== null && original > priceCents ? original : null,
        inventory,
        inStock: inventory > 0,
        imageUrl: null,
        retired: false,
      };
    }),
  );
  return {
    variants,
    defaultVariantId: variants[0]!._id,
    inventory: variants.reduce((sum, v) => sum + v.inventory, 0),
    inStock: variants.some((v) => v.inStock),
    origin: { country: data.country, region: pick(rand, data.regions) },
    roastLevel: ROAST_LEVELS[roast] ?? 'medium',
    process: data.process,
    altitude: { min: altitude, max: altitude + 200 },
    flavorNotes: [...new Set([...notes, pick(rand, NOTES)])],
    brewSuggestions: [pick(rand, BREWS)],
  };
}

/** Product `n` of the generated catalog, as stored (money in cents). */
export function generatedProduct(
  n: number,
  createdAt: Date,
): Omit<Partial<ProductDoc>, 'variants'> & {
  _id: Types.ObjectId;
  /** As stored (plain objects; inserted straight into the collection). */
  variants?: Record<string, unknown>[];
} {
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
  const originalPriceCents = isSale ? priceCents + 200 + Math.floor(rand() * 10) * 100 : undefined;
  const sku = `GEN-${String(n + 1).padStart(6, '0')}`;
  return {
    _id: new Types.ObjectId(),
    name: `${kind.name(origin, roast, brand, Math.floor(n / KINDS.length))} No. ${n + 1}`,
    description: `${origin} character with notes of ${notes[0]} and ${notes[1]}. A ${roast.toLowerCase()} profile chosen by our roasters for everyday brewing.`,
    priceCents,
    imageUrl: kind.image(Math.floor(n / KINDS.length)),
    ...(originalPriceCents === undefined ? {} : { originalPriceCents }),
    category: kind.category,
    inStock: inventory > 0,
    ...(rand() < 0.1 ? {} : { rating: Math.round((3 + rand() * 2) * 10) / 10 }),
    reviewCount: Math.floor(rand() * 500),
    isDirectPlusEligible: rand() < 0.7,
    isBestseller: rand() < 0.1,
    isNewArrival: rand() < 0.12,
    isSale,
    unitSize: kind.unitSize,
    sku,
    inventory,
    createdAt,
    // Written now, whatever its creation date: running instances look for changes by updatedAt.
    updatedAt: new Date(),
    // Coffees: bag sizes (and grinds for beans) and coffee data (issue 28).
    ...(isCoffeeCategory(kind.category)
      ? generatedCoffee(
          n,
          {
            category: kind.category,
            priceCents,
            ...(originalPriceCents === undefined ? {} : { originalPriceCents }),
            inventory,
            sku,
          },
          origin,
          roast,
          notes,
        )
      : {}),
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
