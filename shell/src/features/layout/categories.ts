/** The eight categories of the navigation bar and the footer, with their readable labels. */
export const CATEGORIES = [
  { slug: 'beans', label: 'Coffee Beans' },
  { slug: 'ground-coffee', label: 'Ground Coffee' },
  { slug: 'espresso', label: 'Espresso' },
  { slug: 'coffee-makers', label: 'Coffee Makers' },
  { slug: 'accessories', label: 'Accessories' },
  { slug: 'gift-sets', label: 'Gift Sets' },
  { slug: 'cold-brew', label: 'Cold Brew' },
  { slug: 'deals', label: 'Deals' },
] as const;

export const categoryPath = (slug: string) => `/category/${slug}`;
