/**
 * The page plan: what the first paint of one of a remote's pages needs, published by the remote
 * with its server build (its server bundle's `plan`, docs/decisions/ssr-contract.md) and read by
 * the shell's server, which inlines and announces it in the page's head. The remote builds it with
 * the very functions its queries use, so nothing outside the remote repeats a page's URLs.
 */
export interface PagePlan {
  /**
   * webpackChunkName of the page's lazy chunk (`page-<kebab page>`); absent for a page inside the
   * remote's `./pages` module itself.
   */
  pageChunk?: string;
  /** The page's first API call, exactly as the remote's RTK Query asks for it. */
  api?: string;
  /** Where the LCP image is read from: the first product of `api`, or the product `api` is. */
  lcpImage?: 'first-of-list' | 'product';
  /** Whether its first view is rendered on the server. */
  serverRendered?: boolean;
}

/** Which page of the remote a URL opens (the topology's route), as `plan` is asked. */
export interface PlanRequest {
  page: string;
  /** The route's parameters, decoded as React Router's useParams gives them. */
  params: Record<string, string | undefined>;
  searchParams: URLSearchParams;
}
