import { categorySlug } from '../../../shared/products';

/**
 * The 'Product Details' feature list, by category (spec: Beans, Coffee Makers, and
 * Accessories/Gift Sets have their own lists; the other categories get lists of their own kind).
 */
const ROAST_DATE_NOTE = 'Best enjoyed within four weeks of the roast date';

// The spec gives accessories and gift sets one list, so it must fit both.
const ACCESSORIES_AND_GIFTS = [
  'Hand-picked and tested by our baristas',
  'Durable, food-safe materials made to last',
  'Pairs with any of our coffees and brewing methods',
  'Arrives in gift-ready packaging',
];

const FEATURES: Record<string, string[]> = {
  beans: [
    '100% specialty-grade Arabica, scored 84+ by our cuppers',
    'Roasted in small batches and shipped within 48 hours of roasting',
    'Sourced directly from the farms and co-operatives we work with',
    'Resealable bag with a one-way valve to keep the beans fresh',
    ROAST_DATE_NOTE,
  ],
  'ground-coffee': [
    'Ground to a medium grind, ideal for drip machines and pour-over',
    'Packed straight after grinding and sealed against air and light',
    'Roasted in small batches for a consistent, balanced cup',
    'Resealable bag; store in a cool, dark place once opened',
  ],
  espresso: [
    'Developed for espresso: a rich crema and a syrupy body',
    'Holds its own in lattes, cappuccinos and flat whites',
    'Starting recipe: 18 g in, 36 g out in 25 to 30 seconds',
    'Also excellent in a moka pot or AeroPress',
  ],
  'cold-brew': [
    'Steeped cold for 18 hours for a smooth, naturally sweet cup',
    'Lower in acidity than coffee brewed hot',
    'Serve over ice, or top up with water or milk to taste',
    'Keep refrigerated once opened',
  ],
  'coffee-makers': [
    'Brews in the 195 to 205°F range baristas recommend',
    'Durable, food-safe materials that are easy to clean',
    'Brew guide with our recommended ratios in the box',
    'Covered by a one-year manufacturer warranty',
  ],
  accessories: ACCESSORIES_AND_GIFTS,
  'gift-sets': ACCESSORIES_AND_GIFTS,
  subscription: [
    'Freshly roasted coffee delivered every 1, 2 or 4 weeks',
    'Skip, pause or cancel any time from your account',
    'Direct+ members save 15% on coffee bean subscriptions',
    'Changes must be made 3 business days before the next shipment',
  ],
};

const GENERAL = [
  'Quality-checked by our team before it ships',
  'Backed by our 30-day money-back guarantee',
  'Easy returns within 30 days',
];

/**
 * The category's features; `nextRoast` (a formatted day, when the roast plan knows it) joins the
 * roast-date note, so the page names the date it speaks of.
 */
export function productFeatures(category: string, nextRoast: string | null = null): string[] {
  const features = FEATURES[categorySlug(category)] ?? GENERAL;
  if (!nextRoast) return features;
  return features.map((f) => (f === ROAST_DATE_NOTE ? `${f}. Next roast: ${nextRoast}` : f));
}
