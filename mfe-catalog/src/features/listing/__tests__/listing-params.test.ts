import { visiblePages } from '../components/pagination';
import { readListingState, toApiParams, writeListingState } from '../model/listing-params';

describe('listing state in the URL', () => {
  it('when written and read back, then the same state returns, with the query kept and defaults left out', () => {
    const search = new URLSearchParams('q=latte');
    const written = writeListingState(search, {
      sort: 'price-asc',
      filters: ['isSale', 'inStock'],
      page: 3,
    });
    expect(written.toString()).toBe('q=latte&sort=price-asc&inStock=true&isSale=true&page=3');
    expect(readListingState(written)).toEqual({
      sort: 'price-asc',
      filters: ['inStock', 'isSale'],
      page: 3,
    });
    expect(writeListingState(written, { sort: 'featured', filters: [], page: 1 }).toString()).toBe(
      'q=latte',
    );
  });

  it('when turned into the server query, then page 3 starts at offset 48 and only ticked flags are sent', () => {
    expect(toApiParams({ sort: 'rating-desc', filters: ['isNew'], page: 3 })).toEqual({
      limit: '24',
      offset: '48',
      sort: 'rating-desc',
      isNew: 'true',
    });
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
