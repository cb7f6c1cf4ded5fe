import type { ComponentType, ReactNode } from 'react';
import { UiProvider } from '@coffee/ui';
import { loadRemoteModule, resetRemote } from '../remotes/load-remote';
import { clearRemoteComponentCache } from '../remotes/lazy-remote';

/**
 * Stand-ins for what the five remotes expose, keyed remote -> module -> the module's exports
 * (shaped as `exposePages` and `exposeWidget` make them). Test files replace the loader with
 *   jest.mock('../remotes/load-remote', () => ({ ...jest.requireActual('../remotes/load-remote'),
 *     loadRemoteModule: jest.fn(), resetRemote: jest.fn(async () => undefined) }));
 * and then pick which remotes answer and which are "down".
 */
export type RemoteStubs = Record<string, Record<string, Record<string, unknown>>>;

const pagesModule = (remote: string, pages: Record<string, ComponentType>) => ({
  default: { remote, release: 'test@0.0.0', pages },
});

export const defaultRemotes = (): RemoteStubs => ({
  catalog: {
    pages: pagesModule('catalog', {
      HomePage: () => <h1>Catalog home page</h1>,
      CategoryPage: () => <h1>Catalog category page</h1>,
      SearchPage: () => <h1>Catalog search page</h1>,
      ProductPage: () => <h1>Catalog product page</h1>,
    }),
  },
  account: {
    pages: pagesModule('account', {
      SignInPage: () => <h1>Account sign-in page</h1>,
      AccountPage: () => <h1>Account page</h1>,
      NewsletterUnsubscribePage: () => <h1>Newsletter unsubscribe page</h1>,
      NewsletterConfirmPage: () => <h1>Newsletter confirm page</h1>,
      ForgotPasswordPage: () => <h1>Forgot password page</h1>,
      ResetPasswordPage: () => <h1>Reset password page</h1>,
      VerifyEmailPage: () => <h1>Verify email page</h1>,
    }),
  },
  membership: {
    pages: pagesModule('membership', {
      MembershipPage: () => <h1>Membership page</h1>,
      RegisterAccountPage: () => <h1>Register account page</h1>,
      DirectPlusPage: () => <h1>Direct+ page</h1>,
      RegisterMembershipPage: () => <h1>Register membership page</h1>,
      DirectPlusPaymentPage: () => <h1>Direct+ payment page</h1>,
      DirectPlusBenefitsPage: () => <h1>Direct+ benefits page</h1>,
      DirectPlusConfirmationPage: () => <h1>Direct+ confirmation page</h1>,
    }),
  },
  staff: {
    pages: pagesModule('staff', {
      AdminPortalPage: () => <h1>Admin portal page</h1>,
      EmployeePortalPage: () => <h1>Employee portal page</h1>,
    }),
  },
  cart_checkout: {
    CartWidget: {
      default: {
        remote: 'cart_checkout',
        release: 'test@0.0.0',
        name: 'CartWidget',
        component: () => <button type="button">Cart widget</button>,
      },
    },
    pages: pagesModule('cart_checkout', {
      CheckoutPage: () => <h1>Checkout page</h1>,
      OrderConfirmationPage: () => <h1>Order confirmation page</h1>,
      OrdersPage: () => <h1>Orders page</h1>,
      OrderDetailPage: () => <h1>Order detail page</h1>,
      TrackOrderPage: () => <h1>Track order page</h1>,
    }),
  },
});

/** Remotes listed in `down` reject like an unreachable server; the others answer with their stubs. */
export function stubRemotes(remotes: RemoteStubs = defaultRemotes(), down: string[] = []) {
  clearRemoteComponentCache();
  const offline = new Set(down);
  const load = jest.mocked(loadRemoteModule);
  load.mockImplementation(async (remote: string, module: string) => {
    if (offline.has(remote)) throw new Error(`Could not load ${remote}/${module}`);
    const exports = remotes[remote]?.[module];
    if (!exports) throw new Error(`No stub for ${remote}/${module}`);
    return exports as never;
  });
  return {
    load,
    reset: jest.mocked(resetRemote),
    /** The server of `remote` comes back (or goes away). */
    setDown: (remote: string, isDown: boolean) =>
      isDown ? offline.add(remote) : offline.delete(remote),
  };
}

export const withUi = (children: ReactNode) => <UiProvider>{children}</UiProvider>;
