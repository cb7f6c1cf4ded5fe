import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { TOTAL_COUNT_HEADER } from '@coffee/contracts';
import { HttpResponse, http, type RecordedRequest } from '@coffee/platform/testing';
import { CategoryPage, SearchPage } from '..';
import { apiProduct } from '../../../test/fixtures';
import { LocationProbe, renderCatalog, setViewport } from '../../../test/render';

const PRODUCTS = [1, 2, 3].map((n) => apiProduct(n));

/** Counts as the catalog gives them: Medium has none under the other filters chosen. */
const FACETS = {
  roast: [
    { value: 'light', label: 'Light', count: 5 },
    { value: 'medium', label: 'Medium', count: 0 },
    { value: 'dark', label: 'Dark', count: 2 },
  ],
  origin: [
    { value: 'Ethiopia', label: 'Ethiopia', count: 4 },
    { value: 'Kenya', label: 'Kenya', count: 1 },
  ],
  process: [{ value: 'washed', label: 'Washed', count: 3 }],
  notes: Array.from({ length: 10 }, (_, i) => ({
    value: `note ${i + 1}`,
    label: `Note ${i + 1}`,
    count: 10 - i,
  })),
  size: [
    { value: '12 oz', label: '12 oz', count: 6 },
    { value: '2 lb', label: '2 lb', count: 6 },
  ],
  price: { min: '8.99', max: '129.99' },
};

/** A list endpoint that answers `include=facets` with the facets, and the plain list otherwise. */
function facetedList(path: string) {
  return http.get(path, ({ request }) => {
    const search = new URL(request.url).searchParams;
    const headers = { [TOTAL_COUNT_HEADER]: String(PRODUCTS.length) };
    if (search.get('include') === 'facets')
      return HttpResponse.json(
        { items: PRODUCTS.slice(0, 1), total: PRODUCTS.length, facets: FACETS },
        { headers },
      );
    return HttpResponse.json(PRODUCTS, { headers });
  });
}

function renderListing(route: string) {
  return renderCatalog(
    <>
      <Routes>
        <Route path="/category/:category" element={<CategoryPage />} />
        <Route path="/search" element={<SearchPage />} />
      </Routes>
      <LocationProbe />
    </>,
    {
      route,
      handlers: [
        facetedList('/api/products/category/beans'),
        facetedList('/api/search'),
        http.get('/api/favorites/ids', () => HttpResponse.json([])),
      ],
    },
  );
}

const location = () => screen.getByTestId('location').textContent;
const params = (call: RecordedRequest | undefined) => Object.fromEntries(call?.search ?? []);
const lastCall = (calls: readonly RecordedRequest[], facets: boolean) =>
  calls.filter((c) => (c.search.get('include') === 'facets') === facets).at(-1);
const group = (name: string) => screen.getByRole('group', { name });

describe('listing facets', () => {
  beforeEach(() => setViewport('desktop'));

  it('when a listing opens, then each facet lists its values as links with their counts, asked without sort or page', async () => {
    const { requests } = renderListing('/category/beans?sort=price-asc&page=2');
    const roast = await screen.findByRole('group', { name: 'Roast level' });
    const light = within(roast).getByRole('link', { name: 'Light, 5 products' });
    // Adding a value keeps the sort and starts again at page 1.
    expect(light).toHaveAttribute('href', '/category/beans?sort=price-asc&roast=light');
    expect(within(group('Origin')).getByRole('link', { name: 'Kenya, 1 product' })).toBeVisible();
    expect(within(group('Bag size')).getAllByRole('link')).toHaveLength(2);
    expect(within(group('Process')).getByRole('link', { name: /Washed/ })).toBeVisible();
    // A value that would show nothing leads nowhere: a disabled link, its count read out.
    const medium = within(roast).getByRole('link', { name: 'Medium, 0 products' });
    expect(medium).toHaveAttribute('aria-disabled', 'true');
    expect(medium).not.toHaveAttribute('href');
    // Ten flavour notes: eight in view, two behind a disclosure that needs no script.
    expect(within(group('Flavour notes')).getByText('More flavour notes (2)')).toBeInTheDocument();
    expect(params(lastCall(requests, true))).toEqual({ limit: '1', include: 'facets' });
  });

  it('when roast and origin values are clicked, then the URL, the list and the counts follow, combined with the sort', async () => {
    const { requests } = renderListing('/category/beans?sort=price-asc');
    await userEvent.click(await screen.findByRole('link', { name: 'Light, 5 products' }));
    expect(location()).toBe('/category/beans?sort=price-asc&roast=light');
    await userEvent.click(screen.getByRole('link', { name: 'Dark, 2 products' }));
    await userEvent.click(screen.getByRole('link', { name: 'Ethiopia, 4 products' }));
    expect(location()).toBe('/category/beans?sort=price-asc&roast=dark%2Clight&origin=Ethiopia');
    await waitFor(() =>
      expect(params(lastCall(requests, false))).toEqual({
        limit: '24',
        offset: '0',
        sort: 'price-asc',
        roast: 'dark,light',
        origin: 'Ethiopia',
      }),
    );
    expect(params(lastCall(requests, true))).toEqual({
      limit: '1',
      include: 'facets',
      roast: 'dark,light',
      origin: 'Ethiopia',
    });
    // A chosen value says so and takes itself off again.
    const light = screen.getByRole('link', { name: 'Light, selected, 5 products' });
    expect(light).toHaveAttribute(
      'href',
      '/category/beans?sort=price-asc&roast=dark&origin=Ethiopia',
    );
    // The Filters badge (phones) would count three; Clear all keeps only the sort.
    await userEvent.click(screen.getByRole('link', { name: 'Clear all' }));
    expect(location()).toBe('/category/beans?sort=price-asc');
    expect(screen.queryByRole('link', { name: 'Clear all' })).toBeNull();
  });

  it('when a price range is applied, then it joins the URL and the query; typed the wrong way round, it is turned round', async () => {
    const { requests } = renderListing('/category/beans?roast=light');
    const min = await screen.findByRole('spinbutton', { name: 'Min $' });
    expect(min).toHaveAttribute('placeholder', '8');
    expect(screen.getByRole('spinbutton', { name: 'Max $' })).toHaveAttribute('placeholder', '130');
    await userEvent.type(min, '30');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Max $' }), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(location()).toBe('/category/beans?roast=light&minPrice=12&maxPrice=30');
    await waitFor(() =>
      expect(params(lastCall(requests, false))).toMatchObject({ minPrice: '12', maxPrice: '30' }),
    );
    // The boxes show the range in force.
    expect(screen.getByRole('spinbutton', { name: 'Min $' })).toHaveValue(12);
  });

  it('when searching, then the facets keep the query and the search asks with them', async () => {
    const { requests } = renderListing('/search?q=kenya');
    const kenya = await screen.findByRole('link', { name: 'Kenya, 1 product' });
    expect(kenya).toHaveAttribute('href', '/search?q=kenya&origin=Kenya');
    await userEvent.click(kenya);
    await waitFor(() =>
      expect(params(lastCall(requests, false))).toMatchObject({ q: 'kenya', origin: 'Kenya' }),
    );
  });

  it('when the service answers the plain list (no facets), then the listing works without them', async () => {
    renderCatalog(
      <Routes>
        <Route path="/category/:category" element={<CategoryPage />} />
      </Routes>,
      {
        route: '/category/beans',
        handlers: [
          http.get('/api/products/category/beans', () => HttpResponse.json(PRODUCTS)),
          http.get('/api/favorites/ids', () => HttpResponse.json([])),
        ],
      },
    );
    expect(await screen.findByText('3 products')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Roast level' })).toBeNull();
  });
});

describe('listing facets on a phone', () => {
  beforeEach(() => setViewport('phone'));
  afterAll(() => setViewport('desktop'));

  it('when the Filters sheet is opened, then the facets are in it and a choice counts on the button', async () => {
    renderListing('/category/beans');
    const button = await screen.findByRole('button', { name: 'Filters' });
    await waitFor(() => expect(button).toBeEnabled());
    await userEvent.click(button);
    const sheet = screen.getByRole('region', { name: 'Product filters' });
    await userEvent.click(await within(sheet).findByRole('link', { name: 'Light, 5 products' }));
    expect(location()).toBe('/category/beans?roast=light');
    expect(screen.getByRole('button', { name: 'Filters 1 active' })).toBeInTheDocument();
    await userEvent.click(within(sheet).getByRole('link', { name: 'Kenya, 1 product' }));
    expect(screen.getByRole('button', { name: 'Filters 2 active' })).toBeInTheDocument();
  });
});
