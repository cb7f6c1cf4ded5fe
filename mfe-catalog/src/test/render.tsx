import type { ReactElement } from 'react';
import { waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { TOTAL_COUNT_HEADER } from '@coffee/contracts';
import { sessionApi, type AppStore } from '@coffee/platform';
import { renderApp, type RenderAppOptions } from '@coffee/platform/testing';
import { withUi } from './fixtures';

/** Total match count per path, as the catalog sends it in X-Total-Count. */
export type Totals = Record<string, number>;

function urlOf(input: RequestInfo | URL): URL {
  return new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
}

/**
 * Wraps the installed fetch mock (mockFetch answers bodies only) so list answers carry the
 * total header. Installed right after render: RTK Query calls fetch only after an await.
 */
function addTotalCountHeader(totals: Totals) {
  const inner = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const response = await inner(input, init);
    const total = totals[urlOf(input).pathname];
    if (total === undefined) return response;
    const headers = new Headers(response.headers);
    headers.set(TOTAL_COUNT_HEADER, String(total));
    return new Response(await response.text(), { status: response.status, headers });
  };
}

/**
 * Holds every request to `path` until `release()`; lets a test see the state while a call runs
 * (e.g. Add to Cart disabled while the add is pending).
 */
export function holdRequests(method: string, path: string) {
  const inner = globalThis.fetch;
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  globalThis.fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(urlOf(input), init);
    if (request.method === method && urlOf(input).pathname === path) await gate;
    return inner(input, init);
  };
  return { release: () => release() };
}

export interface RenderCatalogOptions extends Omit<RenderAppOptions, 'wrap'> {
  totals?: Totals;
}

/** renderApp with the theme and the list totals. */
export function renderCatalog(
  ui: ReactElement,
  { totals = {}, ...options }: RenderCatalogOptions = {},
) {
  const result = renderApp(ui, { wrap: withUi, ...options });
  addTotalCountHeader(totals);
  return result;
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
