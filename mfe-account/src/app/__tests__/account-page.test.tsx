import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteWidgetProvider, type RemoteWidgetProps } from '@coffee/platform';
import { HttpResponse, http, makeUser, renderApp } from '@coffee/platform/testing';
import { AccountPage } from '../account-page';
import { landings, wrap } from '../../test/render';

/** Stands in for the shell's federated loader. */
function FakeWidget({ remote, module }: RemoteWidgetProps) {
  return <p>Widget {`${remote}/${module}`}</p>;
}

const open = (route: string, options: Parameters<typeof renderApp>[1] = {}) =>
  renderApp(<AccountPage />, { route, user: makeUser(), wrap, extraRoutes: landings, ...options });

const tabHeading = () => screen.getByRole('heading', { level: 2, name: /./ });
const nav = () => screen.getByRole('navigation', { name: 'Account sections' });

describe('AccountPage (/account-page)', () => {
  it('when opened without a tab, then the side tabs list the ten sections in order, Profile is current, and Log out is there', async () => {
    open('/account-page');

    expect(await screen.findByRole('heading', { level: 1, name: 'My Account' })).toBeVisible();
    const links = within(nav()).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Profile', '/account-page?tab=profile'],
      ['Orders', '/account-page?tab=orders'],
      ['Subscriptions', '/account-page?tab=subscriptions'],
      ['Membership', '/account-page?tab=membership'],
      ['Payment Methods', '/account-page?tab=payment-methods'],
      ['Favorites', '/account-page?tab=favorites'],
      ['My Reviews', '/account-page?tab=reviews'],
      ['Support', '/account-page?tab=support'],
      ['Notifications', '/account-page?tab=notifications'],
      ['Settings', '/account-page?tab=settings'],
    ]);
    expect(within(nav()).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(tabHeading()).toHaveTextContent('Profile');
    expect(screen.getByRole('button', { name: 'Log out' })).toBeEnabled();
  });

  it('when ?tab=membership is in the URL, then that tab opens (a reload or a shared link keeps it)', async () => {
    open('/account-page?tab=membership');
    expect(await screen.findByRole('heading', { level: 2, name: 'Membership' })).toBeVisible();
    expect(within(nav()).getByRole('link', { name: 'Membership' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('when the tab in the URL is unknown, then the profile opens', async () => {
    open('/account-page?tab=nonsense');
    expect(await screen.findByRole('heading', { level: 2, name: 'Profile' })).toBeVisible();
  });

  it('when a side tab is clicked, then the URL and the panel follow it', async () => {
    open('/account-page');
    await screen.findByRole('heading', { level: 1, name: 'My Account' });
    await userEvent.click(within(nav()).getByRole('link', { name: 'Settings' }));
    expect(tabHeading()).toHaveTextContent('Settings');
    expect(within(nav()).getByRole('link', { name: 'Settings' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('when the phone menu picks a section, then that tab opens', async () => {
    open('/account-page');
    const menu = await screen.findByRole('combobox', { name: 'Account section' });
    expect(menu).toHaveValue('profile');
    expect(within(menu).getAllByRole('option')).toHaveLength(10);
    await userEvent.selectOptions(menu, 'Membership');
    expect(tabHeading()).toHaveTextContent('Membership');
    expect(menu).toHaveValue('membership');
  });

  it.each([
    ['orders', 'Orders', 'cart_checkout/OrderHistory'],
    ['subscriptions', 'Subscriptions', 'cart_checkout/Subscriptions'],
    ['payment-methods', 'Payment Methods', 'membership/PaymentMethods'],
    ['favorites', 'Favorites', 'catalog/FavoritesList'],
    ['reviews', 'My Reviews', 'catalog/MyReviews'],
  ])(
    'when ?tab=%s opens inside the shop, then the tab shows the widget %s of its remote',
    async (tab, title, widget) => {
      renderApp(
        <RemoteWidgetProvider loader={FakeWidget}>
          <AccountPage />
        </RemoteWidgetProvider>,
        { route: `/account-page?tab=${tab}`, user: makeUser(), wrap },
      );
      expect(await screen.findByRole('heading', { level: 2, name: title })).toBeVisible();
      expect(screen.getByText(`Widget ${widget}`)).toBeInTheDocument();
    },
  );

  it('when a widget tab opens without the shell (standalone), then its fallback says the section is unavailable', async () => {
    open('/account-page?tab=orders');
    expect(
      await screen.findByRole('heading', { name: 'This section is unavailable right now' }),
    ).toBeVisible();
  });

  it("when Log out is pressed, then the visitor lands on / signed out with the 'Signed out' toast", async () => {
    open('/account-page?tab=settings', {
      handlers: [http.post('/api/logout', () => HttpResponse.json({ message: 'Signed out' }))],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));

    expect(await screen.findByText('/ as guest')).toBeInTheDocument();
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    expect(within(toasts).getByText('Signed out')).toBeInTheDocument();
    expect(within(toasts).getByText('You have been signed out successfully')).toBeInTheDocument();
  });

  it("when the logout call fails, then the toast reads 'Logout failed' and the visitor stays signed in", async () => {
    open('/account-page', {
      handlers: [
        http.post('/api/logout', () =>
          HttpResponse.json({ message: 'Service unavailable: account' }, { status: 503 }),
        ),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Logout failed')).toBeInTheDocument();
    expect(within(toast).getByText('503: Service unavailable: account')).toBeInTheDocument();
    expect(screen.getByText('/ as customer')).toBeInTheDocument();
  });

  it('when a signed-out visitor opens the page, then they are sent to /auth', async () => {
    open('/account-page', { user: null });
    expect(await screen.findByText('/auth as guest')).toBeInTheDocument();
  });

  it('when /api/user has not answered yet, then the page waits instead of taking the visitor for signed out', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    // Held, then answered by the usual signed-in handler behind it.
    open('/account-page?tab=membership', {
      handlers: [
        http.get('/api/user', async () => {
          await gate;
        }),
      ],
    });

    expect(await screen.findByRole('status', { name: 'Checking your session' })).toBeVisible();
    expect(screen.queryByText(/as guest/)).not.toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { level: 2, name: 'Membership' })).toBeVisible();
  });
});
