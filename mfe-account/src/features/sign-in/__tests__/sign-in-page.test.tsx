import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navigate, Route, useLocation } from 'react-router-dom';
import {
  PASSWORD_RESET_DONE_MESSAGE,
  TOO_MANY_ATTEMPTS_MESSAGE,
  type PublicUser,
} from '@coffee/contracts';
import { Toasts, useSession } from '@coffee/platform';
import { HttpResponse, http, makeUser, renderApp, server } from '@coffee/platform/testing';
import { UiProvider } from '@coffee/ui';
import { SignInPage } from '..';

const wrap = (children: React.ReactNode) => (
  <UiProvider>
    {children}
    <Toasts />
  </UiProvider>
);

const home = <Route path="/" element={<h1>Home page</h1>} />;

/** Answers GET /api/user as signed out until POST /api/login succeeds, like the real service. */
function loginHandlers(
  user: PublicUser,
  login: { status?: number; body?: PublicUser | { message: string } } = { body: user },
) {
  let signedIn = false;
  const status = login.status ?? 200;
  return [
    http.get('/api/user', () =>
      signedIn
        ? HttpResponse.json(user)
        : HttpResponse.json({ message: 'Not authenticated' }, { status: 401 }),
    ),
    http.post('/api/login', () => {
      if (status < 400) signedIn = true;
      return HttpResponse.json(login.body, { status });
    }),
  ];
}

async function fillAndSubmit(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
  return user;
}

describe('SignInPage (/auth)', () => {
  it('when the form is submitted empty, then both required messages show and nothing is sent', async () => {
    const { requests } = renderApp(<SignInPage />, { route: '/auth', wrap });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));

    expect(screen.getByText('Username is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Username')).toHaveFocus();
    expect(requests.some((c) => c.path === '/api/login')).toBe(false);
  });

  it('when a field is corrected after a failed attempt, then its message goes away', async () => {
    renderApp(<SignInPage />, { route: '/auth', wrap });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign In' }));
    await user.type(screen.getByLabelText('Username'), 'casey');

    expect(screen.queryByText('Username is required')).not.toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
  });

  it('when valid credentials are sent, then the body carries rememberMe false, the welcome toast names the user and home is shown', async () => {
    const member = makeUser({ username: 'casey' });
    const { requests } = renderApp(<SignInPage />, {
      route: '/auth',
      wrap,
      handlers: loginHandlers(member),
      extraRoutes: home,
    });
    await fillAndSubmit('casey', 'correct horse');

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    const toast = screen.getByRole('region', { name: 'Notifications' });
    expect(within(toast).getByText('Welcome back!')).toBeInTheDocument();
    expect(within(toast).getByText('Signed in as casey')).toBeInTheDocument();
    const login = requests.find((c) => c.method === 'POST' && c.path === '/api/login');
    expect(login?.body).toEqual({
      username: 'casey',
      password: 'correct horse',
      rememberMe: false,
    });
    expect(login?.headers.get('x-csrf-token')).toBe('test-csrf-token');
  });

  it("when 'Keep me signed in' is ticked, then the login body asks for a remembered session", async () => {
    const member = makeUser({ username: 'casey' });
    const { requests } = renderApp(<SignInPage />, {
      route: '/auth',
      wrap,
      handlers: loginHandlers(member),
      extraRoutes: home,
    });
    const checkbox = await screen.findByRole('checkbox', { name: 'Keep me signed in' });
    expect(checkbox).not.toBeChecked();
    await userEvent.setup().click(checkbox);
    await fillAndSubmit('casey', 'correct horse');

    await screen.findByRole('heading', { name: 'Home page' });
    expect(requests.find((c) => c.path === '/api/login')?.body).toMatchObject({
      rememberMe: true,
    });
  });

  it('when the login call is pending, then the button is disabled and shows a spinner', async () => {
    const member = makeUser({ username: 'casey' });
    renderApp(<SignInPage />, {
      route: '/auth',
      wrap,
      handlers: loginHandlers(member),
      extraRoutes: home,
    });
    await screen.findByLabelText('Username');
    // Hold the login answer until the pending state has been inspected. The held handler
    // answers nothing itself: once released, the request goes on to loginHandlers' answer.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('/api/login', async () => {
        await gate;
      }),
    );
    await fillAndSubmit('casey', 'correct horse');

    const button = screen.getByRole('button', { name: /Signing in/ });
    expect(button).toBeDisabled();
    expect(within(button).getByRole('status', { name: 'Signing in' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it("when the server refuses the credentials, then the toast reads 'Login failed' / 'Invalid username or password' and the page stays", async () => {
    const member = makeUser();
    renderApp(<SignInPage />, {
      route: '/auth',
      wrap,
      extraRoutes: home,
      handlers: loginHandlers(member, {
        status: 401,
        body: { message: 'Invalid username or password' },
      }),
    });
    await fillAndSubmit('casey', 'wrong password');

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Login failed')).toBeInTheDocument();
    expect(within(toast).getByText('Invalid username or password')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it("when sign-ins are rate limited (429), then the toast shows the server's message", async () => {
    renderApp(<SignInPage />, {
      route: '/auth',
      wrap,
      handlers: loginHandlers(makeUser(), {
        status: 429,
        body: { message: TOO_MANY_ATTEMPTS_MESSAGE },
      }),
    });
    await fillAndSubmit('casey', 'wrong password');

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Login failed')).toBeInTheDocument();
    expect(within(toast).getByText(TOO_MANY_ATTEMPTS_MESSAGE)).toBeInTheDocument();
  });

  it('when the account service is down (503), then the toast says so instead of blaming the password', async () => {
    renderApp(<SignInPage />, {
      route: '/auth',
      wrap,
      handlers: loginHandlers(makeUser(), {
        status: 503,
        body: { message: 'Service unavailable: account' },
      }),
    });
    await fillAndSubmit('casey', 'correct horse');

    const toast = await screen.findByRole('alert');
    // The shop's error text (spec, section 8): status, colon, space, the server's message.
    expect(within(toast).getByText('503: Service unavailable: account')).toBeInTheDocument();
  });

  it('when a signed-in user opens /auth, then they are sent to / and no sign-in form shows', async () => {
    renderApp(<SignInPage />, { route: '/auth', wrap, user: makeUser(), extraRoutes: home });

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
  });

  it('when a guard sent the visitor from /checkout, then signing in returns them there', async () => {
    function Checkout() {
      const { isLoading, isSignedIn } = useSession();
      const location = useLocation();
      if (isLoading) return null;
      return isSignedIn ? (
        <h1>Checkout page</h1>
      ) : (
        <Navigate to="/auth" replace state={{ from: location }} />
      );
    }
    const member = makeUser({ username: 'casey' });
    renderApp(<SignInPage />, {
      route: '/checkout?step=shipping',
      wrap,
      handlers: loginHandlers(member),
      extraRoutes: <Route path="/checkout" element={<Checkout />} />,
    });
    await fillAndSubmit('casey', 'correct horse');

    expect(await screen.findByRole('heading', { name: 'Checkout page' })).toBeInTheDocument();
  });

  it('when the page shows, then it links to the password reset, membership registration and account creation', async () => {
    renderApp(<SignInPage />, { route: '/auth', wrap });

    expect(await screen.findByRole('link', { name: 'Forgot Password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Register Existing Membership' })).toHaveAttribute(
      'href',
      '/register-membership',
    );
    expect(screen.getByRole('link', { name: 'Create an Account' })).toHaveAttribute(
      'href',
      '/membership',
    );
  });

  it('when the page shows, then the side panel lists the four account benefits', async () => {
    renderApp(<SignInPage />, { route: '/auth', wrap });

    const panel = await screen.findByRole('complementary');
    const items = within(panel)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('strong')?.textContent);
    expect(items).toEqual([
      'Exclusive coffee varieties',
      'Premium brewing equipment',
      'Direct+ membership benefits',
      'Free delivery on qualified orders',
    ]);
  });
});

describe('SignInPage after a password reset (/auth?reset=done)', () => {
  it('when the reset page sent the visitor here, then the success is announced above the form', async () => {
    renderApp(<SignInPage />, { route: '/auth?reset=done', wrap });
    const notice = await screen.findByText(PASSWORD_RESET_DONE_MESSAGE);
    expect(notice).toHaveAttribute('role', 'status');
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeVisible();
  });
});
