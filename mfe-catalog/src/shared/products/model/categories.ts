import { productCategories, type ProductCategory } from '@coffee/contracts';

/** The listing that shows every product (spec: "'all' shows everything"). */
export const ALL_CATEGORY = 'all';

type ListingCategory = ProductCategory | typeof ALL_CATEGORY;

/** Titles are the spec's own (section 2, 'Listing and search'); subtitles are ours. */
const CATEGORY_COPY: Record<ListingCategory, { title: string; subtitle: string }> = {
  beans: {
    title: 'Coffee Beans',
    subtitle:
      'Whole beans roasted in small batches, from bright single origins to rich house blends.',
  },
  'ground-coffee': {
    title: 'Ground Coffee',
    subtitle:
      'Freshly roasted and ground for drip, pour-over and French press, ready when you are.',
  },
  espresso: {
    title: 'Espresso',
    subtitle:
      'Dense, syrupy roasts built for a thick crema, at home on the machine or the moka pot.',
  },
  'coffee-makers': {
    title: 'Coffee Makers',
    subtitle: 'Drippers, presses and machines that bring café-quality brewing to your kitchen.',
  },
  accessories: {
    title: 'Coffee Accessories',
    subtitle: 'Grinders, scales, kettles and mugs: the small tools that make a great cup.',
  },
  'gift-sets': {
    title: 'Gift Sets',
    subtitle: 'Curated boxes of coffee and brewing gear for the coffee lovers in your life.',
  },
  'cold-brew': {
    title: 'Cold Brew',
    subtitle: 'Smooth, low-acid cold brew concentrates and kits for cool coffee all year round.',
  },
  subscription: {
    title: 'Coffee Subscriptions',
    subtitle:
      'Fresh-roasted coffee on your schedule. Direct+ members save 15% on bean subscriptions.',
  },
  deals: {
    title: 'Special Deals',
    subtitle: 'Limited-time prices on our coffees, equipment and gifts, while stocks last.',
  },
  all: {
    title: 'All Products',
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
  const slug = categorySlug(category);
  if (isListingCategory(slug)) return CATEGORY_COPY[slug].title;
  return slug.charAt(0).toUpperCase() + slug.slice(1);
}

export function categorySubtitle(category: string): string {
  const slug = categorySlug(category);
  if (isListingCategory(slug)) return CATEGORY_COPY[slug].subtitle;
  return 'Browse everything we carry in this collection.';
}
