import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  HttpResponse,
  http,
  makeUser,
  renderApp,
  type RequestHandler,
} from '@coffee/platform/testing';
import { AppLayout } from '../layout';
import { loadRemoteModule } from '../remotes/load-remote';
import { stubRemotes, withUi } from './remote-stubs';

jest.mock('../remotes/load-remote', () => ({
  ...jest.requireActual('../remotes/load-remote'),
  loadRemoteModule: jest.fn(),
  resetRemote: jest.fn(async () => undefined),
}));

beforeEach(() => {
  stubRemotes();
});

/** How many times the shell asked for cart_checkout's CartWidget. */
const cartWidgetLoads = () =>
  jest
    .mocked(loadRemoteModule)
    .mock.calls.filter(([remote, module]) => remote === 'cart_checkout' && module === 'CartWidget')
    .length;

const open = (
  route: string,
  user: ReturnType<typeof makeUser> | null = null,
  handlers: RequestHandler[] = [],
) => renderApp(<AppLayout />, { route, user, handlers, wrap: withUi });

describe('the shell layout', () => {
  it('when any page opens signed out, then the header has the logo, the Deliver to label, search, account and a cart button, and the cart widget is fetched only when reached for', async () => {
    jest.mocked(loadRemoteModule).mockClear();
    open('/');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Brew Haven home' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(within(header).getByText(/Deliver to/)).toBeInTheDocument();
    expect(within(header).getByRole('combobox', { name: 'Search products' })).toBeInTheDocument();
    expect(await within(header).findByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/auth',
    );
    // Signed out there is no cart to count: the look-alike button stands in, and the widget's
    // remote (about 16 KB of script) is not part of the first load.
    const cart = within(header).getByRole('button', { name: 'Cart' });
    expect(within(header).queryByRole('button', { name: 'Cart widget' })).not.toBeInTheDocument();
    expect(cartWidgetLoads()).toBe(0);
    // A pointer over the button fetches it.
    await userEvent.hover(cart);
    expect(await within(header).findByRole('button', { name: 'Cart widget' })).toBeInTheDocument();
    expect(cartWidgetLoads()).toBe(1);
  });

  it('when any page opens signed in, then the cart widget (with its count) arrives unasked after the first view', async () => {
    open('/', makeUser());
    const header = screen.getByRole('banner');
    expect(await within(header).findByRole('button', { name: 'Cart widget' })).toBeInTheDocument();
  });

  it('when the header renders, then the navigation bar links the eight categories with readable labels', () => {
    open('/');
    const nav = screen.getByRole('navigation', { name: 'Product categories' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Coffee Beans', '/category/beans'],
      ['Ground Coffee', '/category/ground-coffee'],
      ['Espresso', '/category/espresso'],
      ['Coffee Makers', '/category/coffee-makers'],
      ['Accessories', '/category/accessories'],
      ['Gift Sets', '/category/gift-sets'],
      ['Cold Brew', '/category/cold-brew'],
      ['Deals', '/category/deals'],
    ]);
  });

  it('when the footer renders, then it links every page the spec lists and shows the copyright', () => {
    open('/');
    const footer = screen.getByRole('contentinfo');
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((l) => l.getAttribute('href'));
    for (const path of [
      '/category/beans',
      '/category/deals',
      '/privacy-policy',
      '/terms-of-service',
      '/accessibility',
      '/cookie-preferences',
      '/help-center',
      '/contact-us',
      '/shipping-info',
      '/track-order',
      '/returns',
      '/gift-cards',
      '/about',
      '/careers',
      '/sustainability',
      '/press',
      '/investors',
      '/affiliates',
      '/store-locator',
      '/orders',
      '/account',
      '/register-account',
      '/membership-page',
      '/direct-plus-benefits',
    ]) {
      expect(hrefs).toContain(path);
    }
    expect(within(footer).getByRole('link', { name: 'Facebook' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Get it on Google Play' })).toBeInTheDocument();
    expect(footer).toHaveTextContent(
      `© ${new Date().getFullYear()} Brew Haven. All rights reserved.`,
    );
  });

  it('when the skip link is used, then focus moves to the main content', async () => {
    open('/');
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    await userEvent.click(skip);
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('when the route is unknown, then the not-found page shows', async () => {
    open('/no-such-page');
    expect(await screen.findByText('404 Page Not Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });

  it('when /account-page opens signed in, then the account remote’s page renders under its title', async () => {
    open('/account-page?tab=orders', makeUser());
    expect(await screen.findByRole('heading', { name: 'Account page' })).toBeInTheDocument();
    expect(document.title).toBe('My Account | Brew Haven');
  });

  it('when /account-page opens signed out, then the visitor is sent to sign in', async () => {
    open('/account-page');
    expect(
      await screen.findByRole('heading', { name: 'Account sign-in page' }),
    ).toBeInTheDocument();
  });

  it('when /api/user has not answered, then /account-page waits instead of sending the visitor to sign in', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    open('/account-page', makeUser(), [
      http.get('/api/user', async () => {
        await gate;
      }),
    ]);
    expect(
      await screen.findByRole('status', { name: 'Checking your session' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Account sign-in page' })).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: 'Account page' })).toBeInTheDocument();
  });

  it('when the header’s /account link is followed, then it leads to the account page', async () => {
    open('/account', makeUser());
    expect(await screen.findByRole('heading', { name: 'Account page' })).toBeInTheDocument();
  });

  it('when an unsubscribe link opens signed out, then the account remote’s page renders, no sign-in asked', async () => {
    open('/newsletter/unsubscribe?token=abc');
    expect(
      await screen.findByRole('heading', { name: 'Newsletter unsubscribe page' }),
    ).toBeInTheDocument();
  });

  it('when /track-order opens signed out, then the cart remote’s tracking page renders, no sign-in asked', async () => {
    open('/track-order');
    expect(await screen.findByRole('heading', { name: 'Track order page' })).toBeInTheDocument();
    expect(document.title).toBe('Track Your Order | Brew Haven');
  });

  it('when /support/ticket opens signed out, then the guest ticket page renders, no sign-in asked', async () => {
    open('/support/ticket');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check Your Support Ticket' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Your Support Ticket | Brew Haven');
  });

  it.each([
    ['/returns', 'Returns & Refunds'],
    ['/gift-cards', 'Gift Cards'],
    ['/about', 'About Brew Haven'],
    ['/careers', 'Careers at Brew Haven'],
    ['/sustainability', 'Sustainability'],
    ['/press', 'Press'],
    ['/investors', 'Investor Relations'],
    ['/affiliates', 'Affiliate Program'],
  ])(
    'when the footer page %s opens, then the shell page renders with its title',
    async (route, title) => {
      open(route);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(document.title).toBe(`${title} | Brew Haven`);
    },
  );

  it('when / opens, then the catalog home page renders inside the layout', async () => {
    open('/');
    expect(await screen.findByRole('heading', { name: 'Catalog home page' })).toBeInTheDocument();
    expect(document.title).toBe('Premium Coffee, Delivered | Brew Haven');
  });

  it.each([
    ['/auth', 'Account sign-in page'],
    ['/membership', 'Membership page'],
    ['/register-account', 'Register account page'],
    ['/membership-page', 'Membership page'],
    ['/direct-plus', 'Direct+ page'],
    ['/register-membership', 'Register membership page'],
    ['/category/beans', 'Catalog category page'],
    ['/search?q=beans', 'Catalog search page'],
    ['/product/0123456789abcdef01234567', 'Catalog product page'],
  ])('when %s opens, then the page of its remote renders', async (route, heading) => {
    open(route);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it.each([
    ['/checkout', 'Checkout page'],
    ['/payment-confirmation', 'Order confirmation page'],
    ['/payment-confirmation/order?orderId=1', 'Order confirmation page'],
    ['/orders', 'Orders page'],
    ['/orders/0123456789abcdef01234567', 'Order detail page'],
    ['/payment-confirmation/direct-plus', 'Direct+ confirmation page'],
    ['/direct-plus-payment', 'Direct+ payment page'],
    ['/direct-plus-benefits', 'Direct+ benefits page'],
  ])(
    'when a signed-in user opens %s, then the page of its remote renders',
    async (route, heading) => {
      open(route, makeUser());
      expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
    },
  );

  it('when the chat widget loads, then it is on the page', async () => {
    open('/');
    expect(await screen.findByRole('button', { name: /chat/i })).toBeInTheDocument();
  });

  it('when a signed-in user signs out from the header, then the Signed out toast appears on screen', async () => {
    open('/', makeUser(), [
      http.post('/api/logout', () => HttpResponse.json({ message: 'Signed out' })),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: /Account menu/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(toasts).findByText('Signed out')).toBeInTheDocument();
    expect(within(toasts).getByText('You have been signed out successfully')).toBeInTheDocument();
  });
});

describe('the back office frame', () => {
  it.each([
    ['/admin-portal', 'admin', 'Admin Portal', 'Admin portal page', 'Admin'],
    ['/employee-portal', 'employee', 'Employee Portal', 'Employee portal page', 'Employee'],
    ['/employee-portal', 'manager', 'Employee Portal', 'Employee portal page', 'Manager'],
  ] as const)(
    'when %s opens for a(n) %s, then the staff header frames it and the shopper chrome is gone',
    async (route, role, portal, heading, label) => {
      open(route, makeUser({ role, fullName: 'Robin Staff' }));
      expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
      const header = screen.getByRole('banner');
      expect(within(header).getByRole('link', { name: 'Brew Haven home' })).toHaveAttribute(
        'href',
        '/',
      );
      expect(within(header).getByText(portal)).toBeInTheDocument();
      expect(within(header).getByText('Robin Staff')).toBeInTheDocument();
      expect(within(header).getByText(label)).toBeInTheDocument();
      expect(within(header).queryByText('Standard Account')).not.toBeInTheDocument();
      expect(within(header).getByRole('link', { name: 'Back to shop' })).toHaveAttribute(
        'href',
        '/',
      );
      expect(within(header).getByRole('button', { name: 'Sign out' })).toBeInTheDocument();
      expect(screen.queryByRole('combobox', { name: 'Search products' })).not.toBeInTheDocument();
      expect(
        screen.queryByRole('navigation', { name: 'Product categories' }),
      ).not.toBeInTheDocument();
      expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /chat/i })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Cart widget' })).not.toBeInTheDocument();
    },
  );

  it.each([
    ['admin', '/admin-portal', ['Employee Portal']],
    ['admin', '/employee-portal', ['Admin Portal']],
    ['manager', '/employee-portal', []],
    ['employee', '/employee-portal', []],
  ] as const)(
    'when a(n) %s is on %s, then the other portal is linked only when the role may open it',
    async (role, route, others) => {
      open(route, makeUser({ role, fullName: '', username: 'sam' }));
      const header = screen.getByRole('banner');
      expect(await within(header).findByText('sam')).toBeInTheDocument();
      for (const name of ['Admin Portal', 'Employee Portal']) {
        const link = within(header).queryByRole('link', { name });
        if ((others as readonly string[]).includes(name)) expect(link).toBeInTheDocument();
        else expect(link).not.toBeInTheDocument();
      }
    },
  );

  it('when a customer opens /admin-portal, then the refusal shows in the shop’s own chrome', async () => {
    open('/admin-portal', makeUser());
    expect(
      await screen.findByRole('heading', { name: "You don't have access to this page" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Search products' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to shop' })).not.toBeInTheDocument();
  });

  it('when staff sign out from the staff header, then the session ends with the Signed out toast and the guard sends them to sign in', async () => {
    const { requests } = open('/employee-portal', makeUser({ role: 'employee' }), [
      http.post('/api/logout', () => HttpResponse.json({ message: 'Signed out' })),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    expect(await within(toasts).findByText('Signed out')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Account sign-in page' }),
    ).toBeInTheDocument();
    expect(requests.filter((r) => r.path === '/api/logout')).toHaveLength(1);
  });

  it('when staff go back to the shop, then the shopper chrome returns', async () => {
    open('/employee-portal', makeUser({ role: 'employee' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Back to shop' }));
    expect(await screen.findByRole('heading', { name: 'Catalog home page' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Search products' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
