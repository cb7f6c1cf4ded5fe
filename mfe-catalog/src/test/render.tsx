import type { ReactElement } from 'react';
import { waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { TOTAL_COUNT_HEADER } from '@coffee/contracts';
import { sessionApi, type AppStore } from '@coffee/platform';
import {
  HttpResponse,
  http,
  renderApp,
  server,
  type RenderAppOptions,
} from '@coffee/platform/testing';
import { withUi, type ProductInput } from './fixtures';

/**
 * Holds every `method` request to `path` until `release()`; lets a test see the state while a
 * call runs (e.g. Add to Cart disabled while the add is pending). The hold answers nothing
 * itself: once released, the request goes on to the test's own handler.
 */
export function holdRequests(method: string, path: string) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.all(path, async ({ request }) => {
      if (request.method === method) await gate;
    }),
  );
  return { release: () => release() };
}

/**
 * The answers of the favorites and reviews endpoints a product card or page asks for: no
 * favorites, no written reviews of `productId`, none of mine. Tests put their own first.
 */
export function communityHandlers(productId?: string) {
  return [
    http.get('/api/favorites/ids', () => HttpResponse.json([])),
    http.get('/api/reviews/mine', () => HttpResponse.json([])),
    ...(productId
      ? [
          http.get(`/api/products/${productId}/reviews`, () =>
            HttpResponse.json({
              reviews: [],
              total: 0,
              page: 1,
              pageSize: 5,
              rating: null,
              reviewCount: 0,
              distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
            }),
          ),
        ]
      : []),
  ];
}

/** renderApp with the theme. */
export function renderCatalog(ui: ReactElement, options: Omit<RenderAppOptions, 'wrap'> = {}) {
  return renderApp(ui, { wrap: withUi, ...options });
}

/**
 * GET `path` answered as the catalog answers a list: the products (or those picked from the
 * query string), and the total of all pages in the X-Total-Count header when one is given.
 */
export function listHandler(
  path: string,
  products: ProductInput[] | ((search: URLSearchParams) => ProductInput[]),
  total?: number,
) {
  return http.get(path, ({ request }) => {
    const body =
      typeof products === 'function' ? products(new URL(request.url).searchParams) : products;
    const headers = total === undefined ? undefined : { [TOTAL_COUNT_HEADER]: String(total) };
    return HttpResponse.json(body, { headers });
  });
}

/** Shows the current URL, so tests can read what the page wrote into it. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** Makes the listing lay out as on a desktop (sidebar) or a phone (collapsible panel). */
export function setViewport(kind: 'desktop' | 'phone') {
  const matches = kind === 'desktop';
  window.matchMedia = (query: string) => ({
    matches: query.includes('min-width') ? matches : false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  });
}

/** Waits until GET /api/user has answered, so a click acts as the signed-in (or out) visitor. */
export async function sessionKnown(store: AppStore) {
  await waitFor(() => {
    const { status } = sessionApi.endpoints.getCurrentUser.select()(store.getState());
    expect(status === 'fulfilled' || status === 'rejected').toBe(true);
  });
}
