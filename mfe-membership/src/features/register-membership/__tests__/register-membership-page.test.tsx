import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { HttpResponse, delay, http, makeUser, renderApp } from '@coffee/platform/testing';
import { withToasts as wrap } from '../../../test/fixtures';
import { RegisterMembershipPage } from '..';

const created = makeUser({ username: 'maria', fullName: 'Maria Garcia', isDirectPlus: true });
const destinations = (
  <>
    <Route path="/" element={<h1>Home page</h1>} />
    <Route path="/membership" element={<h1>Membership page</h1>} />
  </>
);

interface Answers {
  verify?: () => Response | Promise<Response>;
  register?: () => Response | Promise<Response>;
}

function open({
  verify = () => HttpResponse.json({ success: true, message: 'Membership verified' }),
  register = () => HttpResponse.json(created, { status: 201 }),
}: Answers = {}) {
  let signedIn = false;
  return renderApp(<RegisterMembershipPage />, {
    route: '/register-membership',
    wrap,
    user: null,
    extraRoutes: destinations,
    handlers: [
      // Signed out until the account is made; then the new user.
      http.get('/api/user', () =>
        signedIn
          ? HttpResponse.json(created)
          : HttpResponse.json({ message: 'Not authenticated' }, { status: 401 }),
      ),
      http.post('/api/verify-membership', async () => {
        await delay(10);
        return verify();
      }),
      http.post('/api/register-membership', async () => {
        const answer = await register();
        if (answer.status === 201) signedIn = true;
        return answer;
      }),
      http.get('/api/cart', () => HttpResponse.json([])),
    ],
  });
}

const type = (label: string, text: string) => userEvent.type(screen.getByLabelText(label), text);
async function verifyAs(number = '1000000000001', first = ' Maria ', last = 'Garcia') {
  await screen.findByRole('form', { name: 'Verify your membership' });
  await type('Membership Number', number);
  await type('First Name', first);
  await type('Last Name', last);
  await userEvent.click(screen.getByRole('button', { name: 'Verify Membership' }));
}
async function createAccount() {
  await screen.findByRole('form', { name: 'Create your online account' });
  await type('Email', 'maria@example.com');
  await type('Username', 'maria');
  await type('Password', 'Espresso42!');
  await type('Confirm Password', 'Espresso42!');
  await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
}

describe('RegisterMembershipPage (/register-membership)', () => {
  it('when step one is sent empty or wrong, then each field says the spec’s message and nothing is sent', async () => {
    const { requests } = open();
    await screen.findByRole('form', { name: 'Verify your membership' });
    await userEvent.click(screen.getByRole('button', { name: 'Verify Membership' }));
    expect(screen.getByText('Membership number must be 13 or 17 digits')).toBeInTheDocument();
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    await type('Membership Number', '12345678901ab');
    expect(screen.getByText('Membership number can only contain digits')).toBeInTheDocument();
    expect(requests.some((r) => r.path === '/api/verify-membership')).toBe(false);
    expect(screen.getByRole('link', { name: 'Join Direct+ now' })).toHaveAttribute(
      'href',
      '/membership',
    );
  });

  it('when verified, then the spec’s toast, step two with the verified details, and the account is made and signed in: toast, then home', async () => {
    const { requests } = open();
    await verifyAs();
    expect(await screen.findByText('Membership verified')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your membership details have been verified. Please create your online account.',
      ),
    ).toBeInTheDocument();
    expect(requests.find((r) => r.path === '/api/verify-membership')?.body).toEqual({
      membershipNumber: '1000000000001',
      firstName: 'Maria',
      lastName: 'Garcia',
    });
    // No way back from step two.
    expect(screen.queryByRole('form', { name: 'Verify your membership' })).toBeNull();
    expect(screen.getByText('1000000000001')).toBeInTheDocument();
    await createAccount();
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(screen.getByText('Account created')).toBeInTheDocument();
    expect(
      screen.getByText('Your online account has been created successfully.'),
    ).toBeInTheDocument();
    expect(requests.find((r) => r.path === '/api/register-membership')?.body).toEqual({
      email: 'maria@example.com',
      username: 'maria',
      password: 'Espresso42!',
      confirmPassword: 'Espresso42!',
      fullName: 'Maria Garcia',
      membershipNumber: '1000000000001',
    });
  });

  it('when step two’s passwords differ, then the spec’s message and nothing is sent', async () => {
    const { requests } = open();
    await verifyAs();
    await screen.findByRole('form', { name: 'Create your online account' });
    await type('Email', 'not-an-email');
    await type('Username', 'ma');
    await type('Password', 'Espresso42!');
    await type('Confirm Password', 'Espresso43!');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Username must be at least 3 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(requests.some((r) => r.path === '/api/register-membership')).toBe(false);
  });

  it.each([
    [
      'the server’s message',
      () => HttpResponse.json({ message: 'We could not find that membership.' }, { status: 404 }),
      'We could not find that membership.',
    ],
    [
      'the spec’s sentence when it gives none',
      () => new HttpResponse(null, { status: 404 }),
      'Unable to verify membership. Please check your details and try again.',
    ],
    [
      'a success flag that is false',
      () => HttpResponse.json({ success: false, message: 'Not this time.' }),
      'Not this time.',
    ],
    [
      'the error sentence when the server is not reached',
      () => HttpResponse.error(),
      'An error occurred while verifying your membership. Please try again.',
    ],
    [
      'the throttle’s message',
      () =>
        HttpResponse.json(
          { message: 'Too many verification attempts. Please wait 15 minutes and try again.' },
          { status: 429 },
        ),
      'Too many verification attempts. Please wait 15 minutes and try again.',
    ],
  ])(
    'when verification fails with %s, then a destructive toast says it and step one stays',
    async (_case, verify, message) => {
      open({ verify });
      await verifyAs();
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.getByText('Verification failed')).toBeInTheDocument();
      expect(screen.getByRole('form', { name: 'Verify your membership' })).toBeInTheDocument();
    },
  );

  it.each([
    [
      'the server’s message',
      () => HttpResponse.json({ message: 'Username or email already exists' }, { status: 409 }),
      'Username or email already exists',
    ],
    [
      'the spec’s sentence when it gives none',
      () => new HttpResponse(null, { status: 500 }),
      'Unable to create your account. Please try again.',
    ],
    [
      'the error sentence when the server is not reached',
      () => HttpResponse.error(),
      'An error occurred while creating your account. Please try again.',
    ],
  ])(
    'when creating the account fails with %s, then a toast says it and step two stays',
    async (_case, register, message) => {
      open({ register });
      await verifyAs();
      await createAccount();
      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.getByText('Registration failed')).toBeInTheDocument();
      expect(screen.getByRole('form', { name: 'Create your online account' })).toBeInTheDocument();
    },
  );

  it('when a signed-in visitor opens it, then home', async () => {
    renderApp(<RegisterMembershipPage />, {
      route: '/register-membership',
      wrap,
      user: makeUser(),
      extraRoutes: destinations,
    });
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });
});
