/** The spec's listing titles by category slug; an unknown slug shows capitalised. */
const TITLES: Record<string, string> = {
  beans: 'Coffee Beans',
  'ground-coffee': 'Ground Coffee',
  espresso: 'Espresso',
  'coffee-makers': 'Coffee Makers',
  accessories: 'Coffee Accessories',
  'gift-sets': 'Gift Sets',
  'cold-brew': 'Cold Brew',
  subscription: 'Coffee Subscriptions',
  deals: 'Special Deals',
};

export function categoryLabel(slug: string): string {
  return TITLES[slug] ?? slug.charAt(0).toUpperCase() + slug.slice(1);
}
