/** @jest-environment node */
import { matchPath } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { createAppStore, setApiOrigin } from '@coffee/platform';
import { server } from '@coffee/platform/testing';
import { catalogAnswers, PRODUCT } from '../../test/server-render';
import { plan } from '../plan';
import { prefetch } from '../prefetch';

/**
 * The plan the shell's server reads from this remote's server bundle names the page's first API
 * call, which goes into the page's head as a preload. A preloaded answer is only used by a
 * request for the same URL, byte for byte: a plan off by one parameter, or with them in another
 * order, costs the visitor a second download and the browser a console warning. So each plan is
 * checked against the URL the page's own query actually requests (its server prefetch, which
 * dispatches the page's first queries with the page's own arguments).
 */

// The shell's server renders with the gateway as the API's origin: no window here.
const ORIGIN = 'http://127.0.0.1:4180';

/** The shell's routes of the catalog pages that plan an API call. */
const ROUTES = {
  HomePage: '/',
  CategoryPage: '/category/:category',
  SearchPage: '/search',
  ProductPage: '/product/:id',
} as const;
type PlannedPage = keyof typeof ROUTES;

beforeAll(() => setApiOrigin(ORIGIN));
beforeEach(() =>
  server.use(
    ...catalogAnswers(ORIGIN),
    http.get(`${ORIGIN}/api/search`, () => HttpResponse.json([])),
  ),
);

/** The page's plan, and the URLs its first render's queries requested, in order. */
async function planAndRequests(page: PlannedPage, url: string) {
  const { pathname, searchParams } = new URL(url, 'http://shop.test');
  const params = matchPath(ROUTES[page], pathname)?.params ?? {};
  const requested: string[] = [];
  const record = ({ request }: { request: Request }) => {
    requested.push(request.url);
  };
  server.events.on('request:start', record);
  try {
    const store = createAppStore();
    await prefetch({ page, params, searchParams, dispatch: store.dispatch });
  } finally {
    server.events.removeListener('request:start', record);
  }
  return { planned: plan({ page, params, searchParams }), requested };
}

describe("the catalog's page plans", () => {
  it.each<[PlannedPage, string]>([
    ['HomePage', '/'],
    ['CategoryPage', '/category/all'],
    ['CategoryPage', '/category/Beans'],
    ['CategoryPage', '/category/coffee%20makers?page=3&sort=name-desc'],
    ['CategoryPage', '/category/all?sort=price-asc&page=2&isSale=true&inStock=true&x=1'],
    // Unreadable choices fall back to the defaults, in the plan as in the page.
    ['CategoryPage', '/category/beans?sort=cheapest&page=-4&isNew=yes'],
    ['SearchPage', '/search?q=beans'],
    ['SearchPage', '/search?q=%20dark%20roast%20&sort=rating-desc&page=2&isBestseller=true'],
    ['SearchPage', `/search?q=${encodeURIComponent('café & crème/50%')}`],
    ['ProductPage', `/product/${PRODUCT.id!}`],
  ])(
    'when %s is opened at %s, then its planned API call is the first URL its query requests, byte for byte',
    async (page, url) => {
      const { planned, requested } = await planAndRequests(page, url);
      expect(planned?.api).toBeDefined();
      expect(planned?.serverRendered).toBe(true);
      expect(requested[0]).toBe(`${ORIGIN}${planned!.api!}`);
    },
  );

  it.each<[PlannedPage, string]>([
    ['ProductPage', '/product/not-a-product-id'],
    ['ProductPage', '/product/64B7F0C2A1B2C3D4E5F6071'],
    ['SearchPage', '/search'],
    ['SearchPage', '/search?q=%20%20'],
  ])(
    'when %s is opened at %s, which asks nothing, then its plan announces no API call nor image',
    async (page, url) => {
      const { planned, requested } = await planAndRequests(page, url);
      expect(requested).toEqual([]);
      expect(planned).toBeDefined();
      expect(planned?.api).toBeUndefined();
      expect(planned?.lcpImage).toBeUndefined();
    },
  );

  it('when a page the server does not render, or no page of this remote, is planned, then it has no API call or nothing at all', () => {
    const searchParams = new URLSearchParams();
    expect(plan({ page: 'StoreLocatorPage', params: {}, searchParams })).toEqual({
      pageChunk: 'page-store-locator',
    });
    expect(plan({ page: 'NoSuchPage', params: {}, searchParams })).toBeUndefined();
    // Not one of the pages: an inherited property is no page either.
    expect(plan({ page: 'toString', params: {}, searchParams })).toBeUndefined();
  });
});
