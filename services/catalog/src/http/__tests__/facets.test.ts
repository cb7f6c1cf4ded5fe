import request from 'supertest';
import { startCatalog, type StartedCatalog } from '../../__tests__/start-catalog';
import { seedProducts } from '../../data/seed-products';
import type { NewProductInput } from '../../domain/product';

const sizes = (...pairs: [string, string][]) =>
  pairs.map(([size, price]) => ({ size, price, inventory: 20 })) as NewProductInput['variants'];

/** Five coffees that differ in every facet, and a press with no coffee data at all. */
const coffees: NewProductInput[] = [
  {
    sku: 'FC-GUJI',
    name: 'Ethiopia Guji',
    price: '18.99',
    category: 'beans',
    origin: { country: 'Ethiopia', region: 'Guji' },
    roastLevel: 'light',
    process: 'washed',
    flavorNotes: ['Blueberry', 'Jasmine'],
    variants: sizes(['12 oz', '18.99'], ['2 lb', '44.99']),
  },
  {
    sku: 'FC-NYERI',
    name: 'Kenya Nyeri',
    price: '21.00',
    category: 'beans',
    origin: { country: 'Kenya' },
    roastLevel: 'medium-light',
    process: 'washed',
    flavorNotes: ['Blackcurrant', 'Grapefruit'],
    variants: sizes(['12 oz', '21.00'], ['5 lb', '99.99']),
  },
  {
    sku: 'FC-CERRADO',
    name: 'Brazil Cerrado',
    price: '14.99',
    category: 'beans',
    isSale: true,
    originalPrice: '16.99',
    origin: { country: 'Brazil', region: 'Cerrado' },
    roastLevel: 'medium',
    process: 'natural',
    flavorNotes: ['Chocolate', 'Hazelnut'],
    variants: sizes(['12 oz', '14.99'], ['2 lb', '34.99']),
  },
  {
    sku: 'FC-SUMATRA',
    name: 'Sumatra Dark Ground',
    price: '15.99',
    category: 'ground-coffee',
    origin: { country: 'Indonesia', region: 'Sumatra' },
    roastLevel: 'dark',
    process: 'wet-hulled',
    flavorNotes: ['Chocolate', 'Cedar'],
    variants: sizes(['12 oz', '15.99']),
  },
  {
    sku: 'FC-ROMA',
    name: 'Espresso Roma',
    price: '16.99',
    category: 'espresso',
    origin: { country: 'Brazil' },
    roastLevel: 'medium-dark',
    process: 'natural',
    flavorNotes: ['Chocolate', 'Caramel'],
    variants: sizes(['12 oz', '16.99'], ['2 lb', '39.99']),
  },
  { sku: 'FC-PRESS', name: 'Glass French Press', price: '34.99', category: 'coffee-makers' },
];

interface FacetValue {
  value: string;
  label: string;
  count: number;
}
const pairs = (values: FacetValue[]) => values.map((v) => `${v.value}:${v.count}`);
const names = (items: { name: string }[]) => items.map((p) => p.name).sort();

describe('facets on the product lists', () => {
  let catalog: StartedCatalog;
  const get = (path: string) => request(catalog.url).get(path);

  beforeAll(async () => {
    catalog = await startCatalog();
    await seedProducts(catalog.db, coffees);
  });

  afterAll(async () => {
    await catalog.stop();
  });

  it('when include=facets is asked for, then every facet counts the whole list, in its order', async () => {
    const res = await get('/api/products?include=facets').expect(200);
    expect(res.body.total).toBe(6);
    expect(res.headers['x-total-count']).toBe('6');
    expect(res.body.items).toHaveLength(6);
    const { facets } = res.body;
    // Roast levels light to dark; sizes small to large; the rest by count, then label.
    expect(pairs(facets.roast)).toEqual([
      'light:1',
      'medium-light:1',
      'medium:1',
      'medium-dark:1',
      'dark:1',
    ]);
    expect(facets.roast[1]).toEqual({ value: 'medium-light', label: 'Medium-light', count: 1 });
    expect(pairs(facets.origin)).toEqual(['Brazil:2', 'Ethiopia:1', 'Indonesia:1', 'Kenya:1']);
    expect(pairs(facets.process)).toEqual(['natural:2', 'washed:2', 'wet-hulled:1']);
    expect(pairs(facets.notes).slice(0, 2)).toEqual(['chocolate:3', 'blackcurrant:1']);
    expect(facets.notes[0]).toEqual({ value: 'chocolate', label: 'Chocolate', count: 3 });
    expect(pairs(facets.size)).toEqual(['12 oz:5', '2 lb:3', '5 lb:1']);
    expect(facets.price).toEqual({ min: '14.99', max: '99.99' });
  });

  it('when a facet is chosen, then its own counts stay and every other facet follows it', async () => {
    const res = await get('/api/products?roast=light,medium&include=facets').expect(200);
    expect(names(res.body.items)).toEqual(['Brazil Cerrado', 'Ethiopia Guji']);
    expect(res.body.total).toBe(2);
    expect(pairs(res.body.facets.roast)).toEqual([
      'light:1',
      'medium-light:1',
      'medium:1',
      'medium-dark:1',
      'dark:1',
    ]);
    expect(pairs(res.body.facets.origin)).toEqual(['Brazil:1', 'Ethiopia:1']);
    expect(pairs(res.body.facets.size)).toEqual(['12 oz:2', '2 lb:2']);
    expect(res.body.facets.price).toEqual({ min: '14.99', max: '44.99' });
  });

  it.each([
    ['origin=brazil&notes=CHOCOLATE', ['Brazil Cerrado', 'Espresso Roma']],
    ['origin=Brazil,Kenya&process=washed', ['Kenya Nyeri']],
    ['size=5lb', ['Kenya Nyeri']],
    ['size=2%20lb', ['Brazil Cerrado', 'Espresso Roma', 'Ethiopia Guji']],
    ['notes=chocolate&roast=dark', ['Sumatra Dark Ground']],
    // A product matches when any variant on sale costs within the range (whole dollars).
    ['minPrice=40&maxPrice=50', ['Ethiopia Guji']],
    ['maxPrice=15', ['Brazil Cerrado']],
    ['minPrice=35', ['Espresso Roma', 'Ethiopia Guji', 'Kenya Nyeri']],
    ['roast=burnt', []],
    ['notes=chocolate&isSale=true', ['Brazil Cerrado']],
  ])(
    'when the list asks for %s, then exactly the matching products come back',
    async (query, expected) => {
      const res = await get(`/api/products?${query}`).expect(200);
      expect(names(res.body)).toEqual(expected);
      expect(res.headers['x-total-count']).toBe(String(expected.length));
    },
  );

  it('when the price range is chosen, then the range shown is what the other filters leave', async () => {
    const res = await get('/api/products?minPrice=40&maxPrice=50&include=facets').expect(200);
    expect(res.body.facets.price).toEqual({ min: '14.99', max: '99.99' });
    expect(pairs(res.body.facets.roast)).toEqual(['light:1']);
  });

  it('when a category or a search narrows the list, then the facets count only what is left', async () => {
    const beans = await get('/api/products/category/beans?include=facets').expect(200);
    expect(beans.body.total).toBe(3);
    expect(pairs(beans.body.facets.origin)).toEqual(['Brazil:1', 'Ethiopia:1', 'Kenya:1']);
    const found = await get('/api/search?q=chocolate&include=facets&notes=caramel').expect(200);
    expect(names(found.body.items)).toEqual(['Espresso Roma']);
    // The notes facet is not narrowed by its own choice: every chocolate coffee still counts.
    expect(pairs(found.body.facets.notes).slice(0, 2)).toEqual(['chocolate:3', 'caramel:1']);
    expect(pairs(found.body.facets.origin)).toEqual(['Brazil:1']);
  });

  it('when a chosen value matches nothing, then it is still listed (count 0) so it can be unticked', async () => {
    const res = await get('/api/products?origin=Kenya&roast=dark&include=facets').expect(200);
    expect(res.body.total).toBe(0);
    expect(res.body.facets.origin).toContainEqual({ value: 'Kenya', label: 'Kenya', count: 0 });
    expect(res.body.facets.price).toBeNull();
  });

  it('when include is not asked for, then the answer is the plain array and the header', async () => {
    const res = await get('/api/products?roast=light').expect(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.headers['x-total-count']).toBe('1');
  });

  it.each([
    ['minPrice=abc', 'minPrice must be a whole number'],
    ['minPrice=50&maxPrice=10', 'minPrice must be at most maxPrice'],
    ['maxPrice=-1', 'maxPrice must be a whole number'],
    ['include=all', 'include must be facets'],
    [`roast=${Array.from({ length: 21 }, (_, i) => `r${i}`).join(',')}`, 'At most 20 roast values'],
    [`notes=${'x'.repeat(61)}`, 'notes values must be at most 60 characters'],
    ['origin=a&origin=b', 'origin must be text'],
  ])(
    'when the query is %s, then the answer is 400 with a readable message',
    async (query, message) => {
      const res = await get(`/api/products?${query}`).expect(400);
      expect(res.body.message).toContain(message);
    },
  );
});
