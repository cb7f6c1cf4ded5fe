import { lazy } from 'react';
import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { createAppStore } from '@coffee/platform';
import { http, makeUser, renderApp, server } from '@coffee/platform/testing';
import { UiProvider } from '@coffee/ui';
import { AppRoutes } from '../../app-routes';
import { ROUTES, type AppRoute } from '../../routes';
import { stubRemotes, withUi } from '../../__tests__/remote-stubs';

jest.mock('../../remotes/load-remote', () => ({
  ...jest.requireActual('../../remotes/load-remote'),
  loadRemoteModule: jest.fn(),
  resetRemote: jest.fn(async () => undefined),
}));

function Where() {
  const location = useLocation();
  return <output aria-label="location">{location.pathname}</output>;
}

// Guarded spec routes that later releases add: the payment rule needs a page a customer may open.
// Shell pages stand in for them (the topology's page lists hold only pages that exist).
const page = (heading: string) => lazy(async () => ({ default: () => <h1>{heading}</h1> }));
const WITH_FUTURE_ROUTES: AppRoute[] = [
  ...ROUTES,
  { path: '/account-page', title: 'My Account', guard: 'auth', component: page('Account page') },
];

function open(route: string, user: ReturnType<typeof makeUser> | null, routes?: AppRoute[]) {
  return renderApp(
    <>
      <AppRoutes {...(routes ? { routes } : {})} />
      <Where />
    </>,
    { route, user, wrap: withUi },
  );
}

beforeEach(() => {
  stubRemotes();
});

describe('route guards', () => {
  it('when signed out on /admin-portal, then the visitor lands on /auth', async () => {
    open('/admin-portal', null);
    expect(
      await screen.findByRole('heading', { name: 'Account sign-in page' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/auth');
  });

  it('when signed out on /employee-portal, then the visitor lands on /auth', async () => {
    open('/employee-portal', null);
    expect(
      await screen.findByRole('heading', { name: 'Account sign-in page' }),
    ).toBeInTheDocument();
  });

  it.each(['customer', 'employee', 'manager'] as const)(
    'when a(n) %s opens /admin-portal, then a not-allowed page shows there (no bounce to /auth)',
    async (role) => {
      open('/admin-portal', makeUser({ role }));
      expect(
        await screen.findByRole('heading', { name: "You don't have access to this page" }),
      ).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent('This page is for admins only.');
      expect(screen.queryByRole('heading', { name: 'Admin portal page' })).not.toBeInTheDocument();
      expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/admin-portal');
    },
  );

  it('when an admin opens /admin-portal, then the admin portal renders', async () => {
    open('/admin-portal', makeUser({ role: 'admin' }));
    expect(await screen.findByRole('heading', { name: 'Admin portal page' })).toBeInTheDocument();
  });

  it.each(['employee', 'manager', 'admin'] as const)(
    'when a(n) %s opens /employee-portal, then the employee portal renders',
    async (role) => {
      open('/employee-portal', makeUser({ role }));
      expect(
        await screen.findByRole('heading', { name: 'Employee portal page' }),
      ).toBeInTheDocument();
    },
  );

  it.each(['customer'] as const)(
    'when a(n) %s opens /employee-portal, then a not-allowed page shows there (no bounce to /auth)',
    async (role) => {
      open('/employee-portal', makeUser({ role }));
      expect(
        await screen.findByRole('heading', { name: "You don't have access to this page" }),
      ).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(
        'This page is for employees, managers and admins only.',
      );
      expect(
        screen.queryByRole('heading', { name: 'Employee portal page' }),
      ).not.toBeInTheDocument();
    },
  );

  it('when a customer who owes the initial payment opens a guarded page, then they go to /direct-plus-payment', async () => {
    open('/account-page', makeUser({ hasCompletedInitialPayment: false }), WITH_FUTURE_ROUTES);
    expect(
      await screen.findByRole('heading', { name: 'Direct+ payment page' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
      '/direct-plus-payment',
    );
  });

  it('when that customer opens a payment confirmation, then it is shown (no redirect)', async () => {
    open(
      '/payment-confirmation/direct-plus',
      makeUser({ hasCompletedInitialPayment: false }),
      WITH_FUTURE_ROUTES,
    );
    expect(
      await screen.findByRole('heading', { name: 'Direct+ confirmation page' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(
      '/payment-confirmation/direct-plus',
    );
  });

  it('when a customer who has paid opens a guarded page, then it renders', async () => {
    open('/account-page', makeUser({ hasCompletedInitialPayment: true }), WITH_FUTURE_ROUTES);
    expect(await screen.findByRole('heading', { name: 'Account page' })).toBeInTheDocument();
  });

  it('when the payment rule applies, then unguarded pages such as the home page stay open', async () => {
    open('/', makeUser({ hasCompletedInitialPayment: false }), WITH_FUTURE_ROUTES);
    expect(await screen.findByRole('heading', { name: 'Catalog home page' })).toBeInTheDocument();
  });

  it('when the session is still loading, then a guarded route shows a spinner and does not redirect', async () => {
    server.use(http.get('/api/user', () => new Promise<never>(() => undefined)));
    render(
      <Provider store={createAppStore()}>
        <MemoryRouter initialEntries={['/admin-portal']}>
          <UiProvider>
            <AppRoutes />
            <Where />
          </UiProvider>
        </MemoryRouter>
      </Provider>,
    );
    expect(
      await screen.findByRole('status', { name: 'Checking your session' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/admin-portal');
  });
});
