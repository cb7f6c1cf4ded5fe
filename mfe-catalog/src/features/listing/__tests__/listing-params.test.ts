import { visiblePages } from '../components/pagination';
import {
  ANY_PRICE,
  NO_FACETS,
  readListingState,
  toApiParams,
  toFacetParams,
  writeListingState,
} from '../model/listing-params';

const plain = { facets: NO_FACETS, price: ANY_PRICE };

describe('listing state in the URL', () => {
  it('when written and read back, then the same state returns, with the query kept and defaults left out', () => {
    const search = new URLSearchParams('q=latte');
    const written = writeListingState(search, {
      sort: 'price-asc',
      filters: ['isSale', 'inStock'],
      page: 3,
      ...plain,
    });
    expect(written.toString()).toBe('q=latte&sort=price-asc&inStock=true&isSale=true&page=3');
    expect(readListingState(written)).toEqual({
      sort: 'price-asc',
      filters: ['inStock', 'isSale'],
      page: 3,
      ...plain,
    });
    expect(
      writeListingState(written, { sort: 'featured', filters: [], page: 1, ...plain }).toString(),
    ).toBe('q=latte');
  });

  it('when turned into the server query, then page 3 starts at offset 48 and only ticked flags are sent', () => {
    expect(toApiParams({ sort: 'rating-desc', filters: ['isNew'], page: 3, ...plain })).toEqual({
      limit: '24',
      offset: '48',
      sort: 'rating-desc',
      isNew: 'true',
    });
  });
});

describe('facets in the URL', () => {
  it('when facets and a price range are written and read back, then each facet is one sorted, comma-separated parameter', () => {
    const state = {
      sort: 'price-asc' as const,
      filters: [],
      page: 1,
      facets: { ...NO_FACETS, roast: ['medium', 'light'], origin: ['Kenya', 'Ethiopia'] },
      price: { min: 10, max: null },
    };
    const written = writeListingState(new URLSearchParams('q=latte'), state);
    expect(written.toString()).toBe(
      'q=latte&sort=price-asc&roast=medium%2Clight&origin=Kenya%2CEthiopia&minPrice=10',
    );
    const read = readListingState(written);
    expect(read.facets).toEqual({
      ...NO_FACETS,
      roast: ['light', 'medium'],
      origin: ['Ethiopia', 'Kenya'],
    });
    expect(read.price).toEqual({ min: 10, max: null });
  });

  it('when the URL holds junk (blank, duplicate, overlong values, a bad price), then it is dropped, never an error', () => {
    const read = readListingState(
      new URLSearchParams(
        `roast=light,,light, dark &notes=${'x'.repeat(61)}&minPrice=-3&maxPrice=12.5`,
      ),
    );
    expect(read.facets.roast).toEqual(['dark', 'light']);
    expect(read.facets.notes).toEqual([]);
    expect(read.price).toEqual(ANY_PRICE);
  });

  it("when the facets' counts are asked for, then the filters go with them but not the sort nor the page", () => {
    const state = {
      sort: 'name-desc' as const,
      filters: ['inStock' as const],
      page: 4,
      facets: { ...NO_FACETS, size: ['2 lb'] },
      price: { min: null, max: 30 },
    };
    expect(toFacetParams(state)).toEqual({
      limit: '1',
      include: 'facets',
      inStock: 'true',
      size: '2 lb',
      maxPrice: '30',
    });
    expect(toApiParams(state)).toMatchObject({ sort: 'name-desc', offset: '72', size: '2 lb' });
  });
});

describe('page links', () => {
  it('when there are few pages, then all show', () => {
    expect(visiblePages(1, 3)).toEqual([1, 2, 3]);
  });

  it('when there are many, then the first, the last and the neighbours of the current page show, gaps elided', () => {
    expect(visiblePages(1, 417)).toEqual([1, 2, null, 417]);
    expect(visiblePages(50, 417)).toEqual([1, null, 49, 50, 51, null, 417]);
    // A gap of a single page shows that page rather than an ellipsis.
    expect(visiblePages(4, 10)).toEqual([1, 2, 3, 4, 5, null, 10]);
  });
});
