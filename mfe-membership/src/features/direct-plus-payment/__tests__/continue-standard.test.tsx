import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { ALREADY_MEMBER_MESSAGE, type PaymentSetup } from '@coffee/contracts';
import { HttpResponse, http, makeUser, renderApp } from '@coffee/platform/testing';
import { withToasts as wrap } from '../../../test/fixtures';
import { GuardedPage, standardChoiceServer } from '../../../test/initial-payment';
import { makeNoMembership } from '../../../test/membership';
import { DirectPlusPaymentPage } from '..';

jest.mock('@stripe/stripe-js', () => ({ loadStripe: jest.fn(() => new Promise(() => undefined)) }));

const setup: PaymentSetup = {
  provider: 'offline',
  clientSecret: 'offpi_1_secret_abc',
  publishableKey: null,
  billingPeriod: 'annual',
  amount: '99.00',
  currency: 'usd',
};
const LABEL = 'Continue with a free Standard account';

function open(
  user = makeUser({ username: 'signup', hasCompletedInitialPayment: false }),
  {
    route = '/checkout?step=2',
    setupReply = () => HttpResponse.json(setup),
    fail,
  }: { route?: string; setupReply?: () => Response; fail?: () => Response } = {},
) {
  const server = standardChoiceServer(user, { fail });
  const view = renderApp(<DirectPlusPaymentPage />, {
    // The shopper heads for a guarded page; the guard sends them here, as the shell does.
    route,
    wrap,
    extraRoutes: (
      <>
        <Route path="/checkout" element={<GuardedPage name="Checkout page" />} />
        <Route path="/" element={<GuardedPage name="Home page" />} />
        <Route path="/membership" element={<h1>Membership page</h1>} />
      </>
    ),
    handlers: [
      ...server.handlers,
      http.get('/api/membership', () => HttpResponse.json(makeNoMembership())),
      http.post('/api/create-directplus-payment', () => setupReply()),
    ],
  });
  return { ...view, chosen: server.chosen };
}

describe('“Continue with a free Standard account” on /direct-plus-payment (issue 25, defect 1)', () => {
  afterEach(() => window.localStorage.clear());

  it('when a Direct+ sign-up who owes the first payment is sent here, then beside the card form they may continue with a free Standard account, and land on the page they were going to', async () => {
    const { requests, chosen } = open();
    await screen.findByRole('form', { name: 'Card details' });
    const offer = screen.getByRole('region', { name: 'Not ready to pay?' });
    expect(offer).toHaveTextContent('You can join Direct+ anytime from the Membership page.');
    // Toasts keep clear of what carries data-keep-clear (packages/ui toast-placement): a declined
    // card's toast once covered this way out at 1280 px.
    expect(within(offer).getByRole('button', { name: LABEL })).toHaveAttribute('data-keep-clear');
    await userEvent.click(within(offer).getByRole('button', { name: LABEL }));

    expect(await screen.findByRole('heading', { name: 'Checkout page' })).toBeInTheDocument();
    expect(chosen()).toBe(1);
    const call = requests.find((r) => r.path === '/api/membership/standard');
    expect(call?.method).toBe('POST');
    expect(call?.headers.get('x-csrf-token')).toBe('test-csrf-token');
    expect(screen.getByText('Standard account')).toBeInTheDocument();
  });

  it('when the shopper came here on their own (no page to go back to), then they land on the home page', async () => {
    open(undefined, { route: '/direct-plus-payment' });
    await userEvent.click(await screen.findByRole('button', { name: LABEL }));
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('when the payment could not be set up, then the Payment Error card offers the way out too', async () => {
    open(undefined, {
      setupReply: () => HttpResponse.json({ message: 'Payments are paused' }, { status: 503 }),
    });
    expect(await screen.findByRole('heading', { name: 'Payment Error' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: LABEL }));
    expect(await screen.findByRole('heading', { name: 'Checkout page' })).toBeInTheDocument();
  });

  it('when the choice is refused (paid meanwhile in another tab), then its reason is said and the shopper stays', async () => {
    open(undefined, {
      fail: () => HttpResponse.json({ message: ALREADY_MEMBER_MESSAGE }, { status: 409 }),
    });
    await userEvent.click(await screen.findByRole('button', { name: LABEL }));
    expect(await screen.findByText(ALREADY_MEMBER_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText('Could not continue')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Checkout page' })).not.toBeInTheDocument();
  });

  it('when a Standard customer upgrades on their own (nothing owed), then no such offer: they may simply leave', async () => {
    open(makeUser({ hasCompletedInitialPayment: true }), { route: '/direct-plus-payment' });
    await screen.findByRole('form', { name: 'Card details' });
    expect(screen.queryByRole('button', { name: LABEL })).not.toBeInTheDocument();
  });
});
