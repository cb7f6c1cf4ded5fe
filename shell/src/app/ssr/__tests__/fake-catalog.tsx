import type { ComponentType } from 'react';
import { api, exposePages, RemoteWidgetSlot } from '@coffee/platform';
import { useParams } from '@coffee/ui';
import { http, HttpResponse } from 'msw';
import type { SsrRemote } from '../../remotes/server-remotes';

/** A stand-in for the catalog's server bundle: a page with data, a widget of another remote. */
const featuredApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFeatured: build.query<{ id: string; name: string }[], string>({
      query: (category) => `/api/test-featured/${category}`,
    }),
  }),
});

export const FEATURED = [
  { id: 'p1', name: 'Ethiopian Yirgacheffe' },
  { id: 'p2', name: 'Colombian Supremo' },
];

/** The answers of the stand-in's API; `origin` '' answers any origin's path (the browser). */
export const featuredHandlers = (origin: string) => [
  http.get(`${origin}/api/test-featured/:category`, () => HttpResponse.json(FEATURED)),
];

function ProductList({ category }: { category: string }) {
  const { data } = featuredApi.useGetFeaturedQuery(category);
  if (!data) return <p>Loading products…</p>;
  return (
    <ul>
      {data.map((product) => (
        <li key={product.id}>{product.name}</li>
      ))}
    </ul>
  );
}

function HomePage() {
  return (
    <section>
      <h1>Featured coffee</h1>
      <ProductList category="all" />
      {/* No server bundle carries widgets: the server leaves this to the browser. */}
      <RemoteWidgetSlot remote="membership" module="PlanComparison" />
    </section>
  );
}

function CategoryPage() {
  const { category = '' } = useParams();
  return (
    <section>
      <h1>Category {category}</h1>
      <ProductList category={category} />
    </section>
  );
}

const Empty = () => null;

export function fakeCatalog(
  overrides: Partial<Record<'HomePage' | 'CategoryPage', ComponentType>> = {},
): SsrRemote {
  return {
    pages: exposePages('catalog', 'catalog@test', {
      HomePage,
      CategoryPage,
      SearchPage: Empty,
      ProductPage: Empty,
      StoreLocatorPage: Empty,
      ...overrides,
    }),
    prefetch: ({ page, params, dispatch }) => {
      const category = page === 'HomePage' ? 'all' : params.category;
      if (category) void dispatch(featuredApi.endpoints.getFeatured.initiate(category));
    },
  };
}
