import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { RemotePageRef } from '@coffee/topology';
import type { Guard } from './guards/access';

export type ShellPage = LazyExoticComponent<ComponentType>;

/**
 * One registry of every routed path: which part renders it and which guard applies.
 * A route is either a page of a remote's `./pages` module or a page of the shell itself.
 * Remote pages are typed by `@coffee/topology`, the list each remote's `exposePages` is also
 * held to: a page renamed or missing on either side fails the type check, not the browser.
 * Every page the spec routes or links is here; any other path shows the not-found page.
 */
export type AppRoute = {
  path: string;
  title: string;
  guard?: Guard;
  /** 'staff': the back office's frame (staff header, no shopper search, categories, footer or chat). */
  frame?: 'staff';
} & (
  | RemotePageRef
  | { component: ShellPage }
  /** Another address of a page (the spec links both). */
  | { redirect: string }
);

// Each shell page is its own chunk: none of them weighs on the first load of `/`.
function shellPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ShellPage {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

const legal = () => import('../features/legal');
const infoPages = () => import('../features/info-pages');

/** The returns page and the footer's company pages: one chunk, one page pattern. */
const INFO_PAGES: {
  path: string;
  title: string;
  page: keyof Awaited<ReturnType<typeof infoPages>>;
}[] = [
  { path: '/returns', title: 'Returns & Refunds', page: 'ReturnsPage' },
  { path: '/gift-cards', title: 'Gift Cards', page: 'GiftCardsPage' },
  { path: '/about', title: 'About Brew Haven', page: 'AboutPage' },
  { path: '/careers', title: 'Careers at Brew Haven', page: 'CareersPage' },
  { path: '/sustainability', title: 'Sustainability', page: 'SustainabilityPage' },
  { path: '/press', title: 'Press', page: 'PressPage' },
  { path: '/investors', title: 'Investor Relations', page: 'InvestorsPage' },
  { path: '/affiliates', title: 'Affiliate Program', page: 'AffiliatesPage' },
];

export const ROUTES: AppRoute[] = [
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
  { path: '/auth', title: 'Sign In', remote: 'account', page: 'SignInPage' },
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
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    component: shellPage(legal, (m) => m.PrivacyPolicyPage),
  },
  {
    path: '/terms-of-service',
    title: 'Terms of Service',
    component: shellPage(legal, (m) => m.TermsOfServicePage),
  },
  {
    path: '/accessibility',
    title: 'Accessibility Statement',
    component: shellPage(legal, (m) => m.AccessibilityPage),
  },
  {
    path: '/cookie-preferences',
    title: 'Cookie Preferences',
    component: shellPage(
      () => import('../features/cookie-preferences'),
      (m) => m.CookiePreferencesPage,
    ),
  },
  {
    path: '/help-center',
    title: 'Help Center',
    component: shellPage(
      () => import('../features/help-center'),
      (m) => m.HelpCenterPage,
    ),
  },
  {
    path: '/contact-us',
    title: 'Contact Us',
    component: shellPage(
      () => import('../features/contact-us'),
      (m) => m.ContactUsPage,
    ),
  },
  // No guard: a guest reads their ticket with its number and email (the proof).
  {
    path: '/support/ticket',
    title: 'Your Support Ticket',
    component: shellPage(
      () => import('../features/support-ticket'),
      (m) => m.TicketLookupPage,
    ),
  },
  {
    path: '/shipping-info',
    title: 'Shipping Information',
    component: shellPage(
      () => import('../features/shipping-info'),
      (m) => m.ShippingInfoPage,
    ),
  },
  ...INFO_PAGES.map(({ path, title, page }) => ({
    path,
    title,
    component: shellPage(infoPages, (m) => m[page]),
  })),
];

/** The catch-all. */
export const NOT_FOUND_ROUTE: { title: string; component: ShellPage } = {
  title: 'Page Not Found',
  component: shellPage(
    () => import('../features/not-found'),
    (m) => m.NotFoundPage,
  ),
};
