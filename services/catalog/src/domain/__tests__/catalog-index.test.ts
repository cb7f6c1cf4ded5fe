import { buildCatalogIndex, queryCatalog, withChanges, type CatalogQuery } from '../catalog-index';
import type { ProductRecord } from '../product';
import { queryTerms, searchTerms } from '../search-terms';

let counter = 0;
function record(overrides: Partial<ProductRecord>): ProductRecord {
  counter += 1;
  return {
    id: counter.toString(16).padStart(24, '0'),
    name: `Product ${counter}`,
    description: null,
    priceCents: 1000,
    imageUrl: null,
    category: 'beans',
    inStock: true,
    rating: null,
    reviewCount: 0,
    isDirectPlusEligible: true,
    memberDiscountPercent: 0,
    releaseAt: null,
    isBestseller: false,
    isNew: false,
    isSale: false,
    originalPriceCents: null,
    unitSize: null,
    sku: null,
    inventory: 100,
    createdAt: new Date(Date.UTC(2025, 0, 1, 0, 0, counter)),
    variants: [],
    defaultVariantId: 'default',
    origin: null,
    roastLevel: null,
    process: null,
    altitude: null,
    flavorNotes: [],
    brewSuggestions: [],
    ...overrides,
  };
}

const query = (q: Partial<CatalogQuery> = {}): CatalogQuery => ({
  flags: [],
  sort: 'featured',
  limit: 100,
  offset: 0,
  ...q,
});
const names = (index: ReturnType<typeof buildCatalogIndex>, q: Partial<CatalogQuery> = {}) =>
  queryCatalog(index, query(q)).entries.map((e) => e.record.name);

describe('searchTerms', () => {
  it('when text has case, accents and punctuation, then it becomes lower-case words without them', () => {
    expect(searchTerms('Crème Brûlée: COLD-brew (12 oz.)')).toEqual([
      'creme',
      'brulee',
      'cold',
      'brew',
      '12',
      'oz',
    ]);
  });

  it('when a query has only regular-expression characters, then it has no words', () => {
    expect(queryTerms('.* ( [ + ? ^$ \\')).toEqual([]);
  });
});

describe('catalog index', () => {
  const oldest = record({ name: 'Oldest', priceCents: 500, rating: 4.9, reviewCount: 3 });
  const fresh = record({
    name: 'Fresh',
    isNew: true,
    priceCents: 2500,
    rating: 4.9,
    reviewCount: 9,
  });
  const star = record({ name: 'Star', isBestseller: true, priceCents: 1500, category: 'espresso' });
  const both = record({ name: 'both', isBestseller: true, isNew: true, priceCents: 1500 });
  const unrated = record({ name: 'Unrated', rating: null, priceCents: 900, isSale: true });
  const index = buildCatalogIndex([oldest, fresh, star, both, unrated]);

  it('when sorted as featured, then bestsellers come first, then new products, then the oldest', () => {
    expect(names(index)).toEqual(['both', 'Star', 'Fresh', 'Oldest', 'Unrated']);
  });

  it.each([
    ['price-asc', ['Oldest', 'Unrated', 'both', 'Star', 'Fresh']],
    ['price-desc', ['Fresh', 'both', 'Star', 'Unrated', 'Oldest']],
    ['name-asc', ['both', 'Fresh', 'Oldest', 'Star', 'Unrated']],
    ['name-desc', ['Unrated', 'Star', 'Oldest', 'Fresh', 'both']],
    // Equal ratings: more reviews first; no rating counts as 0.
    ['rating-desc', ['Fresh', 'Oldest', 'both', 'Star', 'Unrated']],
  ] as const)('when sorted by %s, then the order is %j', (sort, expected) => {
    expect(names(index, { sort })).toEqual(expected);
  });

  it('when filters and a category are given, then only products meeting all of them come back', () => {
    expect(names(index, { flags: ['isBestseller', 'isNew'] })).toEqual(['both']);
    expect(names(index, { category: 'espresso' })).toEqual(['Star']);
    expect(names(index, { category: 'espresso', flags: ['isNew'] })).toEqual([]);
    expect(names(index, { category: 'tea' })).toEqual([]);
  });

  it('when a page is asked for, then the total still counts every match', () => {
    const page = queryCatalog(index, query({ sort: 'name-asc', limit: 2, offset: 1 }));
    expect(page.entries.map((e) => e.record.name)).toEqual(['Fresh', 'Oldest']);
    expect(page.total).toBe(5);
    expect(queryCatalog(index, query({ offset: 10 }))).toEqual({ entries: [], total: 5 });
  });

  it('when ids are given, then only those come back, in the sort order', () => {
    expect(names(index, { ids: [unrated.id, star.id, 'f'.repeat(24)] })).toEqual([
      'Star',
      'Unrated',
    ]);
  });

  it('when each entry is serialised, then it is the public product', () => {
    const [entry] = queryCatalog(index, query({ ids: [unrated.id] })).entries;
    expect(JSON.parse(entry!.json)).toMatchObject({ id: unrated.id, price: '9.00', rating: null });
  });
});

describe('catalog search', () => {
  const yirga = record({
    name: 'Ethiopia Yirgacheffe',
    description: 'Floral, with bergamot and jasmine.',
  });
  const press = record({ name: 'French Press', category: 'coffee-makers' });
  const brulee = record({ name: 'Crème Brûlée Syrup', category: 'accessories' });
  const index = buildCatalogIndex([yirga, press, brulee]);

  it.each([
    ['yirgacheffe', ['Ethiopia Yirgacheffe']],
    ['YIRGA', ['Ethiopia Yirgacheffe']],
    ['ethiopia jasmine', ['Ethiopia Yirgacheffe']],
    ['ethiopia press', []],
    ['makers', ['French Press']],
    ['coffee-makers', ['French Press']],
    ['creme brulee', ['Crème Brûlée Syrup']],
    ['brûlée', ['Crème Brûlée Syrup']],
    ['.*', []],
    ['(press', ['French Press']],
    ['cheffe', []],
  ])('when searching %j, then %j match', (q, expected) => {
    expect(names(index, { q })).toEqual(expected);
  });
});

describe('withChanges', () => {
  const a = record({ name: 'A', inventory: 5 });
  const b = record({ name: 'B', priceCents: 2000 });
  const index = buildCatalogIndex([a, b]);

  it('when only stock changes, then the entry is swapped in place and the orders are reused', () => {
    const next = withChanges(index, [{ ...a, inventory: 0, inStock: false }]);
    expect(next.orders).toBe(index.orders);
    expect(names(next, { flags: ['inStock'] })).toEqual(['B']);
    expect(names(index, { flags: ['inStock'] })).toEqual(['A', 'B']);
  });

  it('when a sort key changes, a product is added or one is removed, then the index is rebuilt', () => {
    const cheaper = withChanges(index, [{ ...b, priceCents: 1 }]);
    expect(names(cheaper, { sort: 'price-asc' })).toEqual(['B', 'A']);
    const c = record({ name: 'C' });
    expect(names(withChanges(index, [c], [a.id]), { sort: 'name-asc' })).toEqual(['B', 'C']);
  });
});

describe('totals', () => {
  const flags = ['inStock', 'isDirectPlusEligible', 'isBestseller', 'isNew', 'isSale'] as const;
  const categories = ['beans', 'espresso', 'deals'] as const;
  // Every combination of flags, over three categories.
  const records = Array.from({ length: 96 }, (_, i) =>
    record({
      category: categories[i % 3],
      inStock: Boolean(i & 1),
      isDirectPlusEligible: Boolean(i & 2),
      isBestseller: Boolean(i & 4),
      isNew: Boolean(i & 8),
      isSale: Boolean(i & 16),
    }),
  );
  const subsets = Array.from({ length: 32 }, (_, mask) =>
    flags.filter((_, bit) => mask & (1 << bit)),
  );
  const brute = (list: ProductRecord[], category: string | undefined, wanted: readonly string[]) =>
    list.filter(
      (r) =>
        (category === undefined || r.category === category) &&
        wanted.every((flag) => r[flag as (typeof flags)[number]]),
    ).length;

  it('when any flags and category are asked for, then the total and a short page agree with a full count', () => {
    let index = buildCatalogIndex(records);
    // Stock changes in place must keep the counts right too.
    const changed = records
      .slice(0, 20)
      .map((r) => ({ ...r, inStock: !r.inStock, isSale: !r.isSale }));
    index = withChanges(index, changed);
    const current = [...changed, ...records.slice(20)];
    for (const category of [undefined, ...categories]) {
      for (const wanted of subsets) {
        const page = queryCatalog(index, query({ category, flags: wanted, limit: 2, offset: 1 }));
        const expected = brute(current, category, wanted);
        expect(page.total).toBe(expected);
        expect(page.entries).toHaveLength(Math.max(0, Math.min(2, expected - 1)));
      }
    }
  });
});

describe('search and facets through changes', () => {
  const guji = record({ name: 'Guji Natural', flavorNotes: ['Strawberry'], roastLevel: 'light' });
  const press = record({ name: 'French Press', category: 'coffee-makers' });
  const base = buildCatalogIndex([guji, press]);

  it('when a name, description or notes change, then the search finds the new words only', () => {
    const renamed = withChanges(base, [
      { ...guji, name: 'Sidamo Natural', description: 'Sweet peach', flavorNotes: ['Peach'] },
    ]);
    expect(names(renamed, { q: 'sidamo' })).toEqual(['Sidamo Natural']);
    expect(names(renamed, { q: 'peach' })).toEqual(['Sidamo Natural']);
    expect(names(renamed, { q: 'guji' })).toEqual([]);
    expect(names(renamed, { q: 'strawberry' })).toEqual([]);
    const gone = withChanges(renamed, [], [guji.id]);
    expect(names(gone, { q: 'sidamo' })).toEqual([]);
    expect(names(gone, { q: 'press' })).toEqual(['French Press']);
  });

  it('when a roast level changes, then the facets follow it', () => {
    const darker = withChanges(buildCatalogIndex([guji, press]), [{ ...guji, roastLevel: 'dark' }]);
    const page = queryCatalog(darker, query({ includeFacets: true }));
    expect(page.facets!.roast.filter((v) => v.count > 0)).toEqual([
      { value: 'dark', label: 'Dark', count: 1 },
    ]);
    expect(names(darker, { facets: { values: { roast: ['dark'] } } })).toEqual(['Guji Natural']);
  });
});

describe('price sorts with sizes', () => {
  const variant = (id: string, priceCents: number, retired = false) => ({
    id,
    sku: null,
    size: null,
    grind: null,
    priceCents,
    originalPriceCents: null,
    inventory: 5,
    inStock: true,
    imageUrl: null,
    retired,
  });
  // Sold by the 2 lb bag ($40) but from $17 in 12 oz: the card says "from $17.00".
  const big = record({
    name: 'Big Bag',
    priceCents: 4000,
    variants: [variant('12oz', 1700), variant('2lb', 4000)],
  });
  const mid = record({ name: 'Mid', priceCents: 2000 });
  // A retired size no longer counts.
  const retired = record({
    name: 'Retired Cheap',
    priceCents: 2500,
    variants: [variant('12oz', 500, true), variant('2lb', 2500)],
  });
  const index = buildCatalogIndex([big, mid, retired]);

  it('when sorted by price, then the lowest price on sale (what the card shows) decides', () => {
    expect(names(index, { sort: 'price-asc' })).toEqual(['Big Bag', 'Mid', 'Retired Cheap']);
    expect(names(index, { sort: 'price-desc' })).toEqual(['Retired Cheap', 'Mid', 'Big Bag']);
  });
});
