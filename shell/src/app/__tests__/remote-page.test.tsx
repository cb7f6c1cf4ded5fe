import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser, renderApp } from '@coffee/platform/testing';
import { AppLayout } from '../layout';
import { RemotePage } from '../remotes/remote-page';
import { RemoteWidget } from '../remotes/remote-widget';
import { defaultRemotes, stubRemotes, withUi } from './remote-stubs';

jest.mock('../remotes/load-remote', () => ({
  ...jest.requireActual('../remotes/load-remote'),
  loadRemoteModule: jest.fn(),
  resetRemote: jest.fn(async () => undefined),
}));

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('remote pages and widgets', () => {
  it('when the remote loads, then its page renders in place (spinner first)', async () => {
    stubRemotes();
    renderApp(<RemotePage remote="account" page="SignInPage" />, { wrap: withUi });
    expect(
      screen.getByRole('status', { name: 'Loading Sign-in and your account' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Account sign-in page' }),
    ).toBeInTheDocument();
  });

  it('when the remote is down, then a fallback names the area and Retry loads it once the server is back', async () => {
    const remotes = stubRemotes(defaultRemotes(), ['account']);
    renderApp(<RemotePage remote="account" page="SignInPage" />, { wrap: withUi });

    const fallback = await screen.findByRole('alert');
    expect(
      within(fallback).getByRole('heading', {
        name: 'This part of the shop is unavailable right now',
      }),
    ).toBeInTheDocument();
    expect(fallback).toHaveTextContent('Sign-in and your account');

    remotes.setDown('account', false);
    await userEvent.click(within(fallback).getByRole('button', { name: /Retry/ }));

    expect(
      await screen.findByRole('heading', { name: 'Account sign-in page' }),
    ).toBeInTheDocument();
    expect(remotes.reset).toHaveBeenCalledWith('account');
    expect(
      screen.queryByText('This part of the shop is unavailable right now'),
    ).not.toBeInTheDocument();
  });

  it('when Retry is pressed while the remote is still down, then the fallback comes back (no crash, no reload)', async () => {
    const remotes = stubRemotes(defaultRemotes(), ['staff']);
    renderApp(<RemotePage remote="staff" page="AdminPortalPage" />, { wrap: withUi });
    await userEvent.click(await screen.findByRole('button', { name: /Retry/ }));
    expect(
      await screen.findByRole('heading', {
        name: 'This part of the shop is unavailable right now',
      }),
    ).toBeInTheDocument();
    expect(remotes.load.mock.calls.filter(([remote]) => remote === 'staff').length).toBe(2);
  });

  it('when the remote loads but lacks the page, then the fallback shows instead of a blank page', async () => {
    stubRemotes({ ...defaultRemotes(), membership: { pages: {} } });
    renderApp(<RemotePage remote="membership" page="MembershipPage" />, { wrap: withUi });
    expect(await screen.findByRole('alert')).toHaveTextContent('Direct+ membership');
  });

  it('when a widget remote is down, then a compact Retry stands in for it and recovers it', async () => {
    const remotes = stubRemotes(defaultRemotes(), ['cart_checkout']);
    renderApp(<RemoteWidget remote="cart_checkout" module="CartWidget" />, { wrap: withUi });
    const retry = await screen.findByRole('button', {
      name: 'Cart and checkout is unavailable right now. Retry loading Cart and checkout',
    });
    remotes.setDown('cart_checkout', false);
    await userEvent.click(retry);
    expect(await screen.findByRole('button', { name: 'Cart widget' })).toBeInTheDocument();
  });

  it.each(['catalog', 'cart_checkout'])(
    'when %s is down, then the header, footer and the other remote still work',
    async (dead) => {
      stubRemotes(defaultRemotes(), [dead]);
      // Signed in: the header's cart widget loads unasked (signed out it waits to be reached for).
      renderApp(<AppLayout />, { route: '/', user: makeUser(), wrap: withUi });

      expect(screen.getByRole('link', { name: 'Brew Haven home' })).toBeInTheDocument();
      expect(screen.getByRole('search')).toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
      if (dead === 'catalog') {
        expect(
          await screen.findByRole('heading', {
            name: 'This part of the shop is unavailable right now',
          }),
        ).toBeInTheDocument();
        expect(await screen.findByRole('button', { name: 'Cart widget' })).toBeInTheDocument();
      } else {
        expect(
          await screen.findByRole('heading', { name: 'Catalog home page' }),
        ).toBeInTheDocument();
        expect(
          await screen.findByRole('button', { name: /Retry loading Cart and checkout/ }),
        ).toBeInTheDocument();
      }
    },
  );

  it('when the page Retry brings cart_checkout back, then the failed cart widget in the header recovers too', async () => {
    const remotes = stubRemotes(defaultRemotes(), ['cart_checkout']);
    renderApp(
      <>
        <RemoteWidget remote="cart_checkout" module="CartWidget" />
        <RemotePage remote="cart_checkout" page="OrderConfirmationPage" />
      </>,
      { wrap: withUi },
    );
    const pageRetry = await screen.findByRole('button', {
      name: 'Retry loading Cart and checkout',
    });
    remotes.setDown('cart_checkout', false);
    await userEvent.click(pageRetry);
    expect(
      await screen.findByRole('heading', { name: 'Order confirmation page' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Cart widget' })).toBeInTheDocument();
  });
});
