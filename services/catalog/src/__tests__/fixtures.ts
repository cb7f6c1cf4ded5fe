import type { NewProductInput } from '../domain/product';

/**
 * A small catalog where every sort and filter gives a different, known answer. Seeded in this
 * order, so the oldest-first tiebreak of 'featured' follows it.
 */
export const listFixtures: NewProductInput[] = [
  {
    sku: 'F-KENYA',
    name: 'Kenya AA Whole Bean',
    description: 'Blackcurrant and grapefruit, a bright juicy cup.',
    price: '21.00',
    category: 'beans',
    rating: 4.6,
    reviewCount: 40,
    isDirectPlusEligible: false,
    inventory: 0,
    inStock: false,
  },
  {
    sku: 'F-HOUSE',
    name: 'House Blend Ground',
    description: 'A balanced medium roast for drip brewers.',
    price: '12.49',
    originalPrice: '14.99',
    category: 'ground-coffee',
    rating: 4.4,
    reviewCount: 98,
    isSale: true,
  },
  {
    sku: 'F-YIRGA',
    name: 'Ethiopia Yirgacheffe Whole Bean',
    description: 'Floral, with bergamot, lemon and jasmine.',
    price: '18.99',
    category: 'beans',
    rating: 4.8,
    reviewCount: 214,
    isBestseller: true,
  },
  {
    sku: 'F-PRESS',
    name: 'Classic French Press',
    description: 'Borosilicate glass and a steel mesh filter.',
    price: '34.99',
    category: 'coffee-makers',
    isNew: true,
  },
  {
    sku: 'F-ESPRESSO',
    name: 'Dark Roast Espresso',
    description: 'Syrupy body with dark chocolate and caramel.',
    price: '16.99',
    category: 'espresso',
    rating: 4.6,
    reviewCount: 131,
    isBestseller: true,
    isNew: true,
  },
  {
    sku: 'F-MUG',
    name: 'Ceramic Mug',
    description: 'Holds 12 oz (350 ml) [dishwasher safe].',
    price: '9.00',
    category: 'accessories',
    rating: 3.9,
    reviewCount: 12,
    isSale: true,
    originalPrice: '12.00',
    isNew: true,
  },
];

/** Names in the order each sort must give (the fixtures above). */
export const expectedOrders = {
  // Bestsellers (the new one first), then new products, then oldest first.
  featured: [
    'Dark Roast Espresso',
    'Ethiopia Yirgacheffe Whole Bean',
    'Classic French Press',
    'Ceramic Mug',
    'Kenya AA Whole Bean',
    'House Blend Ground',
  ],
  'price-asc': [
    'Ceramic Mug',
    'House Blend Ground',
    'Dark Roast Espresso',
    'Ethiopia Yirgacheffe Whole Bean',
    'Kenya AA Whole Bean',
    'Classic French Press',
  ],
  'price-desc': [
    'Classic French Press',
    'Kenya AA Whole Bean',
    'Ethiopia Yirgacheffe Whole Bean',
    'Dark Roast Espresso',
    'House Blend Ground',
    'Ceramic Mug',
  ],
  'name-asc': [
    'Ceramic Mug',
    'Classic French Press',
    'Dark Roast Espresso',
    'Ethiopia Yirgacheffe Whole Bean',
    'House Blend Ground',
    'Kenya AA Whole Bean',
  ],
  'name-desc': [
    'Kenya AA Whole Bean',
    'House Blend Ground',
    'Ethiopia Yirgacheffe Whole Bean',
    'Dark Roast Espresso',
    'Classic French Press',
    'Ceramic Mug',
  ],
  // 4.6 twice: more reviews first; no rating last.
  'rating-desc': [
    'Ethiopia Yirgacheffe Whole Bean',
    'Dark Roast Espresso',
    'Kenya AA Whole Bean',
    'House Blend Ground',
    'Ceramic Mug',
    'Classic French Press',
  ],
} as const;
