import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { inStockProducts } from '../support/catalog';
import { placeOrderThroughApi } from '../support/orders';
import { signIn } from '../support/session';

/**
 * axe-core (WCAG 2.1 A and AA rules) on every page of the shop at a desktop and a phone width.
 * A serious or critical violation fails the test; moderate and minor ones are printed so they
 * are seen, not hidden.
 */
const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 375, height: 812 } },
] as const;

interface PageToCheck {
  path: string | ((page: Page) => Promise<string>);
  /** What shows once the page is ready. */
  ready: (page: Page) => ReturnType<Page['getByRole']>;
  signedInAs?: string;
  /** A client-side selection to make first (a portal's tab): what is checked is what it shows. */
  open?: (page: Page) => Promise<void>;
}

/** A portal section (the tabs are client-side selections): its tab, then its heading. */
const portalTab = (tab: string, ready: string) => ({
  ready: (page: Page) => page.getByRole('heading', { name: ready, level: 2 }),
  open: async (page: Page) => {
    await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
  },
});

const heading =
  (name: string | RegExp, level = 1) =>
  (page: Page) =>
    page.getByRole('heading', { name, level });

const PAGES: Record<string, PageToCheck> = {
  home: { path: '/', ready: heading('Discover Your Perfect Brew') },
  'all products': { path: '/category/all', ready: heading('All Products') },
  category: { path: '/category/beans', ready: heading('Coffee Beans') },
  search: { path: '/search?q=coffee', ready: heading(/Search Results for/) },
  'product page': {
    path: async (page) => `/product/${(await inStockProducts(page.request, 'beans'))[0]!.id}`,
    ready: (page) => page.getByRole('button', { name: 'Add to Cart' }),
  },
  'missing product': {
    path: '/product/000000000000000000000000',
    ready: heading('Product Not Found'),
  },
  'sign-in': {
    path: '/auth',
    ready: (page) => page.getByRole('button', { name: 'Sign In', exact: true }),
  },
  membership: { path: '/membership', ready: heading(/Membership/) },
  'register account': { path: '/register-account', ready: (page) => page.locator('main h1') },
  'direct-plus information': { path: '/direct-plus', ready: (page) => page.locator('main h1') },
  'register membership': {
    path: '/register-membership',
    ready: heading('Register your membership'),
  },
  'direct-plus payment': {
    path: '/direct-plus-payment',
    ready: (page) => page.getByRole('form', { name: 'Card details' }),
    signedInAs: 'customer',
  },
  'direct-plus benefits': {
    path: '/direct-plus-benefits',
    ready: (page) => page.locator('main h1'),
    signedInAs: 'member',
  },
  'privacy policy': { path: '/privacy-policy', ready: heading('Privacy Policy') },
  'terms of service': { path: '/terms-of-service', ready: heading('Terms of Service') },
  accessibility: { path: '/accessibility', ready: heading('Accessibility Statement') },
  'cookie preferences': { path: '/cookie-preferences', ready: heading('Cookie Preferences') },
  'help center': { path: '/help-center', ready: heading(/Help Center|How can we help/) },
  'contact us': { path: '/contact-us', ready: heading('Contact Us') },
  'shipping info': { path: '/shipping-info', ready: heading(/Shipping/) },
  returns: { path: '/returns', ready: heading('Returns & Refunds') },
  'returns (member)': {
    path: '/returns',
    ready: (page) => page.getByRole('group', { name: 'Your return window' }),
    signedInAs: 'member',
  },
  'gift cards': { path: '/gift-cards', ready: heading('Gift Cards') },
  about: { path: '/about', ready: heading('About Brew Haven') },
  careers: { path: '/careers', ready: heading('Careers at Brew Haven') },
  sustainability: { path: '/sustainability', ready: heading('Sustainability') },
  press: { path: '/press', ready: heading('Press') },
  investors: { path: '/investors', ready: heading('Investor Relations') },
  affiliates: { path: '/affiliates', ready: heading('Affiliate Program') },
  'track order': { path: '/track-order', ready: heading('Track Your Order') },
  'store locator': { path: '/store-locator?q=CA', ready: heading('Store Locator') },
  'newsletter unsubscribe': {
    path: '/newsletter/unsubscribe?token=abc',
    ready: (page) => page.locator('main h1'),
  },
  'account: Profile': {
    path: '/account-page?tab=profile',
    ready: heading('Profile', 2),
    signedInAs: 'customer',
  },
  'account: Orders': {
    path: '/account-page?tab=orders',
    ready: heading('Orders', 2),
    signedInAs: 'customer',
  },
  'account: Membership': {
    path: '/account-page?tab=membership',
    ready: heading('Membership', 2),
    signedInAs: 'customer',
  },
  'account: Payment Methods': {
    path: '/account-page?tab=payment-methods',
    ready: heading('Payment Methods', 2),
    signedInAs: 'customer',
  },
  'account: Favorites': {
    path: '/account-page?tab=favorites',
    ready: heading('Favorites', 2),
    signedInAs: 'customer',
  },
  'account: My Reviews': {
    path: '/account-page?tab=reviews',
    ready: heading('My Reviews', 2),
    signedInAs: 'customer',
  },
  'account: Notifications': {
    path: '/account-page?tab=notifications',
    ready: heading('Notifications', 2),
    signedInAs: 'customer',
  },
  'account: Settings': {
    path: '/account-page?tab=settings',
    ready: heading('Settings', 2),
    signedInAs: 'customer',
  },
  'account: Membership (member)': {
    path: '/account-page?tab=membership',
    ready: (page) => page.getByText('Direct+ Membership Active'),
    signedInAs: 'member',
  },
  'not found': { path: '/no-such-page', ready: heading('404 Page Not Found') },
  checkout: { path: '/checkout', ready: (page) => page.locator('main h1'), signedInAs: 'customer' },
  orders: { path: '/orders', ready: (page) => page.locator('main h1'), signedInAs: 'customer' },
  'admin portal': {
    path: '/admin-portal',
    ready: (page) => page.locator('main h1'),
    signedInAs: 'admin',
  },
  'employee portal': {
    path: '/employee-portal',
    ready: (page) => page.locator('main h1'),
    signedInAs: 'employee',
  },
  'admin portal: Products': {
    path: '/admin-portal',
    signedInAs: 'admin',
    ...portalTab('Products', 'Products'),
  },
  'admin portal: Samples': {
    path: '/admin-portal',
    signedInAs: 'admin',
    ...portalTab('Samples', 'Free samples'),
  },
  'admin portal: Orders': {
    path: '/admin-portal',
    signedInAs: 'admin',
    ...portalTab('Orders', 'Orders'),
  },
  'admin portal: Users': {
    path: '/admin-portal',
    signedInAs: 'admin',
    ...portalTab('Users', 'Users'),
  },
  'admin portal: Settings': {
    path: '/admin-portal',
    signedInAs: 'admin',
    ...portalTab('Settings', 'Settings'),
  },
  'admin portal: Audit Log': {
    path: '/admin-portal',
    signedInAs: 'admin',
    ...portalTab('Audit Log', 'Audit Log'),
  },
  'employee portal: Inventory': {
    path: '/employee-portal',
    signedInAs: 'employee',
    ...portalTab('Inventory', 'Inventory'),
  },
  'employee portal: Customers': {
    path: '/employee-portal',
    signedInAs: 'employee',
    ...portalTab('Customers', 'Customers'),
  },
  'employee portal: Support': {
    path: '/employee-portal',
    signedInAs: 'employee',
    ...portalTab('Support', 'Support'),
  },
  'employee portal: Reviews (manager)': {
    path: '/employee-portal',
    signedInAs: 'manager',
    ...portalTab('Reviews', 'Reviews'),
  },
  'order payment': {
    path: async (page) => {
      const [product] = await inStockProducts(page.request, 'beans');
      const order = await placeOrderThroughApi(page, product!.id, 1);
      return `/checkout?orderId=${order.id}`;
    },
    ready: heading('Complete your payment'),
    signedInAs: 'customer',
  },
  'order detail': {
    path: async (page) => {
      const orders = (await (await page.request.get('/api/orders')).json()) as { id: string }[];
      return `/orders/${orders[0]!.id}`;
    },
    ready: (page) => page.getByRole('heading', { name: /^Order ORD-/, level: 1 }),
    signedInAs: 'customer',
  },
  'account: Support': {
    path: '/account-page?tab=support',
    ready: (page) => page.getByRole('heading', { name: /Support/ }),
    signedInAs: 'customer',
  },
  'support ticket lookup': {
    path: '/support/ticket',
    ready: (page) => page.locator('main h1'),
  },
  'not allowed': {
    path: '/admin-portal',
    ready: heading("You don't have access to this page"),
    signedInAs: 'customer',
  },
};

async function violations(page: Page, name: string, width: string): Promise<string[]> {
  // Legacy mode: one axe.run in the page. The default runs axe in parts per frame and finishes
  // in a blank page it opens for every scan, which doubled each scan (about 2 s instead of 1 s on
  // a 2-core machine, 110 scans a run). What it adds is the inside of frames (a page with an
  // iframe lacking alt text was flagged twice by it, once by legacy mode), and the shop's pages
  // have none: no remote or the shell renders an iframe, and the e2e shop's offline payment
  // provider draws its own card form.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const lines = (impacts: string[]) =>
    results.violations
      .filter((v) => impacts.includes(v.impact ?? ''))
      .flatMap((v) =>
        v.nodes.map(
          (n) => `${name} @ ${width}: ${v.impact} ${v.id}: ${n.target.join(' ')} (${v.help})`,
        ),
      );
  const minor = lines(['moderate', 'minor']);
  if (minor.length) console.log(minor.join('\n'));
  return lines(['serious', 'critical']);
}

// One browser page per width and visitor, each page of the shop a step: signing in and warming
// up once per visitor keeps the whole check to a few minutes.
const VISITORS = [undefined, 'customer', 'member', 'admin', 'employee', 'manager'] as const;

// One browser page per visitor: each page of the shop is loaded once, checked at the desktop
// width, then resized to the phone width and checked again (the layouts follow CSS media queries
// and matchMedia listeners, so a resize is what a phone's layout is). Half the page loads and
// sign-ins of a run per width, for the same two checks of every page.
for (const visitor of VISITORS) {
  const pages = Object.entries(PAGES).filter(([, check]) => check.signedInAs === visitor);
  test(`when every page ${visitor ? `a signed-in ${visitor} sees` : 'a visitor sees'} is checked with axe at ${WIDTHS.map((w) => w.viewport.width).join(' and ')} px, then none has a serious or critical violation`, async ({
    page,
  }) => {
    test.setTimeout(30_000 + pages.length * 20_000);
    if (visitor) await signIn(page, visitor);
    const found: string[] = [];
    for (const [name, check] of pages) {
      await test.step(name, async () => {
        await page.setViewportSize(WIDTHS[0].viewport);
        const path = typeof check.path === 'string' ? check.path : await check.path(page);
        await page.goto(path);
        await check.open?.(page);
        for (const width of WIDTHS) {
          await page.setViewportSize(width.viewport);
          await expect(check.ready(page).first()).toBeVisible();
          // Let late parts (the cart button, deferred widgets, a resized layout's images) settle.
          await page.waitForLoadState('networkidle');
          found.push(...(await violations(page, name, width.name)));
        }
      });
    }
    expect(found).toEqual([]);
  });
}
