import {
  grinds,
  type BagSize,
  type CoffeeProcess,
  type Grind,
  type RoastLevel,
} from '@coffee/contracts';
import type { NewProductInput } from '../../domain/product';

// Issue 28: the demo catalog's coffees as coffee people buy them (bag sizes x grinds) and as
// they shop for them (origin, process, roast level, altitude, notes, how to brew). Keyed by
// SKU, so the start-up seeding can give a shop seeded before variants the same data.

interface DemoCoffee {
  origin: { country: string; region?: string };
  roastLevel: RoastLevel;
  process?: CoffeeProcess;
  /** Metres; blends and flavoured coffees have none. */
  altitude?: { min: number; max: number };
  flavorNotes: string[];
  brewSuggestions: string[];
}

const POUR_OVER = 'Pour-over: 22 g to 350 g water at 94 °C, about 3 minutes';
const FRENCH_PRESS = 'French press: 30 g coarse to 500 g water, steep 4 minutes';
const DRIP = 'Drip machine: 60 g per litre, medium grind';
const ESPRESSO = 'Espresso: 18 g in, 36 g out in 27–30 seconds';
const MOKA = 'Moka pot: fill the basket level, medium heat, lid open until it gurgles';
const COLD_BREW = 'Cold brew: 100 g coarse to 1 litre cold water, steep 16 hours';
const MILK = 'Flat white or cappuccino: a double shot under 120 ml steamed milk';
const ICED = 'Iced: brew at double strength over an equal weight of ice';

export const demoCoffee: Record<string, DemoCoffee> = {
  'BEA-ETH-YRG-12': {
    origin: { country: 'Ethiopia', region: 'Yirgacheffe, Gedeo' },
    roastLevel: 'light',
    process: 'washed',
    altitude: { min: 1900, max: 2200 },
    flavorNotes: ['bergamot', 'lemon zest', 'jasmine', 'black tea'],
    brewSuggestions: [POUR_OVER, 'AeroPress: 15 g to 230 g water at 90 °C, 2 minutes'],
  },
  'ESP-SIG-BLD-12': {
    origin: { country: 'Brazil', region: 'Sul de Minas, with Colombia Huila' },
    roastLevel: 'medium-dark',
    process: 'natural',
    altitude: { min: 1000, max: 1800 },
    flavorNotes: ['milk chocolate', 'hazelnut', 'caramel'],
    brewSuggestions: [ESPRESSO, MILK],
  },
  'GRD-HSE-BLD-12': {
    origin: { country: 'Colombia', region: 'Huila, with Brazil Cerrado' },
    roastLevel: 'medium',
    process: 'washed',
    flavorNotes: ['toasted almond', 'brown sugar', 'milk chocolate'],
    brewSuggestions: [DRIP, POUR_OVER],
  },
  'BEA-KEN-NYR-12': {
    origin: { country: 'Kenya', region: 'Nyeri' },
    roastLevel: 'light',
    process: 'washed',
    altitude: { min: 1700, max: 1900 },
    flavorNotes: ['blackcurrant', 'grapefruit', 'tomato vine', 'red wine'],
    brewSuggestions: [POUR_OVER, 'Chemex: 40 g to 650 g water, 4½ minutes'],
  },
  'BEA-PAN-GSH-08': {
    origin: { country: 'Panama', region: 'Boquete, Chiriquí' },
    roastLevel: 'light',
    process: 'washed',
    altitude: { min: 1600, max: 1800 },
    flavorNotes: ['jasmine', 'peach', 'honeyed citrus', 'bergamot'],
    brewSuggestions: [POUR_OVER],
  },
  'ESP-BRA-SOE-12': {
    origin: { country: 'Brazil', region: 'Sul de Minas' },
    roastLevel: 'medium',
    process: 'natural',
    altitude: { min: 1000, max: 1300 },
    flavorNotes: ['peanut butter', 'cocoa', 'caramel'],
    brewSuggestions: [ESPRESSO, MILK],
  },
  'GRD-ORG-MRN-12': {
    origin: { country: 'Honduras', region: 'Marcala, with Nicaragua Jinotega' },
    roastLevel: 'light',
    process: 'washed',
    altitude: { min: 1200, max: 1600 },
    flavorNotes: ['honey', 'green apple', 'almond'],
    brewSuggestions: [DRIP, POUR_OVER],
  },
  'BEA-COL-HUI-12': {
    origin: { country: 'Colombia', region: 'Huila' },
    roastLevel: 'medium',
    process: 'washed',
    altitude: { min: 1500, max: 1900 },
    flavorNotes: ['red apple', 'caramel', 'panela', 'orange'],
    brewSuggestions: [DRIP, FRENCH_PRESS, ESPRESSO],
  },
  'BEA-GUA-ANT-12': {
    origin: { country: 'Guatemala', region: 'Antigua' },
    roastLevel: 'medium',
    process: 'washed',
    altitude: { min: 1500, max: 1700 },
    flavorNotes: ['cocoa', 'toffee', 'clove'],
    brewSuggestions: [POUR_OVER, FRENCH_PRESS],
  },
  'BEA-SUM-MAN-12': {
    origin: { country: 'Indonesia', region: 'Mandheling, North Sumatra' },
    roastLevel: 'dark',
    process: 'wet-hulled',
    altitude: { min: 1100, max: 1500 },
    flavorNotes: ['cedar', 'dark chocolate', 'earthy', 'molasses'],
    brewSuggestions: [FRENCH_PRESS, COLD_BREW],
  },
  'BEA-CRC-TAR-12': {
    origin: { country: 'Costa Rica', region: 'Tarrazú' },
    roastLevel: 'medium-light',
    process: 'honey',
    altitude: { min: 1400, max: 1900 },
    flavorNotes: ['apricot', 'brown sugar', 'plum', 'cacao nib'],
    brewSuggestions: [POUR_OVER, 'AeroPress: 15 g to 230 g water at 90 °C, 2 minutes'],
  },
  'BEA-BRA-CER-12': {
    origin: { country: 'Brazil', region: 'Cerrado Mineiro' },
    roastLevel: 'medium',
    process: 'natural',
    altitude: { min: 900, max: 1250 },
    flavorNotes: ['hazelnut', 'chocolate', 'dried fig'],
    brewSuggestions: [ESPRESSO, FRENCH_PRESS, COLD_BREW],
  },
  'BEA-BRK-BLD-32': {
    origin: { country: 'Guatemala', region: 'Huehuetenango, with Brazil and Colombia' },
    roastLevel: 'medium-light',
    process: 'washed',
    flavorNotes: ['milk chocolate', 'orange', 'honey'],
    brewSuggestions: [DRIP, POUR_OVER],
  },
  'BEA-RWA-HUY-12': {
    origin: { country: 'Rwanda', region: 'Huye, Southern Province' },
    roastLevel: 'light',
    process: 'washed',
    altitude: { min: 1700, max: 2000 },
    flavorNotes: ['red grape', 'hibiscus', 'black tea', 'lime'],
    brewSuggestions: [POUR_OVER],
  },
  'BEA-HON-DCF-12': {
    origin: { country: 'Honduras', region: 'Santa Bárbara' },
    roastLevel: 'medium',
    process: 'washed',
    altitude: { min: 1300, max: 1600 },
    flavorNotes: ['milk chocolate', 'orange', 'brown sugar'],
    brewSuggestions: [DRIP, FRENCH_PRESS],
  },
  'BEA-PER-ORG-12': {
    origin: { country: 'Peru', region: 'Cajamarca' },
    roastLevel: 'medium',
    process: 'washed',
    altitude: { min: 1600, max: 2000 },
    flavorNotes: ['milk chocolate', 'roasted pecan', 'red apple'],
    brewSuggestions: [POUR_OVER, DRIP],
  },
  'GRD-FRN-RST-12': {
    origin: { country: 'Brazil', region: 'Mogiana, with Sumatra' },
    roastLevel: 'dark',
    process: 'natural',
    flavorNotes: ['smoky', 'bittersweet chocolate', 'burnt sugar'],
    brewSuggestions: [DRIP, FRENCH_PRESS],
  },
  'GRD-HAZ-CRM-12': {
    origin: { country: 'Colombia', region: 'Huila' },
    roastLevel: 'medium',
    process: 'washed',
    flavorNotes: ['hazelnut', 'cream', 'caramel'],
    brewSuggestions: [DRIP, ICED],
  },
  'GRD-COL-MED-32': {
    origin: { country: 'Colombia', region: 'Huila' },
    roastLevel: 'medium',
    process: 'washed',
    altitude: { min: 1500, max: 1900 },
    flavorNotes: ['caramel', 'red apple', 'cocoa'],
    brewSuggestions: [DRIP],
  },
  'GRD-DCF-MID-12': {
    origin: { country: 'Colombia', region: 'Tolima' },
    roastLevel: 'dark',
    process: 'washed',
    altitude: { min: 1400, max: 1800 },
    flavorNotes: ['molasses', "baker's chocolate", 'toasted walnut'],
    brewSuggestions: [DRIP, FRENCH_PRESS],
  },
  'GRD-VAN-BEA-12': {
    origin: { country: 'Brazil', region: 'Sul de Minas' },
    roastLevel: 'medium-light',
    process: 'natural',
    flavorNotes: ['vanilla', 'cream', 'shortbread'],
    brewSuggestions: [DRIP, ICED],
  },
  'GRD-ITA-DRK-11': {
    origin: { country: 'Brazil', region: 'Cerrado, with Vietnam Robusta' },
    roastLevel: 'dark',
    process: 'natural',
    flavorNotes: ['dark chocolate', 'licorice', 'roasted almond'],
    brewSuggestions: [MOKA, ESPRESSO],
  },
  'GRD-MCJ-BLD-12': {
    origin: { country: 'Ethiopia', region: 'Harrar, with Java Ijen' },
    roastLevel: 'medium',
    process: 'natural',
    flavorNotes: ['blueberry', 'cocoa', 'cardamom', 'red wine'],
    brewSuggestions: [DRIP, FRENCH_PRESS],
  },
  'ESP-MIL-DRK-12': {
    origin: { country: 'Brazil', region: 'Cerrado, with India Monsooned Malabar' },
    roastLevel: 'dark',
    process: 'natural',
    flavorNotes: ['dark chocolate', 'caramelized sugar', 'walnut'],
    brewSuggestions: [ESPRESSO, MILK, MOKA],
  },
  'ESP-CAP-INT-30': {
    origin: { country: 'Brazil', region: 'Cerrado, with Vietnam Robusta' },
    roastLevel: 'dark',
    process: 'natural',
    flavorNotes: ['dark cocoa', 'roasted grain', 'pepper'],
    brewSuggestions: ['Espresso button (40 ml); Intensity 11', MILK],
  },
  'ESP-DCF-RST-12': {
    origin: { country: 'Colombia', region: 'Huila' },
    roastLevel: 'medium-dark',
    process: 'washed',
    altitude: { min: 1500, max: 1800 },
    flavorNotes: ['chocolate', 'brown sugar', 'cherry'],
    brewSuggestions: [ESPRESSO, MILK],
  },
  'ESP-CAP-RIS-30': {
    origin: { country: 'India', region: 'Karnataka, with Brazil' },
    roastLevel: 'dark',
    process: 'natural',
    flavorNotes: ['cocoa', 'roasted grain', 'molasses'],
    brewSuggestions: ['Ristretto button (25 ml)', 'Cortado: one capsule under 40 ml warm milk'],
  },
  'ESP-BLK-HSE-80': {
    origin: { country: 'Brazil', region: 'Sul de Minas, with Colombia Huila' },
    roastLevel: 'medium-dark',
    process: 'natural',
    altitude: { min: 1000, max: 1800 },
    flavorNotes: ['milk chocolate', 'hazelnut', 'caramel'],
    brewSuggestions: [ESPRESSO, MILK],
  },
  'ESP-GRD-TIN-88': {
    origin: { country: 'Brazil', region: 'Mogiana, with Colombia' },
    roastLevel: 'medium-dark',
    process: 'natural',
    flavorNotes: ['cocoa', 'toasted bread', 'caramel'],
    brewSuggestions: [MOKA, ESPRESSO],
  },
  'ESP-CAP-LNG-30': {
    origin: { country: 'Colombia', region: 'Cauca, with Ethiopia Sidamo' },
    roastLevel: 'medium',
    process: 'washed',
    flavorNotes: ['cereal', 'toasted bread', 'citrus peel'],
    brewSuggestions: ['Lungo button (110 ml)'],
  },
};

/** The 12 oz price to another size's: round(price x factor) to .99 (issue 28's rule). */
const SIZE_FACTORS: Record<BagSize, number> = { '8 oz': 0.7, '12 oz': 1, '2 lb': 2.4, '5 lb': 5.5 };
const toCents = (price: string) => Math.round(Number(price) * 100);
const toPrice = (cents: number) => (cents / 100).toFixed(2);
/** The 12 oz price x factor, rounded to whole dollars less a cent ("45.99"). */
const priceFor = (twelveOzCents: number, size: BagSize) =>
  size === '12 oz'
    ? twelveOzCents
    : Math.max(99, Math.round((twelveOzCents * SIZE_FACTORS[size]) / 100) * 100 - 1);

const GRIND_CODES: Record<Grind, string> = {
  'whole-bean': 'WB',
  espresso: 'ES',
  drip: 'DR',
  'pour-over': 'PO',
  'french-press': 'FP',
  'cold-brew': 'CB',
};
const sizeCode = (size: BagSize) => size.replace(/\s+/g, '').toUpperCase();

/**
 * Which sizes each coffee sells: beans, bagged espresso and ground coffee 12 oz, 2 lb and 5 lb;
 * a few by what they are (a Geisha micro-lot in small bags, the café-size bulk bag). Capsules,
 * tins and the 11 oz brick keep one variant: their pack is the product.
 */
const SIZES: Record<string, readonly BagSize[]> = {
  'BEA-PAN-GSH-08': ['8 oz', '12 oz'],
  'ESP-BLK-HSE-80': ['5 lb'],
};
const ONE_PACK = new Set([
  'ESP-CAP-INT-30',
  'ESP-CAP-RIS-30',
  'ESP-CAP-LNG-30',
  'ESP-GRD-TIN-88',
  'GRD-ITA-DRK-11',
]);

/**
 * The stock of one variant, from the product's old single figure: the small bag sells most,
 * whole bean most of the grinds. Never below 12 for a product with stock, so the dashboard's
 * low-stock list shows what LOW_IN_ONE_SIZE says and the products that were low already.
 */
function stockFor(total: number, size: BagSize, grind: Grind | null, low: boolean): number {
  if (total === 0) return 0;
  const sizeShare = size === '5 lb' ? 0.15 : size === '2 lb' ? 0.35 : 1;
  const grindShare = grind === null || grind === 'whole-bean' ? 1 : 0.4;
  const units = Math.round(total * sizeShare * grindShare);
  return low ? Math.max(1, Math.min(total, units)) : Math.max(12, units);
}

/** A few products low in one size only (variant id -> its stock), for the inventory's demo. */
const LOW_IN_ONE_SIZE: Record<string, Record<string, number>> = {
  'BEA-KEN-NYR-12': { '5lb-whole-bean': 3, '5lb-pour-over': 2 },
  'BEA-GUA-ANT-12': { '2lb-espresso': 6 },
  'GRD-HSE-BLD-12': { '5lb': 4 },
  'ESP-SIG-BLD-12': { '5lb': 8 },
};

/**
 * A demo product with its variants and coffee data (unchanged when it is not coffee). The size
 * it was sold in stays its default variant at its price, so every figure the shop showed for it
 * (price, "Only 4 left") stays; the other sizes follow the 12 oz price.
 */
export function withDemoVariants(product: NewProductInput): NewProductInput {
  const coffee = product.sku ? demoCoffee[product.sku] : undefined;
  if (!coffee || !product.sku) return product;
  const base = product.sku;
  const coffeeData = {
    origin: coffee.origin,
    roastLevel: coffee.roastLevel,
    ...(coffee.process ? { process: coffee.process } : {}),
    ...(coffee.altitude ? { altitude: coffee.altitude } : {}),
    flavorNotes: coffee.flavorNotes,
    brewSuggestions: coffee.brewSuggestions,
  };
  if (ONE_PACK.has(base)) return { ...product, ...coffeeData };

  const ownSize = (['8 oz', '12 oz', '2 lb', '5 lb'] as const).find((s) => s === product.unitSize);
  const own = ownSize ?? '12 oz';
  const ownCents = toCents(String(product.price));
  const twelveOz = Math.round(ownCents / SIZE_FACTORS[own]);
  const ownOriginal = product.originalPrice ? toCents(String(product.originalPrice)) : null;
  const twelveOzOriginal =
    ownOriginal === null ? null : Math.round(ownOriginal / SIZE_FACTORS[own]);
  const sizes = SIZES[base] ?? (['12 oz', '2 lb', '5 lb'] as const);
  const grindsSold: readonly (Grind | null)[] = product.category === 'beans' ? grinds : [null];
  const total = product.inventory ?? 100;
  const low = total > 0 && total <= 10;
  const lowSizes = LOW_IN_ONE_SIZE[base] ?? {};

  const variants = sizes.flatMap((size) =>
    grindsSold.map((grind) => {
      const id = [size.replace(/\s+/g, '').toLowerCase(), grind].filter(Boolean).join('-');
      const isOwn = size === own && (grind === null || grind === 'whole-bean');
      const priceCents = size === own ? ownCents : priceFor(twelveOz, size);
      const originalCents =
        twelveOzOriginal === null
          ? null
          : size === own
            ? ownOriginal
            : priceFor(twelveOzOriginal, size);
      return {
        size,
        grind,
        price: toPrice(priceCents),
        ...(originalCents !== null && originalCents > priceCents
          ? { originalPrice: toPrice(originalCents) }
          : {}),
        sku: [base, sizeCode(size), grind ? GRIND_CODES[grind] : null].filter(Boolean).join('-'),
        // The size it was sold in keeps its figure; "low in one size" products get theirs.
        inventory: lowSizes[id] ?? (isOwn ? total : stockFor(total, size, grind, low)),
        inStock: product.inStock !== false,
      };
    }),
  );
  // The product's own size first: the seeding takes the first variant as the default.
  const first = variants.findIndex(
    (v) => v.size === own && (v.grind === null || v.grind === 'whole-bean'),
  );
  const ordered = [variants[first]!, ...variants.filter((_, i) => i !== first)];
  return { ...product, ...coffeeData, variants: ordered };
}
