import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { HttpResponse, http, type RecordedRequest } from '@coffee/platform/testing';
import { SearchPage } from '..';
import { apiProduct } from '../../../test/fixtures';
import { listHandler, LocationProbe, renderCatalog, setViewport } from '../../../test/render';

function renderSearch(route: string, options: Parameters<typeof renderCatalog>[1] = {}) {
  return renderCatalog(
    <>
      <Routes>
        <Route path="/search" element={<SearchPage />} />
      </Routes>
      <Link to="/search?q=mocha">Search mocha</Link>
      <LocationProbe />
    </>,
    { route, ...options },
  );
}

const searchCalls = (calls: readonly RecordedRequest[]) =>
  calls
    .filter((c) => c.path === '/api/search' && c.search.get('include') !== 'facets')
    .map((c) => Object.fromEntries(c.search));

beforeEach(() => setViewport('desktop'));

describe('search page', () => {
  it('when a query is given, then the title names it and the trimmed query is sent with the page', async () => {
    const { requests } = renderSearch('/search?q=%20%20ethiopian%20roast%20', {
      handlers: [listHandler('/api/search', [apiProduct(1, { name: 'Ethiopian Light Roast' })], 1)],
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Search Results for "ethiopian roast"' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Ethiopian Light Roast' }),
    ).toBeInTheDocument();
    expect(screen.getByText('1 product')).toBeInTheDocument();
    expect(searchCalls(requests)).toEqual([
      { q: 'ethiopian roast', limit: '24', offset: '0', sort: 'featured' },
    ]);
    await waitFor(() => expect(document.title).toBe('Search: ethiopian roast | Brew Haven'));
  });

  it('when the query is empty or blank, then nothing is asked and the search empty state shows', async () => {
    const { requests } = renderSearch('/search?q=%20%20%20');
    expect(screen.getByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search criteria.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeInTheDocument();
    expect(await screen.findByText('0 products')).toBeInTheDocument();
    expect(searchCalls(requests)).toEqual([]);
  });

  it('when nothing matches, then No products found with the search hint', async () => {
    renderSearch('/search?q=unicorn', { handlers: [listHandler('/api/search', [])] });
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search criteria.')).toBeInTheDocument();
    expect(
      screen.queryByText('Try removing some filters or check back later for new products.'),
    ).not.toBeInTheDocument();
  });

  it('when filters and sort change, then they go with the query and the query stays in the URL', async () => {
    const { requests } = renderSearch('/search?q=espresso', {
      handlers: [listHandler('/api/search', [apiProduct(1)])],
    });
    await screen.findByRole('list', { name: 'Search Results for "espresso"' });
    await userEvent.click(screen.getByRole('checkbox', { name: 'On Sale' }));
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Sort by' }),
      'Price: Low to High',
    );
    await waitFor(() =>
      expect(searchCalls(requests).at(-1)).toEqual({
        q: 'espresso',
        limit: '24',
        offset: '0',
        sort: 'price-asc',
        isSale: 'true',
      }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/search?q=espresso&sort=price-asc&isSale=true',
    );
  });

  it('when the query changes, then the sort goes back to featured and the filters clear', async () => {
    const { requests } = renderSearch('/search?q=espresso&sort=rating-desc&inStock=true', {
      handlers: [
        listHandler('/api/search', (search) => [apiProduct(search.get('q') === 'mocha' ? 2 : 1)]),
      ],
    });
    await screen.findByRole('list', { name: 'Search Results for "espresso"' });
    expect(screen.getByRole('checkbox', { name: 'In Stock' })).toBeChecked();

    await userEvent.click(screen.getByRole('link', { name: 'Search mocha' }));
    expect(
      await screen.findByRole('list', { name: 'Search Results for "mocha"' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('featured');
    expect(screen.getByRole('checkbox', { name: 'In Stock' })).not.toBeChecked();
    expect(searchCalls(requests).at(-1)).toEqual({
      q: 'mocha',
      limit: '24',
      offset: '0',
      sort: 'featured',
    });
  });

  it('when the search call fails, then a message with the error text and a retry show', async () => {
    renderSearch('/search?q=latte', {
      handlers: [
        http.get('/api/search', () => HttpResponse.json({ message: 'boom' }, { status: 500 })),
      ],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "We couldn't load products right now.",
    );
    expect(screen.getByRole('alert')).toHaveTextContent('500: boom');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
