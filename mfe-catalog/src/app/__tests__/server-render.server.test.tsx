/** @jest-environment node */
import { Suspense } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { ServerStyleSheet } from 'styled-components';
import { serverApiState, setApiOrigin, type RemoteWidgetProps } from '@coffee/platform';
import { recordRequests, server } from '@coffee/platform/testing';
import { prefetch } from '../prefetch';
import {
  catalogAnswers,
  catalogPage,
  prefetchPage,
  PRODUCT,
  PRODUCTS,
  type ServerPage,
} from '../../test/server-render';
import { WAITING_FOR_SCRIPTS } from '../../shared/ui/until-hydrated';

// The gateway renders with its own loopback address as the API's origin: no window here.
const ORIGIN = 'http://127.0.0.1:4180';

/** The shell's server loader: another remote's widget cannot render on the server. */
function ClientOnlyWidget(): never {
  throw new Error('rendered on the client');
}
const serverWidgetLoader = (props: RemoteWidgetProps) => (
  <Suspense fallback={<span data-client-only={`${props.remote}/${props.module}`} />}>
    <ClientOnlyWidget />
  </Suspense>
);

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += String(chunk);
  return html;
}

/** The shell's server render in small: prefetch, then render waiting for everything. */
async function renderOnServer(page: ServerPage, url: string) {
  const store = await prefetchPage(page, url);
  const { requests, stop } = recordRequests();
  const sheet = new ServerStyleSheet();
  const errors: unknown[] = [];
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(catalogPage(store, page, url, serverWidgetLoader)),
      { onError: (error) => void errors.push(error) },
    );
    const html = await readAll(prelude);
    return { html, styles: sheet.getStyleTags(), store, requests: [...requests], errors };
  } finally {
    sheet.seal();
    stop();
  }
}

const paths = (requests: readonly { method: string; path: string; search: URLSearchParams }[]) =>
  requests.map((r) => `${r.method} ${r.path}${r.search.size ? `?${r.search.toString()}` : ''}`);

/**
 * The controls that wait for the page's scripts (Add to Cart, quantity, sort, filters,
 * favorites) say so, busy and "Loading…" (shared/ui/until-hydrated.tsx); the page's content is
 * no loading state. What is left once they are taken out.
 */
function withoutWaitingControls(html: string): string {
  const control = /<(?:button|select|fieldset)\b[^>]*>|<div role="group"[^>]*>/g;
  return html
    .replace(control, (tag) =>
      tag.replace(' aria-busy="true"', '').replace(` title="${WAITING_FOR_SCRIPTS}"`, ''),
    )
    .replaceAll(WAITING_FOR_SCRIPTS, '');
}

function expectFirstViewDone(html: string, lcpImage: string) {
  // Every control that waits for the scripts says so (none sits grey without a word).
  for (const button of html.match(/<button\b[^>]*\bdisabled=""[^>]*>/g) ?? [])
    if (!/Out of Stock|aria-disabled/.test(button)) expect(button).toContain('aria-busy="true"');
  // Nothing else shows a loading state: no spinner (role=status), no busy region, no skeleton text.
  expect(withoutWaitingControls(html)).not.toMatch(/role="status"|aria-busy="true"|Loading/);
  // One LCP image, fetched first (React writes the attribute as fetchPriority: HTML ignores case).
  const urgent = (html.match(/<img [^>]*>/g) ?? []).filter((img) =>
    /fetchpriority="high"/i.test(img),
  );
  expect(urgent).toHaveLength(1);
  // At the width a screen needs: a WebP rendition, the browser choosing from the candidates.
  expect(urgent[0]).toContain(`src="${lcpImage}?w=480"`);
  expect(urgent[0]).toMatch(new RegExp(`srcset="${lcpImage}\\?w=160 160w, [^"]+ 960w"`, 'i'));
}

beforeAll(() => setApiOrigin(ORIGIN));
beforeEach(() => server.use(...catalogAnswers(ORIGIN)));

describe('the catalog on the server (anonymous visitor)', () => {
  it('when / is rendered after prefetch, then the featured and trending products are in the HTML', async () => {
    const { html, styles, store, requests, errors } = await renderOnServer('HomePage', '/');
    for (const product of PRODUCTS.slice(0, 8)) expect(html).toContain(product.name);
    expect(html).not.toContain(PRODUCTS[8]!.name);
    expectFirstViewDone(html, PRODUCT.imageUrl!);
    // Membership's plan comparison waits for the client, in its own slot.
    expect(html).toContain('data-widget-placeholder="membership/PlanComparison"');
    expect(styles).toContain('data-styled');
    expect(requests).toEqual([]);
    expect(errors).toEqual([]);
    expect(Object.keys(serverApiState(store).queries)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^getCatalogProducts\(/)]),
    );
  });

  it('when /category/all is rendered, then the first page of every product is in the HTML', async () => {
    const { html, requests, errors } = await renderOnServer('CategoryPage', '/category/all');
    for (const product of PRODUCTS) expect(html).toContain(product.name);
    expect(html).toContain('10 products');
    // No width on the server: the sidebar and the phones' Filters button both, CSS picks one.
    expect(html).toContain('<aside aria-label="Product filters"');
    expect(html).toMatch(/<button[^>]*aria-expanded="false"[^>]*>Filters/);
    expectFirstViewDone(html, PRODUCT.imageUrl!);
    expect(requests).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('when a category URL holds sort and filters, then prefetch asks for exactly that page', async () => {
    const url = '/category/Beans?sort=price-asc&inStock=true&page=1';
    const { requests: asked, stop } = recordRequests();
    await prefetchPage('CategoryPage', url);
    stop();
    expect(paths(asked).sort()).toEqual([
      'GET /api/products/category/beans?limit=1&include=facets&inStock=true',
      'GET /api/products/category/beans?limit=24&offset=0&sort=price-asc&inStock=true',
      'GET /api/user',
    ]);
    const { html, requests } = await renderOnServer('CategoryPage', url);
    expect(html).toContain(PRODUCT.name);
    expectFirstViewDone(html, PRODUCT.imageUrl!);
    expect(requests).toEqual([]);
  });

  it('when a listing is rendered, then its facets are in the HTML as plain links to the toggled URL, with counts and Clear all', async () => {
    const { html, requests, errors } = await renderOnServer(
      'CategoryPage',
      '/category/all?sort=price-asc&roast=light&page=2',
    );
    // Adding a value keeps the sort and the other values and starts again at page 1.
    expect(html).toContain('href="/category/all?sort=price-asc&amp;roast=light%2Cmedium"');
    expect(html).toContain(
      'href="/category/all?sort=price-asc&amp;roast=light&amp;origin=Ethiopia"',
    );
    // The chosen value's link takes it off again; it says it is selected.
    expect(html).toContain('href="/category/all?sort=price-asc"');
    expect(html).toContain('aria-label="Light, selected, 4 products"');
    expect(html).toMatch(/Clear all<\/a>/);
    // The price range: a form that submits without scripts, carrying the other parameters.
    expect(html).toMatch(
      /<form[^>]*method="get"[^>]*>(<input type="hidden"[^>]*>)*<input type="hidden" name="roast" value="light"/,
    );
    expect(requests).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('when a product page is rendered, then the product, its reviews and related products are in the HTML', async () => {
    const url = `/product/${PRODUCT.id}`;
    const { requests: asked, stop } = recordRequests();
    await prefetchPage('ProductPage', url);
    stop();
    expect(paths(asked).sort()).toEqual([
      `GET /api/products/${PRODUCT.id}`,
      `GET /api/products/${PRODUCT.id}/reviews?sort=newest&page=1`,
      'GET /api/products/category/beans?limit=5',
      'GET /api/user',
    ]);
    const { html, requests, errors } = await renderOnServer('ProductPage', url);
    expect(html).toContain(`<h1>${PRODUCT.name}</h1>`);
    expect(html).toContain('Bright and clean');
    expect(html).toContain('You might also like');
    for (const related of PRODUCTS.filter((p) => p.category === 'beans').slice(1, 5))
      expect(html).toContain(related.name);
    expect(html).toContain('Sign in</a> to write a review');
    // The date of a review is the UTC day on the server (hydration must find the same).
    expect(html).toContain('March 1, 2026');
    expectFirstViewDone(html, PRODUCT.imageUrl!);
    expect(requests).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('when the id cannot be a product id, then prefetch asks nothing and the page says so', async () => {
    const { dispatch } = await prefetchPage('HomePage', '/');
    const { requests: asked, stop } = recordRequests();
    await prefetch({
      page: 'ProductPage',
      params: { id: 'nope' },
      searchParams: new URLSearchParams(),
      dispatch,
    });
    stop();
    expect(paths(asked)).toEqual([]);
    const { html } = await renderOnServer('ProductPage', '/product/nope');
    expect(html).toContain('Product Not Found');
  });

  it('when another page is asked for, then prefetch resolves without a request', async () => {
    const { dispatch } = await prefetchPage('HomePage', '/');
    const { requests: asked, stop } = recordRequests();
    // The search results are rendered on the server too (plan.server.test.ts checks their call).
    for (const page of ['StoreLocatorPage', 'NoSuchPage'])
      await prefetch({ page, params: {}, searchParams: new URLSearchParams('q=x'), dispatch });
    stop();
    expect(asked).toEqual([]);
  });
});
