import { Suspense, type ReactNode } from 'react';
import { MemoryRouter, Route, Routes, matchPath } from 'react-router-dom';
import { http, HttpResponse, type RequestHandler } from 'msw';
import { TOTAL_COUNT_HEADER, type Review } from '@coffee/contracts';
import {
  createAppStore,
  Provider,
  RemoteWidgetProvider,
  sessionApi,
  type AppStore,
  type RemoteWidgetProps,
} from '@coffee/platform';
import pages from '../app/pages';
import { prefetch } from '../app/prefetch';
import { apiProduct, beanWithVariants, withUi } from './fixtures';

/** The catalog pages the server renders, at the shell's paths. */
export const SERVER_PAGES = {
  HomePage: '/',
  CategoryPage: '/category/:category',
  ProductPage: '/product/:id',
} as const;
export type ServerPage = keyof typeof SERVER_PAGES;

/** Ten beans and coffee makers; the first is the product page's. */
export const PRODUCTS = Array.from({ length: 10 }, (_, i) =>
  apiProduct(i + 1, {
    name: `Server Product ${i + 1}`,
    category: i % 2 === 0 ? 'beans' : 'coffee-makers',
  }),
);
export const PRODUCT = PRODUCTS[0]!;
/** A bean sold by bag size and grind, 10% off for members: asked for by id only, in no list. */
export const BEAN = beanWithVariants(11, { name: 'Server Bean', memberDiscountPercent: 10 });

/** The facets every list answers with when asked (`include=facets`). */
export const FACETS = {
  roast: [
    { value: 'light', label: 'Light', count: 4 },
    { value: 'medium', label: 'Medium', count: 3 },
  ],
  origin: [{ value: 'Ethiopia', label: 'Ethiopia', count: 2 }],
  process: [],
  notes: [],
  size: [],
  price: { min: '8.99', max: '129.99' },
};

// 01:30 UTC: the day before west of Greenwich, the case the review date must survive.
const REVIEW: Review = {
  id: 'rev000000000000000000001',
  productId: PRODUCT.id!,
  rating: 4,
  title: 'Bright and clean',
  comment: 'Lovely on a V60.',
  authorName: 'Ada',
  isVerifiedPurchase: true,
  purchasedVariants: ['12 oz, whole bean'],
  helpfulCount: 2,
  createdAt: '2026-03-01T01:30:00.000Z',
  updatedAt: '2026-03-01T01:30:00.000Z',
  isMine: false,
  votedHelpful: false,
};

/**
 * The gateway's answers for an anonymous visitor, at `origin` ('' for the page's own): the
 * session (401), the lists (with X-Total-Count), the product, its reviews.
 */
export function catalogAnswers(origin = ''): RequestHandler[] {
  const list = (items: typeof PRODUCTS, search: URLSearchParams) => {
    const page = items.slice(0, Number(search.get('limit') ?? items.length));
    const headers = { [TOTAL_COUNT_HEADER]: String(items.length) };
    if (search.get('include') === 'facets')
      return HttpResponse.json({ items: page, total: items.length, facets: FACETS }, { headers });
    return HttpResponse.json(page, { headers });
  };
  return [
    http.get(`${origin}/api/user`, () =>
      HttpResponse.json({ message: 'Not authenticated' }, { status: 401 }),
    ),
    http.get(`${origin}/api/products`, ({ request }) =>
      list(PRODUCTS, new URL(request.url).searchParams),
    ),
    http.get(`${origin}/api/products/category/:category`, ({ request, params }) =>
      list(
        PRODUCTS.filter((p) => p.category === params.category),
        new URL(request.url).searchParams,
      ),
    ),
    http.get(`${origin}/api/products/:id/reviews`, () =>
      HttpResponse.json({
        reviews: [REVIEW],
        total: 1,
        page: 1,
        pageSize: 5,
        rating: 4.2,
        reviewCount: 12,
        distribution: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 0 },
      }),
    ),
    http.get(`${origin}/api/products/:id`, ({ params }) => {
      const product = [...PRODUCTS, BEAN].find((p) => p.id === params.id);
      return product
        ? HttpResponse.json(product)
        : HttpResponse.json({ message: 'Product not found' }, { status: 404 });
    }),
  ];
}

/**
 * What the shell's server render does before rendering: the session and the matched page's
 * prefetch, awaited. Returns the fresh store they filled.
 */
export async function prefetchPage(page: ServerPage, url: string): Promise<AppStore> {
  const store = createAppStore();
  const { pathname, searchParams } = new URL(url, 'http://shop.test');
  const params = matchPath(SERVER_PAGES[page], pathname)?.params ?? {};
  await Promise.all([
    store.dispatch(sessionApi.endpoints.getCurrentUser.initiate()),
    prefetch({ page, params, searchParams, dispatch: store.dispatch }),
  ]);
  return store;
}

/**
 * A catalog page as the shell composes it: store, router at `url`, theme, the remote page's
 * Suspense boundary, and (when given) the shell's loader of other remotes' widgets.
 */
export function catalogPage(
  store: AppStore,
  page: ServerPage,
  url: string,
  widgetLoader?: (props: RemoteWidgetProps) => ReactNode,
) {
  const Page = pages.pages[page];
  const routes = (
    <Suspense fallback={<p>Loading the catalog</p>}>
      <Routes>
        <Route path={SERVER_PAGES[page]} element={<Page />} />
      </Routes>
    </Suspense>
  );
  return (
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]}>
        {withUi(
          widgetLoader ? (
            <RemoteWidgetProvider loader={widgetLoader}>{routes}</RemoteWidgetProvider>
          ) : (
            routes
          ),
        )}
      </MemoryRouter>
    </Provider>
  );
}
