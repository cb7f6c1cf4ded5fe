import { screen } from '@testing-library/react';
import { UiProvider } from '@coffee/ui';
import { exposePages, exposeWidget } from '..';
import { StandaloneRoutes } from '../standalone/standalone-routes';
import { renderApp } from '../testing';

const SignIn = () => <h1>Sign in</h1>;
const Staff = () => <h1>Admin</h1>;

describe('exposePages and exposeWidget', () => {
  it('when the shell renders an exposed page, then it is marked with its remote and release', () => {
    const exposed = exposePages('staff', 'staff@1.2.3', {
      AdminPortalPage: Staff,
      EmployeePortalPage: Staff,
    });
    expect(exposed).toMatchObject({ remote: 'staff', release: 'staff@1.2.3' });
    expect(Object.keys(exposed.pages)).toEqual(['AdminPortalPage', 'EmployeePortalPage']);
    const { container } = renderApp(<exposed.pages.AdminPortalPage />);
    expect(screen.getByRole('heading', { name: 'Admin' })).toBeInTheDocument();
    expect(container.querySelector('[data-remote="staff"]')).toHaveAttribute(
      'data-release',
      'staff@1.2.3',
    );
  });

  it('when a remote exposes a wrong set of pages, then the type check refuses it', () => {
    // @ts-expect-error EmployeePortalPage is missing.
    exposePages('staff', 'x', { AdminPortalPage: Staff });
    // prettier-ignore
    // @ts-expect-error SignInPage is not a page of staff.
    exposePages('staff', 'x', { AdminPortalPage: Staff, EmployeePortalPage: Staff, SignInPage: SignIn });
    // @ts-expect-error CartWidget is not a widget of staff.
    exposeWidget('staff', 'x', 'CartWidget', SignIn);
    expect(exposeWidget('cart_checkout', 'x', 'CartWidget', SignIn).name).toBe('CartWidget');
  });
});

describe('the standalone page of a remote', () => {
  const routes = [
    { path: '/auth', element: <SignIn />, label: 'Sign in' },
    { path: '/auth/again', element: <SignIn /> },
  ];
  const wrap = (children: React.ReactNode) => <UiProvider>{children}</UiProvider>;

  it('when a page path is opened, then that page renders', () => {
    renderApp(<StandaloneRoutes remote="account" routes={routes} />, { route: '/auth', wrap });
    expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('when any other path is opened, then an index names the remote and links its labelled pages', () => {
    renderApp(<StandaloneRoutes remote="account" routes={routes} />, { route: '/', wrap });
    expect(screen.getByRole('heading', { name: 'Sign-in and your account' })).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual(['/auth']);
    expect(links[0]).toHaveTextContent('Sign in (/auth)');
  });
});
