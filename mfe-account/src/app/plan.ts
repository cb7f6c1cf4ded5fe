import type pages from './pages';

/**
 * What the first paint of one of this remote's pages needs, published with its server bundle
 * (docs/decisions/ssr-contract.md). The pages live in this remote's `./pages` module itself (no
 * lazy chunk of their own), so a plan names no chunk and no first API call: the sign-in page is
 * rendered on the server, the signed-in account page is left to the browser.
 */
export interface PagePlan {
  pageChunk?: string;
  api?: string;
  lcpImage?: 'first-of-list' | 'product';
  serverRendered?: boolean;
}

export interface PlanRequest {
  page: string;
  params: Record<string, string | undefined>;
  searchParams: URLSearchParams;
}

type PageName = keyof (typeof pages)['pages'];

const PLANS: Partial<Record<PageName, PagePlan>> = {
  SignInPage: { serverRendered: true },
};

/** The plan of one of this remote's pages, or undefined for a page it does not plan. */
export function plan(request: PlanRequest): PagePlan | undefined {
  return Object.hasOwn(PLANS, request.page) ? PLANS[request.page as PageName] : undefined;
}
