import type { createElement as createElementOf } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import {
  MEMBERSHIP_PAYMENT_CONFIG_PATH,
  USERNAME_TAKEN_MESSAGE,
  type MembershipPaymentConfig,
  type OfflinePaymentResult,
  type PublicUser,
} from '@coffee/contracts';
import {
  HttpResponse,
  delay,
  http,
  makeUser,
  renderApp,
  type RecordedRequest,
  type RequestHandler,
} from '@coffee/platform/testing';
import { withToasts as wrap } from '../../../test/fixtures';
import { SELECTED_BILLING_PERIOD_KEY } from '../../../shared/membership';
import { SELECTED_MEMBERSHIP_KEY } from '../../../shared/selected-membership';
import { RegisterAccountPage } from '..';

// Stripe's servers cannot be reached here: Stripe.js and its React bindings are stood in for,
// recording what the page asks of them.
const mockStripe = {
  options: null as unknown,
  submit: jest.fn(),
  confirmPayment: jest.fn(),
};
jest.mock('@stripe/stripe-js', () => ({ loadStripe: jest.fn(() => Promise.resolve({})) }));
jest.mock('@stripe/react-stripe-js', () => {
  const { createElement } = jest.requireActual<{ createElement: typeof createElementOf }>('react');
  return {
    Elements: ({ children, options }: { children: unknown; options: unknown }) => {
      mockStripe.options = options;
      return children;
    },
    PaymentElement: () => createElement('div', null, 'Stripe card fields'),
    useStripe: () => ({ confirmPayment: mockStripe.confirmPayment }),
    useElements: () => ({ submit: mockStripe.submit }),
  };
});

const OFFLINE: MembershipPaymentConfig = {
  provider: 'offline',
  publishableKey: null,
  currency: 'usd',
  amountCents: { annual: 9900, monthly: 999 },
};
const SECRET = 'offpi_9_secret_x';

const destinations = (
  <>
    <Route path="/" element={<h1>Home page</h1>} />
    <Route path="/direct-plus-payment" element={<h1>Direct+ payment page</h1>} />
    <Route path="/payment-confirmation/direct-plus" element={<h1>Confirmation page</h1>} />
  </>
);

interface Options {
  config?: () => Response;
  register?: () => Response;
  confirm?: (card: { number: string }) => OfflinePaymentResult;
  setup?: () => Response;
}

/** The account, membership and payment routes as the services answer them. */
function handlers(user: PublicUser, options: Options = {}): RequestHandler[] {
  let signedIn = false;
  return [
    http.get('/api/user', () =>
      signedIn
        ? HttpResponse.json(user)
        : HttpResponse.json({ message: 'Not authenticated' }, { status: 401 }),
    ),
    http.get(
      MEMBERSHIP_PAYMENT_CONFIG_PATH,
      () => options.config?.() ?? HttpResponse.json(OFFLINE),
    ),
    http.post('/api/register', async () => {
      await delay(10);
      const response = options.register?.() ?? HttpResponse.json(user, { status: 201 });
      if (response.ok) signedIn = true;
      return response;
    }),
    http.post('/api/create-directplus-payment', async ({ request }) => {
      const { billingPeriod } = (await request.json()) as { billingPeriod: 'annual' | 'monthly' };
      return (
        options.setup?.() ??
        HttpResponse.json({
          provider: 'offline',
          clientSecret: SECRET,
          publishableKey: null,
          billingPeriod,
          amount: billingPeriod === 'annual' ? '99.00' : '9.99',
          currency: 'usd',
        })
      );
    }),
    http.post('/api/offline-payments/confirm', async ({ request }) => {
      await delay(10);
      const { card } = (await request.json()) as { card: { number: string } };
      return HttpResponse.json(options.confirm?.(card) ?? { status: 'succeeded', message: null });
    }),
    http.post('/api/offline-payments/authenticate', async ({ request }) => {
      const { approve } = (await request.json()) as { approve: boolean };
      return HttpResponse.json(
        approve
          ? { status: 'succeeded', message: null }
          : { status: 'failed', message: 'We are unable to authenticate your payment method.' },
      );
    }),
  ];
}

function open(options: Options = {}, user = makeUser({ username: 'casey' })) {
  window.localStorage.setItem(SELECTED_MEMBERSHIP_KEY, 'directPlus');
  return renderApp(<RegisterAccountPage />, {
    route: '/register-account',
    wrap,
    handlers: handlers(user, options),
    extraRoutes: destinations,
  });
}

type User = ReturnType<typeof userEvent.setup>;

async function toCardStep(user: User) {
  const fill = async (label: string, value: string) => {
    await user.click(await screen.findByLabelText(label));
    await user.paste(value);
  };
  await fill('Full Name', 'Casey Customer');
  await fill('Email', 'casey@example.com');
  await fill('Username', 'casey');
  await fill('Password', 'long enough');
  await fill('Confirm Password', 'long enough');
  await user.click(screen.getByRole('checkbox', { name: /I agree to the Terms of Service/ }));
  await user.click(screen.getByRole('button', { name: 'Continue to Payment' }));
}

async function giveCard(user: User, number: string) {
  const form = await screen.findByRole('form', { name: 'Card details' });
  await user.type(within(form).getByLabelText('Card number'), number);
  await user.type(within(form).getByLabelText('Expiry (MM / YY)'), '12/34');
  await user.type(within(form).getByLabelText('CVC'), '123');
}
const subscribe = (user: User) =>
  user.click(screen.getByRole('button', { name: 'Subscribe to Direct+' }));

const calls = (requests: readonly RecordedRequest[]) =>
  requests
    .filter((r) => r.method === 'POST')
    .map((r) => r.path)
    .filter((p) => p !== '/api/csrf');
const toasts = () => screen.getByRole('region', { name: 'Notifications' });

describe('the Direct+ sign-up’s card step (/register-account, plan directPlus)', () => {
  beforeEach(() => {
    window.localStorage.clear();
    mockStripe.submit.mockReset();
    mockStripe.confirmPayment.mockReset();
    mockStripe.options = null;
  });

  it('when the details are submitted, then the real card form shows where the spec puts the card step (no field that is never used), the amount said, with nothing sent; Back keeps the values', async () => {
    const { requests } = open();
    const user = userEvent.setup({ delay: null });
    await toCardStep(user);

    expect(await screen.findByText('Step 2 of 2: Payment')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Payment details' })).toHaveFocus();
    const form = await screen.findByRole('form', { name: 'Card details' });
    for (const label of ['Card number', 'Expiry (MM / YY)', 'CVC'])
      expect(within(form).getByLabelText(label)).toBeInTheDocument();
    // The spec's placeholder fields ("nothing is charged or stored") are gone.
    expect(screen.queryByLabelText('Billing address line 1')).not.toBeInTheDocument();
    expect(screen.queryByText(/Nothing is charged on this page/)).not.toBeInTheDocument();
    expect(screen.getByText('$99.00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Subscribe to Direct+' })).toBeEnabled();
    expect(calls(requests)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Back to Account Details' }));
    expect(screen.getByLabelText('Email')).toHaveValue('casey@example.com');
    expect(screen.getByRole('checkbox', { name: /I agree/ })).toBeChecked();
  });

  it('when the card is incomplete, then its own messages show and nothing is made (no account)', async () => {
    const { requests } = open();
    const user = userEvent.setup({ delay: null });
    await toCardStep(user);
    await screen.findByRole('form', { name: 'Card details' });
    await subscribe(user);
    expect(await screen.findByText('Your card number is incomplete.')).toBeInTheDocument();
    expect(calls(requests)).toEqual([]);
    expect(window.localStorage.getItem(SELECTED_MEMBERSHIP_KEY)).toBe('directPlus');
  });

  it('when the good card is given, then the account is made (plan directPlus), the annual payment set up and confirmed with that card, in that order, once however often it is pressed, and the confirmation page opens', async () => {
    const { requests } = open();
    const user = userEvent.setup({ delay: null });
    await toCardStep(user);
    await giveCard(user, '4242 4242 4242 4242');
    const button = screen.getByRole('button', { name: 'Subscribe to Direct+' });
    await user.dblClick(button);

    expect(await screen.findByRole('heading', { name: 'Confirmation page' })).toBeInTheDocument();
    expect(calls(requests)).toEqual([
      '/api/register',
      '/api/create-directplus-payment',
      '/api/offline-payments/confirm',
    ]);
    const byPath = (p: string) => requests.find((r) => r.path === p)?.body;
    expect(byPath('/api/register')).toEqual({
      username: 'casey',
      password: 'long enough',
      email: 'casey@example.com',
      fullName: 'Casey Customer',
      plan: 'directPlus',
    });
    expect(byPath('/api/create-directplus-payment')).toEqual({ billingPeriod: 'annual' });
    expect(byPath('/api/offline-payments/confirm')).toEqual({
      clientSecret: SECRET,
      card: { number: '4242424242424242', expiry: '12/34', cvc: '123' },
    });
    expect(window.localStorage.getItem(SELECTED_MEMBERSHIP_KEY)).toBeNull();
    expect(within(toasts()).getByText('Account created!')).toBeInTheDocument();
  });

  it('when Monthly was picked on /membership, then the step says $9.99 and the monthly payment is set up', async () => {
    window.localStorage.setItem(SELECTED_BILLING_PERIOD_KEY, 'monthly');
    const { requests } = open();
    const user = userEvent.setup({ delay: null });
    await toCardStep(user);
    expect(await screen.findByText('$9.99')).toBeInTheDocument();
    expect(screen.getByText(/for a month of Direct\+/)).toBeInTheDocument();
    await giveCard(user, '4242 4242 4242 4242');
    await subscribe(user);
    await screen.findByRole('heading', { name: 'Confirmation page' });
    expect(requests.find((r) => r.path === '/api/create-directplus-payment')?.body).toEqual({
      billingPeriod: 'monthly',
    });
  });

  it('when the card is declined, then the provider’s message is said and the shopper, whose account exists now, continues on /direct-plus-payment', async () => {
    open({ confirm: () => ({ status: 'failed', message: 'Your card was declined.' }) });
    const user = userEvent.setup({ delay: null });
    await toCardStep(user);
    await giveCard(user, '4000 0000 0000 0002');
    await subscribe(user);

    expect(
      await screen.findByRole('heading', { name: 'Direct+ payment page' }),
    ).toBeInTheDocument();
    expect(within(toasts()).getByText('Payment failed')).toBeInTheDocument();
    expect(within(toasts()).getByText('Your card was declined.')).toBeInTheDocument();
  });

  it('when the card asks for authentication, then the step is answered here: completing it pays, refusing it continues on /direct-plus-payment', async () => {
    const authenticating = () => ({ status: 'requires_action' as const, message: null });
    open({ confirm: authenticating });
    const user = userEvent.setup({ delay: null });
    await toCardStep(user);
    await giveCard(user, '4000 0027 6000 3184');
    await subscribe(user);
    const dialog = await screen.findByRole('dialog', { name: 'Authenticate this payment' });
    expect(dialog).toHaveTextContent('$99.00');
    await user.click(screen.getByRole('button', { name: 'Fail authentication' }));
    expect(
      await screen.findByRole('heading', { name: 'Direct+ payment page' }),
    ).toBeInTheDocument();
    expect(
      within(toasts()).getByText('We are unable to authenticate your payment method.'),
    ).toBeInTheDocument();
  });

  it('when the registration is refused, then its reason is said, nothing is paid, and the step and the plan stay for Back', async () => {
    const { requests } = open({
      register: () => HttpResponse.json({ message: USERNAME_TAKEN_MESSAGE }, { status: 409 }),
    });
    const user = userEvent.setup({ delay: null });
    await toCardStep(user);
    await giveCard(user, '4242 4242 4242 4242');
    await subscribe(user);

    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Registration failed')).toBeInTheDocument();
    expect(within(toast).getByText(USERNAME_TAKEN_MESSAGE)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Subscribe to Direct+' })).toBeEnabled(),
    );
    expect(screen.getByRole('button', { name: 'Back to Account Details' })).toBeEnabled();
    expect(calls(requests)).toEqual(['/api/register']);
    expect(screen.queryByText('Payment failed')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(SELECTED_MEMBERSHIP_KEY)).toBe('directPlus');
  });

  it('when the payment cannot be set up after the account is made, then the shopper continues on /direct-plus-payment with the reason', async () => {
    open({ setup: () => HttpResponse.json({ message: 'Payments are paused' }, { status: 503 }) });
    const user = userEvent.setup({ delay: null });
    await toCardStep(user);
    await giveCard(user, '4242 4242 4242 4242');
    await subscribe(user);
    expect(
      await screen.findByRole('heading', { name: 'Direct+ payment page' }),
    ).toBeInTheDocument();
    expect(within(toasts()).getByText('Payments are paused')).toBeInTheDocument();
  });

  it('when the payment form cannot be loaded, then it says so with Try again, and Back still works', async () => {
    let fail = true;
    open({
      config: () =>
        fail ? HttpResponse.json({ message: 'down' }, { status: 503 }) : HttpResponse.json(OFFLINE),
    });
    const user = userEvent.setup({ delay: null });
    await toCardStep(user);
    expect(
      await screen.findByRole('heading', { name: 'The payment form could not be loaded' }),
    ).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('form', { name: 'Card details' })).toBeInTheDocument();
  });

  describe('when Stripe takes the payments', () => {
    const stripeConfig = () =>
      HttpResponse.json({ ...OFFLINE, provider: 'stripe', publishableKey: 'pk_test_123' });

    it('then its Payment Element in deferred mode (subscription, the amount, the currency); Subscribe checks the card first, then makes the account and its payment, and confirms it with the payment’s secret and the return address', async () => {
      const { loadStripe } = jest.requireMock<{ loadStripe: jest.Mock }>('@stripe/stripe-js');
      const order: string[] = [];
      mockStripe.submit.mockImplementation(async () => {
        order.push('elements.submit');
        return {};
      });
      // Stripe leaves for the return address when it succeeds: here it only answers.
      mockStripe.confirmPayment.mockImplementation(async () => {
        order.push('confirmPayment');
        return { error: { message: 'Your card was declined.' } };
      });
      const { requests } = open({
        config: stripeConfig,
        setup: () =>
          HttpResponse.json({
            provider: 'stripe',
            clientSecret: 'pi_9_secret_y',
            publishableKey: 'pk_test_123',
            billingPeriod: 'annual',
            amount: '99.00',
            currency: 'usd',
          }),
      });
      const user = userEvent.setup({ delay: null });
      await toCardStep(user);
      expect(await screen.findByText('Stripe card fields')).toBeInTheDocument();
      expect(loadStripe).toHaveBeenCalledWith('pk_test_123');
      expect(mockStripe.options).toEqual({ mode: 'subscription', amount: 9900, currency: 'usd' });
      expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
      await subscribe(user);

      expect(
        await screen.findByRole('heading', { name: 'Direct+ payment page' }),
      ).toBeInTheDocument();
      expect(order).toEqual(['elements.submit', 'confirmPayment']);
      expect(calls(requests)).toEqual(['/api/register', '/api/create-directplus-payment']);
      expect(mockStripe.confirmPayment).toHaveBeenCalledWith({
        elements: expect.anything(),
        clientSecret: 'pi_9_secret_y',
        confirmParams: {
          return_url: `${window.location.origin}/payment-confirmation/direct-plus`,
        },
      });
      expect(within(toasts()).getByText('Your card was declined.')).toBeInTheDocument();
    });

    it('then a card the Payment Element finds incomplete makes nothing', async () => {
      mockStripe.submit.mockResolvedValue({
        error: { message: 'Your card number is incomplete.' },
      });
      const { requests } = open({ config: stripeConfig });
      const user = userEvent.setup({ delay: null });
      await toCardStep(user);
      await screen.findByText('Stripe card fields');
      await subscribe(user);
      await waitFor(() => expect(mockStripe.submit).toHaveBeenCalled());
      expect(calls(requests)).toEqual([]);
      expect(mockStripe.confirmPayment).not.toHaveBeenCalled();
      expect(screen.getByRole('button', { name: 'Subscribe to Direct+' })).toBeEnabled();
    });
  });
});
