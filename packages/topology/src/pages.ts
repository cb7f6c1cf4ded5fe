/**
 * Every page of the shop, as data: its path pattern, its tab title, its guard, and what renders
 * it (a page of a remote's `./pages` module, a page of the shell, or another page it redirects
 * to). The one list: the shell's route table is built from it (shell/src/app/routes.tsx maps the
 * shell's page names to components), and the gateway answers 404 for any other path and knows
 * which pages need a session (gateway/src/pages/page-proxy.ts; the shell's server answers the
 * rest: shell/server/src/pages/shell.ts). A page added here is a page
 * everywhere; a page only one side knows would be a 404 on a reload or a blank client route.
 *
 * Paths use React Router's pattern syntax (`/orders/:orderId`): `matchPage` below matches them
 * the way the shell's router does.
 */

/**
 * 'auth' needs a signed-in user, 'admin' the admin portal's permission, 'staff' the employee
 * portal's (spec sections 4 and 6; which roles hold them is @coffee/contracts' role policy).
 */
export type PageGuard = 'auth' | 'admin' | 'staff';

interface PageBase {
  readonly path: string;
  readonly title: string;
  readonly guard?: PageGuard;
  /** 'staff': the back office's frame (staff header, no shopper search, categories, footer or chat). */
  readonly frame?: 'staff';
  /** For visitors who are not signed in: a signed-in one is sent on (spec section 6). */
  readonly guestOnly?: true;
}

/** What renders a page: checked against REMOTES by the topology's test and the shell's types. */
export type PageSource =
  | { readonly remote: string; readonly page: string }
  /** A page of the shell itself (a name the shell's page table maps to a component). */
  | { readonly shell: string }
  /** Another address of a page (the spec links both). */
  | { readonly redirect: string };

export type PageRoute = PageBase & PageSource;

/** The returns page and the footer's company pages: one chunk of the shell, one page pattern. */
const INFO_PAGES = [
  { path: '/returns', title: 'Returns & Refunds', shell: 'ReturnsPage' },
  { path: '/gift-cards', title: 'Gift Cards', shell: 'GiftCardsPage' },
  { path: '/about', title: 'About Brew Haven', shell: 'AboutPage' },
  { path: '/careers', title: 'Careers at Brew Haven', shell: 'CareersPage' },
  { path: '/sustainability', title: 'Sustainability', shell: 'SustainabilityPage' },
  { path: '/press', title: 'Press', shell: 'PressPage' },
  { path: '/investors', title: 'Investor Relations', shell: 'InvestorsPage' },
  { path: '/affiliates', title: 'Affiliate Program', shell: 'AffiliatesPage' },
] as const;

/** Every page the spec routes or links; any other path is the not-found page (404). */
export const PAGE_ROUTES = [
  { path: '/', title: 'Premium Coffee, Delivered', remote: 'catalog', page: 'HomePage' },
  { path: '/category/:category', title: 'Shop', remote: 'catalog', page: 'CategoryPage' },
  { path: '/search', title: 'Search', remote: 'catalog', page: 'SearchPage' },
  { path: '/product/:id', title: 'Product', remote: 'catalog', page: 'ProductPage' },
  {
    path: '/checkout',
    title: 'Checkout',
    guard: 'auth',
    remote: 'cart_checkout',
    page: 'CheckoutPage',
  },
  // The order variant of the spec's /payment-confirmation/{type?} (order is the default type).
  {
    path: '/payment-confirmation',
    title: 'Order Confirmed',
    guard: 'auth',
    remote: 'cart_checkout',
    page: 'OrderConfirmationPage',
  },
  {
    path: '/payment-confirmation/order',
    title: 'Order Confirmed',
    guard: 'auth',
    remote: 'cart_checkout',
    page: 'OrderConfirmationPage',
  },
  {
    path: '/orders',
    title: 'Your Orders',
    guard: 'auth',
    remote: 'cart_checkout',
    page: 'OrdersPage',
  },
  {
    path: '/orders/:orderId',
    title: 'Order Details',
    guard: 'auth',
    remote: 'cart_checkout',
    page: 'OrderDetailPage',
  },
  // No guard: guests track an order by its number and the email or ZIP it was placed with.
  {
    path: '/track-order',
    title: 'Track Your Order',
    remote: 'cart_checkout',
    page: 'TrackOrderPage',
  },
  { path: '/store-locator', title: 'Find a Store', remote: 'catalog', page: 'StoreLocatorPage' },
  {
    path: '/payment-confirmation/direct-plus',
    title: 'Welcome to Direct+',
    guard: 'auth',
    remote: 'membership',
    page: 'DirectPlusConfirmationPage',
  },
  { path: '/auth', title: 'Sign In', guestOnly: true, remote: 'account', page: 'SignInPage' },
  {
    path: '/account-page',
    title: 'My Account',
    guard: 'auth',
    remote: 'account',
    page: 'AccountPage',
  },
  // The header's 'My Account' and the footer link /account (spec, section 2): the same page.
  { path: '/account', title: 'My Account', redirect: '/account-page' },
  // No guard: the link from a newsletter works without signing in (its token is the proof).
  {
    path: '/newsletter/unsubscribe',
    title: 'Newsletter',
    remote: 'account',
    page: 'NewsletterUnsubscribePage',
  },
  // No guard: the confirmation mail's link (double opt-in, issue 27); its token is the proof.
  {
    path: '/newsletter/confirm',
    title: 'Newsletter',
    remote: 'account',
    page: 'NewsletterConfirmPage',
  },
  // No guard: the mailed links work signed out (their token is the proof); issue 27.
  {
    path: '/forgot-password',
    title: 'Forgot Password',
    remote: 'account',
    page: 'ForgotPasswordPage',
  },
  {
    path: '/reset-password',
    title: 'Reset Password',
    remote: 'account',
    page: 'ResetPasswordPage',
  },
  { path: '/verify-email', title: 'Verify Email', remote: 'account', page: 'VerifyEmailPage' },
  { path: '/membership', title: 'Membership', remote: 'membership', page: 'MembershipPage' },
  // The payment page's Back goes to /membership-page (spec, section 2): the same page.
  { path: '/membership-page', title: 'Membership', redirect: '/membership' },
  { path: '/direct-plus', title: 'Direct+', remote: 'membership', page: 'DirectPlusPage' },
  {
    path: '/register-membership',
    title: 'Register Your Membership',
    remote: 'membership',
    page: 'RegisterMembershipPage',
  },
  {
    path: '/direct-plus-payment',
    title: 'Direct+ Payment',
    guard: 'auth',
    remote: 'membership',
    page: 'DirectPlusPaymentPage',
  },
  // Non-members are sent on to /membership by the page itself, which knows the membership.
  {
    path: '/direct-plus-benefits',
    title: 'Your Direct+ Benefits',
    guard: 'auth',
    remote: 'membership',
    page: 'DirectPlusBenefitsPage',
  },
  {
    path: '/register-account',
    title: 'Create Account',
    guestOnly: true,
    remote: 'membership',
    page: 'RegisterAccountPage',
  },
  {
    path: '/admin-portal',
    title: 'Admin Portal',
    guard: 'admin',
    frame: 'staff',
    remote: 'staff',
    page: 'AdminPortalPage',
  },
  {
    path: '/employee-portal',
    title: 'Employee Portal',
    guard: 'staff',
    frame: 'staff',
    remote: 'staff',
    page: 'EmployeePortalPage',
  },
  { path: '/privacy-policy', title: 'Privacy Policy', shell: 'PrivacyPolicyPage' },
  { path: '/terms-of-service', title: 'Terms of Service', shell: 'TermsOfServicePage' },
  { path: '/accessibility', title: 'Accessibility Statement', shell: 'AccessibilityPage' },
  { path: '/cookie-preferences', title: 'Cookie Preferences', shell: 'CookiePreferencesPage' },
  { path: '/help-center', title: 'Help Center', shell: 'HelpCenterPage' },
  { path: '/contact-us', title: 'Contact Us', shell: 'ContactUsPage' },
  // No guard: a guest reads their ticket with its number and email (the proof).
  { path: '/support/ticket', title: 'Your Support Ticket', shell: 'TicketLookupPage' },
  { path: '/shipping-info', title: 'Shipping Information', shell: 'ShippingInfoPage' },
  ...INFO_PAGES,
] as const satisfies readonly PageRoute[];

type PageRouteEntry = (typeof PAGE_ROUTES)[number];

/** The pages the shell renders itself, by name: the shell maps each to its component. */
export type ShellPageName = Extract<PageRouteEntry, { shell: string }>['shell'];

/** Where a guard sends a visitor who is not signed in. */
export const SIGN_IN_PAGE = '/auth';
/**
 * The query parameter of SIGN_IN_PAGE naming where to go once signed in, when the server (not
 * the shell's router, which passes it in its history state) sent the visitor there.
 */
export const RETURN_TO_PARAM = 'from';

/** The title of the catch-all (any path no page matches). */
export const NOT_FOUND_TITLE = 'Page Not Found';

const ESCAPE = /[.*+?^${}()|[\]\\]/g;

/**
 * React Router's matching (its `compilePath`, without `*` and optional params, which no page
 * uses): case-insensitive, a `:param` is one non-empty segment, trailing slashes are ignored.
 */
function compile(pattern: string): { test: RegExp; names: string[] } {
  const names: string[] = [];
  const source = pattern
    .replace(/\/+$/, '')
    .replace(ESCAPE, '\\$&')
    .replace(/\/:([\w-]+)/g, (_, name: string) => {
      names.push(name);
      return '/([^/]+)';
    });
  return { test: new RegExp(`^${source}/*$`, 'i'), names };
}

// Static paths first, as React Router ranks them over patterns with parameters.
const COMPILED: readonly { route: PageRoute; test: RegExp; names: string[] }[] = [...PAGE_ROUTES]
  .sort((a, b) => Number(a.path.includes(':')) - Number(b.path.includes(':')))
  .map((route) => ({ route, ...compile(route.path) }));

/** A page and its parameters, decoded as React Router's useParams gives them. */
export interface PageMatch {
  route: PageRoute;
  params: Record<string, string | undefined>;
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The page a URL path shows with its parameters (`/product/42` → { id: '42' }), or undefined. */
export function matchPageParams(pathname: string): PageMatch | undefined {
  for (const { route, test, names } of COMPILED) {
    const m = test.exec(pathname);
    if (!m) continue;
    return { route, params: Object.fromEntries(names.map((n, i) => [n, decoded(m[i + 1]!)])) };
  }
  return undefined;
}

/**
 * The page a URL path (no query) shows, or undefined for the not-found page. The path as the
 * browser sends it: percent-escapes stay (a parameter is any non-empty segment either way).
 */
export function matchPage(pathname: string): PageRoute | undefined {
  return COMPILED.find(({ test }) => test.test(pathname))?.route;
}

// Any case: `/API/products` is a mistyped API call, not a page.
const API_PATH = /^\/(api|internal)(\/|$)/i;

/**
 * Whether a request asks for a page of the shop (the gateway's redirects and headers, the shell's
 * server's answer): a GET or HEAD outside /api and /internal whose last segment names no file.
 * Whatever the Accept header says: a link preview, a crawler or `curl /` gets the page too. A
 * missing file (`/main.0123.js`) stays a 404, so a script never receives HTML.
 */
export function isPageRequest(method: string, pathname: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (API_PATH.test(pathname)) return false;
  // The last segment as path.posix.basename reads it: trailing slashes do not count.
  const trimmed = pathname.replace(/\/+$/, '');
  return !trimmed.slice(trimmed.lastIndexOf('/') + 1).includes('.');
}

/** Whether a path is the gateway's own namespace, in any case (`/api`, `/internal`). */
export function isApiPath(pathname: string): boolean {
  return API_PATH.test(pathname);
}

/** `//`, `///`...: the router's home page, but `/` is its address (what the client shows). */
export function isOnlySlashes(pathname: string): boolean {
  return /^\/{2,}$/.test(pathname);
}
