import type { PagePlan, PlanRequest } from '@coffee/contracts';
import type pages from './pages';

// What the first paint of each of this remote's pages needs (@coffee/contracts' PagePlan). Its
// pages live in its `./pages` module itself (no lazy chunk of their own), so a plan names no chunk
// and no first API call: the sign-in page is rendered on the server, the account page is left to
// the browser (it is guarded).

type PageName = keyof (typeof pages)['pages'];

const PLANS: Partial<Record<PageName, PagePlan>> = {
  SignInPage: { serverRendered: true },
  // The password reset's forms, like sign-in: first paint from the server, submit once hydrated.
  ForgotPasswordPage: { serverRendered: true },
  ResetPasswordPage: { serverRendered: true },
};

/** The plan of one of this remote's pages, or undefined for a page it does not plan. */
export function plan(request: PlanRequest): PagePlan | undefined {
  return Object.hasOwn(PLANS, request.page) ? PLANS[request.page as PageName] : undefined;
}
