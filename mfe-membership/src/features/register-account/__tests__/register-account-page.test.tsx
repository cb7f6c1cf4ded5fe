import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { USERNAME_TAKEN_MESSAGE, type PublicUser } from '@coffee/contracts';
import {
  HttpResponse,
  http,
  makeUser,
  renderApp,
  type RecordedRequest,
  type RequestHandler,
} from '@coffee/platform/testing';
import { withToasts as wrap } from '../../../test/fixtures';
import { SELECTED_MEMBERSHIP_KEY } from '../../../shared/selected-membership';
import { RegisterAccountPage } from '..';

const destinations = (
  <>
    <Route path="/" element={<h1>Home page</h1>} />
    <Route path="/direct-plus-payment" element={<h1>Direct+ payment page</h1>} />
    <Route path="/payment-confirmation/direct-plus" element={<h1>Confirmation page</h1>} />
    <Route path="/membership" element={<h1>Membership page</h1>} />
  </>
);

/** Answers GET /api/user as signed out until POST /api/register succeeds, like the real service. */
function registerHandlers(
  user: PublicUser,
  reply: () => Response = () => HttpResponse.json(user, { status: 201 }),
  until?: Promise<void>,
): RequestHandler[] {
  let signedIn = false;
  return [
    http.get('/api/user', () =>
      signedIn
        ? HttpResponse.json(user)
        : HttpResponse.json({ message: 'Not authenticated' }, { status: 401 }),
    ),
    http.post('/api/register', async () => {
      await until;
      const response = reply();
      if (response.ok) signedIn = true;
      return response;
    }),
  ];
}

function renderPage(plan: string | null, handlers: RequestHandler[] = []) {
  if (plan) window.localStorage.setItem(SELECTED_MEMBERSHIP_KEY, plan);
  return renderApp(<RegisterAccountPage />, {
    route: '/register-account',
    wrap,
    handlers,
    extraRoutes: destinations,
  });
}

type User = ReturnType<typeof userEvent.setup>;

async function fillDetails(user: User, overrides: Partial<Record<string, string>> = {}) {
  const v = {
    fullName: 'Casey Customer',
    email: 'casey@example.com',
    username: 'casey',
    password: 'long enough',
    confirm: 'long enough',
    ...overrides,
  };
  // Pasting keeps the suite quick; each field still goes through its change handler.
  const fill = async (label: string, value: string) => {
    await user.click(await screen.findByLabelText(label));
    if (value) await user.paste(value);
  };
  await fill('Full Name', v.fullName);
  await fill('Email', v.email);
  await fill('Username', v.username);
  await fill('Password', v.password);
  await fill('Confirm Password', v.confirm);
  await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
}

const registerCalls = (requests: readonly RecordedRequest[]) =>
  requests.filter((r) => r.method === 'POST' && r.path === '/api/register');

describe('RegisterAccountPage (/register-account)', () => {
  beforeEach(() => window.localStorage.clear());

  it('when a signed-in user opens the page, then they are sent to /', async () => {
    window.localStorage.setItem(SELECTED_MEMBERSHIP_KEY, 'standard');
    renderApp(<RegisterAccountPage />, {
      route: '/register-account',
      wrap,
      user: makeUser(),
      extraRoutes: destinations,
    });

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('when Standard was chosen, then the header reads Standard Membership (free account) and there is no Direct+ panel', async () => {
    renderPage('standard');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Standard Membership' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Create your free account')).toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
  });

  it('when Direct+ was chosen, then the header reads Direct+ Membership at $9.99/month and the benefits panel shows', async () => {
    renderPage('directPlus');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Direct+ Membership' }),
    ).toBeInTheDocument();
    expect(screen.getByText('$9.99/month')).toBeInTheDocument();
    const panel = screen.getByRole('complementary', { name: 'Direct+ benefits' });
    expect(within(panel).getByText('Free shipping on orders over $35')).toBeInTheDocument();
    expect(within(panel).getAllByRole('listitem')).toHaveLength(6);
  });

  it('when no plan is stored, then the heading is generic and submitting only shows a hint to choose a plan', async () => {
    const { requests } = renderPage(null);
    const user = userEvent.setup({ delay: null });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create Your Account' }),
    ).toBeInTheDocument();
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const hint = screen.getByRole('alert');
    expect(hint).toHaveTextContent('Please choose a membership plan before creating your account.');
    expect(within(hint).getByRole('link', { name: 'Choose a plan' })).toHaveAttribute(
      'href',
      '/membership',
    );
    expect(registerCalls(requests)).toHaveLength(0);
  });

  it('when a stored plan is not a known plan, then it is treated as no plan', async () => {
    renderPage('platinum');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create Your Account' }),
    ).toBeInTheDocument();
  });

  it('when submitted empty, then every rule of the register-account form shows its message and nothing is sent', async () => {
    const { requests } = renderPage('standard');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Create Account' }));

    for (const message of [
      'Invalid email address',
      'Username is required',
      'Password must be at least 8 characters',
      'Please confirm your password',
      'You must accept the terms and conditions',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toHaveAccessibleDescription(
      'You must accept the terms and conditions',
    );
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(registerCalls(requests)).toHaveLength(0);
  });

  it('when the passwords differ, then confirmPassword says Passwords do not match', async () => {
    const { requests } = renderPage('standard');
    const user = userEvent.setup({ delay: null });
    await fillDetails(user, { confirm: 'something else' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription(
      'Passwords do not match',
    );
    expect(registerCalls(requests)).toHaveLength(0);
  });

  it('when the form opens, then the password field carries the 8-character hint', async () => {
    renderPage('standard');
    expect(await screen.findByLabelText('Password')).toHaveAccessibleDescription(
      'At least 8 characters',
    );
  });

  it('when a Standard account is created, then the body has the plan and no confirmation fields, the toast shows, the plan is cleared and home opens', async () => {
    const created = makeUser({ username: 'casey' });
    const { requests } = renderPage('standard', registerHandlers(created));
    const user = userEvent.setup({ delay: null });
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    const [call] = registerCalls(requests);
    expect(call?.body).toEqual({
      username: 'casey',
      password: 'long enough',
      email: 'casey@example.com',
      fullName: 'Casey Customer',
      plan: 'standard',
    });
    expect(call?.headers.get('x-csrf-token')).toBe('test-csrf-token');
    const toast = screen.getByRole('region', { name: 'Notifications' });
    expect(within(toast).getByText('Account created!')).toBeInTheDocument();
    expect(
      within(toast).getByText('Your account has been created successfully'),
    ).toBeInTheDocument();
    expect(window.localStorage.getItem(SELECTED_MEMBERSHIP_KEY)).toBeNull();
  });

  it('when the full name is left empty, then it is not sent', async () => {
    const { requests } = renderPage('standard', registerHandlers(makeUser()));
    const user = userEvent.setup({ delay: null });
    await fillDetails(user, { fullName: '' });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    await screen.findByRole('heading', { name: 'Home page' });
    expect(registerCalls(requests)[0]).toMatchObject({
      body: {
        username: 'casey',
        password: 'long enough',
        email: 'casey@example.com',
        plan: 'standard',
      },
    });
    expect(registerCalls(requests)[0]?.body).not.toHaveProperty('fullName');
  });

  it('when the server refuses the registration, then the toast shows its message and the form and plan stay', async () => {
    renderPage(
      'standard',
      registerHandlers(makeUser(), () =>
        HttpResponse.json({ message: USERNAME_TAKEN_MESSAGE }, { status: 409 }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Registration failed')).toBeInTheDocument();
    expect(within(toast).getByText(USERNAME_TAKEN_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('casey');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeEnabled();
    expect(window.localStorage.getItem(SELECTED_MEMBERSHIP_KEY)).toBe('standard');
  });

  it('when the server fails without a message, then the toast falls back to the spec text', async () => {
    renderPage(
      'standard',
      registerHandlers(makeUser(), () => new HttpResponse(null, { status: 500 })),
    );
    const user = userEvent.setup({ delay: null });
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(
      within(await screen.findByRole('alert')).getByText(USERNAME_TAKEN_MESSAGE),
    ).toBeInTheDocument();
  });

  it('when the register call gets no answer, then the toast says the connection failed, not that the name is taken', async () => {
    renderPage(
      'standard',
      registerHandlers(makeUser(), () => HttpResponse.error()),
    );
    const user = userEvent.setup({ delay: null });
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Registration failed')).toBeInTheDocument();
    expect(within(toast).getByText(/^Network error/)).toBeInTheDocument();
    expect(within(toast).queryByText(USERNAME_TAKEN_MESSAGE)).not.toBeInTheDocument();
  });

  it('when the register call is pending, then the button is disabled and shows a spinner', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    renderPage('standard', registerHandlers(makeUser(), undefined, held));
    const user = userEvent.setup({ delay: null });
    await fillDetails(user);
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    const button = screen.getByRole('button', { name: /Creating your account/ });
    expect(button).toBeDisabled();
    expect(
      within(button).getByRole('status', { name: 'Creating your account' }),
    ).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('when the page shows, then a Sign in link goes to /auth', async () => {
    renderPage('standard');
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
  });
});
