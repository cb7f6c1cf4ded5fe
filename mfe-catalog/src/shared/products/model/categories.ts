import {
  CATEGORY_TITLES,
  categoryTitle as listingTitle,
  productCategories,
  type ProductCategory,
} from '@coffee/contracts';

/** The listing that shows every product (spec: "'all' shows everything"). */
export const ALL_CATEGORY = 'all';

type ListingCategory = ProductCategory | typeof ALL_CATEGORY;

/** Titles are the spec's own (contracts' CATEGORY_TITLES); subtitles are ours. */
const CATEGORY_COPY: Record<ListingCategory, { title: string; subtitle: string }> = {
  beans: {
    title: CATEGORY_TITLES['beans'],
    subtitle:
      'Whole beans roasted in small batches, from bright single origins to rich house blends.',
  },
  'ground-coffee': {
    title: CATEGORY_TITLES['ground-coffee'],
    subtitle:
      'Freshly roasted and ground for drip, pour-over and French press, ready when you are.',
  },
  espresso: {
    title: CATEGORY_TITLES['espresso'],
    subtitle:
      'Dense, syrupy roasts built for a thick crema, at home on the machine or the moka pot.',
  },
  'coffee-makers': {
    title: CATEGORY_TITLES['coffee-makers'],
    subtitle: 'Drippers, presses and machines that bring café-quality brewing to your kitchen.',
  },
  accessories: {
    title: CATEGORY_TITLES['accessories'],
    subtitle: 'Grinders, scales, kettles and mugs: the small tools that make a great cup.',
  },
  'gift-sets': {
    title: CATEGORY_TITLES['gift-sets'],
    subtitle: 'Curated boxes of coffee and brewing gear for the coffee lovers in your life.',
  },
  'cold-brew': {
    title: CATEGORY_TITLES['cold-brew'],
    subtitle: 'Smooth, low-acid cold brew concentrates and kits for cool coffee all year round.',
  },
  subscription: {
    title: CATEGORY_TITLES['subscription'],
    subtitle:
      'Fresh-roasted coffee on your schedule. Direct+ members save 15% on bean subscriptions.',
  },
  deals: {
    title: CATEGORY_TITLES['deals'],
    subtitle: 'Limited-time prices on our coffees, equipment and gifts, while stocks last.',
  },
  all: {
    title: CATEGORY_TITLES['all'],
    subtitle: 'Our full range of specialty coffee, brewing equipment, accessories and gifts.',
  },
};

const isListingCategory = (slug: string): slug is ListingCategory =>
  slug === ALL_CATEGORY || (productCategories as readonly string[]).includes(slug);

/** Category slugs are lower case: '/category/Beans' and a product's 'Beans' both mean 'beans'. */
export function categorySlug(category: string): string {
  return category.trim().toLowerCase().replace(/\s+/g, '-');
}

/** The listing title; an unknown category shows its slug, capitalised (spec). */
export function categoryTitle(category: string): string {
  return listingTitle(categorySlug(category));
}

export function categorySubtitle(category: string): string {
  const slug = categorySlug(category);
  if (isListingCategory(slug)) return CATEGORY_COPY[slug].subtitle;
  return 'Browse everything we carry in this collection.';
}
