import { useLayoutEffect, type ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { productCategories } from '@coffee/contracts';
import { HttpResponse, http, server, type RecordedRequest } from '@coffee/platform/testing';
import { CategoryPage } from '..';
import { categorySubtitle } from '../../../shared/products';
import { apiProduct } from '../../../test/fixtures';
import { listHandler, LocationProbe, renderCatalog, setViewport } from '../../../test/render';

const page = (from: number, count: number) =>
  Array.from({ length: count }, (_, i) => apiProduct(from + i));

function renderCategory(route: string, options: Parameters<typeof renderCatalog>[1] = {}) {
  return renderCatalog(
    <>
      <Routes>
        <Route path="/category/:category" element={<CategoryPage />} />
      </Routes>
      <Link to="/category/espresso">Go to espresso</Link>
      <LocationProbe />
    </>,
    { route, ...options },
  );
}

// The product lists the grid asks for (the facets' counts are asked beside them: facet tests).
const listCalls = (calls: readonly RecordedRequest[]) =>
  calls.filter((c) => c.path.startsWith('/api/products') && c.search.get('include') !== 'facets');
const lastListCall = (calls: readonly RecordedRequest[]) => {
  const list = listCalls(calls);
  return Object.fromEntries((list[list.length - 1] as RecordedRequest).search);
};

const BEANS = '/api/products/category/beans';

beforeEach(() => setViewport('desktop'));

describe('category page: titles', () => {
  const titles: Record<string, string> = {
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

  it.each(productCategories.map((c) => [c, titles[c]]))(
    'when the category is %s, then the title is %s with a subtitle of its own, and its products are asked for',
    async (category, title) => {
      const { requests } = renderCategory(`/category/${category}`, {
        handlers: [listHandler(`/api/products/category/${category}`, page(1, 2))],
      });
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(await screen.findByRole('list', { name: title })).toBeInTheDocument();
      expect(listCalls(requests).map((c) => c.path)).toEqual([
        `/api/products/category/${category}`,
      ]);
      await waitFor(() => expect(document.title).toBe(`${title} | Brew Haven`));
    },
  );

  it('when each category is shown, then it has a subtitle of its own', () => {
    const all = [...productCategories, 'all'];
    const subtitles = all.map(categorySubtitle);
    expect(new Set(subtitles).size).toBe(all.length);
    for (const subtitle of subtitles) expect(subtitle.length).toBeGreaterThan(30);
  });

  it('when a category is rendered, then its subtitle shows under the title', async () => {
    renderCategory('/category/cold-brew', {
      handlers: [listHandler('/api/products/category/cold-brew', [])],
    });
    expect(screen.getByText(categorySubtitle('cold-brew'))).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'No products found' });
  });

  it('when the shell titles the route from a parent layout effect, then the category title still wins', async () => {
    // As the shell's route wrapper does (shell/src/app/app-routes.tsx).
    function ShellTitled({ children }: { children: ReactNode }) {
      useLayoutEffect(() => {
        document.title = 'Shop | Brew Haven';
      }, []);
      return children;
    }
    renderCatalog(
      <ShellTitled>
        <Routes>
          <Route path="/category/:category" element={<CategoryPage />} />
        </Routes>
      </ShellTitled>,
      {
        route: '/category/espresso',
        handlers: [listHandler('/api/products/category/espresso', [])],
      },
    );
    await screen.findByRole('heading', { name: 'No products found' });
    await waitFor(() => expect(document.title).toBe('Espresso | Brew Haven'));
  });

  it('when the category is all, then the title is All Products and the whole catalog is asked for', async () => {
    const { requests } = renderCategory('/category/all', {
      handlers: [listHandler('/api/products', page(1, 3))],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'All Products' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'All Products' });
    expect(listCalls(requests).map((c) => c.path)).toEqual(['/api/products']);
  });

  it('when the service does not know the category (404), then it is an empty list, not an outage', async () => {
    renderCategory('/category/seasonal', {
      handlers: [
        http.get('/api/products/category/seasonal', () =>
          HttpResponse.json({ message: 'Category not found' }, { status: 404 }),
        ),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    expect(screen.getByText('0 products')).toBeInTheDocument();
  });

  it('when the category is unknown, then its slug shows capitalised and the service refusing it is an empty list', async () => {
    renderCategory('/category/seasonal', {
      handlers: [
        http.get('/api/products/category/seasonal', () =>
          HttpResponse.json({ message: 'Unknown product category' }, { status: 400 }),
        ),
      ],
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Seasonal' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    expect(
      screen.getByText('Try removing some filters or check back later for new products.'),
    ).toBeInTheDocument();
  });
});

describe('category page: loading, count and grid', () => {
  it('when products are loading, then a spinner shows, and the grid replaces it', async () => {
    renderCategory('/category/beans', { handlers: [listHandler(BEANS, page(1, 2))] });
    expect(screen.getByRole('status', { name: 'Loading products' })).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: 'Coffee Beans' });
    expect(within(grid).getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByRole('status', { name: 'Loading products' })).not.toBeInTheDocument();
  });

  it('when the first page is asked for, then 24 from offset 0 in featured order, with no filter flags', async () => {
    const { requests } = renderCategory('/category/beans', {
      handlers: [listHandler(BEANS, page(1, 2))],
    });
    await screen.findByRole('list', { name: 'Coffee Beans' });
    expect(lastListCall(requests)).toEqual({ limit: '24', offset: '0', sort: 'featured' });
  });

  it('when the service reports the total, then the count shows it, not the size of the page', async () => {
    renderCategory('/category/beans', {
      handlers: [listHandler(BEANS, page(1, 24), 1234)],
    });
    expect(await screen.findByText('1,234 products')).toBeInTheDocument();
  });

  it('when exactly one product matches, then the count is singular', async () => {
    renderCategory('/category/beans', {
      handlers: [listHandler(BEANS, page(1, 1), 1)],
    });
    expect(await screen.findByText('1 product')).toBeInTheDocument();
  });

  it('when the service sends no total, then the count is what the pages up to this one hold', async () => {
    renderCategory('/category/beans?page=2', { handlers: [listHandler(BEANS, page(25, 2))] });
    expect(await screen.findByText('26 products')).toBeInTheDocument();
  });

  it('when the answer does not match the product contract, then the failure message says so', async () => {
    renderCategory('/category/beans', {
      handlers: [http.get(BEANS, () => HttpResponse.json([{ name: 'A product without an id' }]))],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The server sent an answer this page does not understand.',
    );
  });

  it('when the call fails, then a message with the error text and a retry show, and retrying loads the products', async () => {
    renderCategory('/category/beans', {
      handlers: [
        http.get(BEANS, () =>
          HttpResponse.json({ message: 'The service is unavailable' }, { status: 503 }),
        ),
      ],
    });
    expect(await screen.findByText("We couldn't load products right now.")).toBeInTheDocument();
    expect(screen.getByText('503: The service is unavailable')).toBeInTheDocument();
    server.use(listHandler(BEANS, page(1, 2)));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Coffee Beans' })).toBeInTheDocument();
  });
});

describe('category page: filters and sort', () => {
  it('when filters are ticked, then each is sent as a true flag, AND-combined, from page 1', async () => {
    const { requests } = renderCategory('/category/beans?page=3', {
      handlers: [listHandler(BEANS, page(1, 2), 100)],
    });
    await screen.findByRole('list', { name: 'Coffee Beans' });
    const filters = screen.getByRole('complementary', { name: 'Product filters' });
    expect(
      within(filters)
        .getAllByRole('checkbox')
        .map((c) => c.parentElement?.textContent),
    ).toEqual(['In Stock', 'Direct+ Eligible', 'Bestsellers', 'New Arrivals', 'On Sale']);
    await userEvent.click(within(filters).getByRole('checkbox', { name: 'In Stock' }));
    await userEvent.click(within(filters).getByRole('checkbox', { name: 'On Sale' }));
    await waitFor(() =>
      expect(lastListCall(requests)).toEqual({
        limit: '24',
        offset: '0',
        sort: 'featured',
        inStock: 'true',
        isSale: 'true',
      }),
    );
    expect(screen.getByTestId('location')).toHaveTextContent(
      '/category/beans?inStock=true&isSale=true',
    );
    await userEvent.click(within(filters).getByRole('checkbox', { name: 'In Stock' }));
    await waitFor(() =>
      expect(lastListCall(requests)).toEqual({
        limit: '24',
        offset: '0',
        sort: 'featured',
        isSale: 'true',
      }),
    );
  });

  it('when each sort is chosen, then its readable label sends its key', async () => {
    const { requests } = renderCategory('/category/beans', {
      handlers: [listHandler(BEANS, page(1, 2))],
    });
    await screen.findByRole('list', { name: 'Coffee Beans' });
    const select = screen.getByRole('combobox', { name: 'Sort by' });
    expect(select).toHaveValue('featured');
    const expected: [string, string][] = [
      ['Price: Low to High', 'price-asc'],
      ['Price: High to Low', 'price-desc'],
      ['Name: A to Z', 'name-asc'],
      ['Name: Z to A', 'name-desc'],
      ['Highest Rated', 'rating-desc'],
    ];
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Featured', ...expected.map(([label]) => label)]);
    for (const [label, key] of expected) {
      await userEvent.selectOptions(select, label);
      await waitFor(() => expect(lastListCall(requests).sort).toBe(key));
      expect(screen.getByTestId('location')).toHaveTextContent(`/category/beans?sort=${key}`);
    }
    // Back to the default: a plain URL again (the featured page is served from the cache).
    await userEvent.selectOptions(select, 'Featured');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/category\/beans$/);
    expect(await screen.findByRole('list', { name: 'Coffee Beans' })).toBeInTheDocument();
  });

  it('when the category changes, then the sort goes back to featured and the filters clear', async () => {
    const { requests } = renderCategory('/category/beans', {
      handlers: [
        listHandler(BEANS, page(1, 2)),
        listHandler('/api/products/category/espresso', page(5, 2)),
      ],
    });
    await screen.findByRole('list', { name: 'Coffee Beans' });
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Sort by' }),
      'Highest Rated',
    );
    await userEvent.click(screen.getByRole('checkbox', { name: 'Bestsellers' }));
    await waitFor(() =>
      expect(lastListCall(requests)).toMatchObject({
        sort: 'rating-desc',
        isBestseller: 'true',
      }),
    );

    await userEvent.click(screen.getByRole('link', { name: 'Go to espresso' }));
    expect(await screen.findByRole('list', { name: 'Espresso' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('featured');
    expect(screen.getByRole('checkbox', { name: 'Bestsellers' })).not.toBeChecked();
    expect(lastListCall(requests)).toEqual({ limit: '24', offset: '0', sort: 'featured' });
  });

  it('when the URL names a sort, filters and page, then they are used (a listing can be shared)', async () => {
    const { requests } = renderCategory('/category/beans?sort=price-desc&isNew=true&page=2', {
      handlers: [listHandler(BEANS, page(25, 2), 26)],
    });
    await screen.findByRole('list', { name: 'Coffee Beans' });
    expect(lastListCall(requests)).toEqual({
      limit: '24',
      offset: '24',
      sort: 'price-desc',
      isNew: 'true',
    });
    expect(screen.getByRole('checkbox', { name: 'New Arrivals' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price-desc');
  });

  it('when the URL holds nonsense, then the defaults apply', async () => {
    const { requests } = renderCategory('/category/beans?sort=cheapest&page=-4&inStock=yes', {
      handlers: [listHandler(BEANS, page(1, 2))],
    });
    await screen.findByRole('list', { name: 'Coffee Beans' });
    expect(lastListCall(requests)).toEqual({ limit: '24', offset: '0', sort: 'featured' });
  });
});

describe('category page: empty state', () => {
  it('when nothing matches the filters, then No products found, the browsing hint, and Clear Filters clears them', async () => {
    const { requests } = renderCategory('/category/beans?isSale=true&isNew=true&sort=name-asc', {
      handlers: [listHandler(BEANS, (search) => (search.get('isSale') ? [] : page(1, 3)))],
    });
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeInTheDocument();
    expect(
      screen.getByText('Try removing some filters or check back later for new products.'),
    ).toBeInTheDocument();
    expect(screen.getByText('0 products')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(await screen.findByRole('list', { name: 'Coffee Beans' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'On Sale' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'New Arrivals' })).not.toBeChecked();
    expect(lastListCall(requests)).toEqual({ limit: '24', offset: '0', sort: 'name-asc' });
  });
});

describe('category page: pages', () => {
  it('when there are more products than a page holds, then numbered page links lead on', async () => {
    const { requests } = renderCategory('/category/beans?sort=name-asc', {
      handlers: [listHandler(BEANS, (search) => page(Number(search.get('offset')) + 1, 24), 100)],
    });
    await screen.findByRole('list', { name: 'Coffee Beans' });
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    // The pagination mounts with the list and learns the width just after (useMediaQuery): until
    // then CSS picks between the numbers and "Page 1 of 5", so the numbers are awaited.
    expect(await within(nav).findByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Page 5' })).toHaveAttribute(
      'href',
      '/category/beans?sort=name-asc&page=5',
    );
    expect(within(nav).queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();

    await userEvent.click(within(nav).getByRole('link', { name: 'Next' }));
    await waitFor(() =>
      expect(lastListCall(requests)).toEqual({
        limit: '24',
        offset: '24',
        sort: 'name-asc',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Product 25' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/category/beans?sort=name-asc',
    );
  });

  it('when everything fits on one page, then there is no pagination', async () => {
    renderCategory('/category/beans', {
      handlers: [listHandler(BEANS, page(1, 3), 3)],
    });
    await screen.findByRole('list', { name: 'Coffee Beans' });
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });
});

describe('category page on a phone', () => {
  beforeEach(() => setViewport('phone'));

  it('when the Filters button is pressed, then the filter panel opens and closes', async () => {
    const { requests } = renderCategory('/category/beans', {
      handlers: [listHandler(BEANS, page(1, 2))],
    });
    await screen.findByRole('list', { name: 'Coffee Beans' });
    expect(
      screen.queryByRole('complementary', { name: 'Product filters' }),
    ).not.toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByRole('region', { name: 'Product filters' });
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Direct+ Eligible' }));
    await waitFor(() =>
      expect(lastListCall(requests)).toMatchObject({ isDirectPlusEligible: 'true' }),
    );
    expect(screen.getByRole('button', { name: 'Filters 1 active' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Filters 1 active' }));
    expect(screen.queryByRole('region', { name: 'Product filters' })).not.toBeInTheDocument();
  });
});
