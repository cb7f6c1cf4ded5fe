import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense, type ReactNode } from 'react';
import { Route, useSearchParams } from 'react-router-dom';
import type { MembershipStatus, OfflinePaymentResult, PaymentSetup } from '@coffee/contracts';
import { HttpResponse, delay, http, makeUser, renderApp, server } from '@coffee/platform/testing';
import { SELECTED_BILLING_PERIOD_KEY } from '../../../shared/membership';
import { withToasts as wrap } from '../../../test/fixtures';
import { makeMembership, makeNoMembership } from '../../../test/membership';
import { DirectPlusPaymentPage } from '..';

jest.mock('@stripe/stripe-js', () => ({ loadStripe: jest.fn(() => new Promise(() => undefined)) }));

const user = makeUser({ username: 'newmember', hasCompletedInitialPayment: false });
const setupFor = (overrides: Partial<PaymentSetup> = {}): PaymentSetup => ({
  provider: 'offline',
  clientSecret: 'offpi_1_secret_abc',
  publishableKey: null,
  billingPeriod: 'annual',
  amount: '99.00',
  currency: 'usd',
  ...overrides,
});
/** The account page's stand-in: which tab the shopper was sent to. */
function AccountPage() {
  const [params] = useSearchParams();
  return <h1>Account page: {params.get('tab')}</h1>;
}

const destinations = (confirmation: ReactNode = <h1>Confirmation page</h1>) => (
  <>
    <Route path="/direct-plus-benefits" element={<h1>Benefits page</h1>} />
    <Route path="/account-page" element={<AccountPage />} />
    <Route path="/payment-confirmation/direct-plus" element={confirmation} />
    <Route path="/membership" element={<h1>Membership page</h1>} />
    <Route path="/auth" element={<h1>Sign-in page</h1>} />
  </>
);

interface Options {
  membership?: MembershipStatus;
  setup?: () => Response | Promise<Response>;
  confirm?: (body: { card: { number: string } }) => OfflinePaymentResult;
  route?: string;
  /** What the confirmation route shows (a page still loading, to hold the navigation). */
  confirmation?: ReactNode;
}

function open({
  membership = makeNoMembership(),
  setup = () => HttpResponse.json(setupFor()),
  confirm = () => ({ status: 'succeeded', message: null }),
  route = '/direct-plus-payment',
  confirmation,
}: Options = {}) {
  return renderApp(<DirectPlusPaymentPage />, {
    route,
    wrap,
    user,
    extraRoutes: destinations(confirmation),
    handlers: [
      http.get('/api/membership', () => HttpResponse.json(membership)),
      http.post('/api/create-directplus-payment', () => setup()),
      http.post('/api/membership/payment-method', () =>
        HttpResponse.json({
          provider: 'offline',
          clientSecret: 'offseti_1_secret_x',
          publishableKey: null,
        }),
      ),
      http.post('/api/offline-payments/confirm', async ({ request }) => {
        await delay(20);
        return HttpResponse.json(confirm((await request.json()) as { card: { number: string } }));
      }),
      http.post('/api/offline-payments/authenticate', async ({ request }) => {
        const { approve } = (await request.json()) as { approve: boolean };
        return HttpResponse.json(
          approve
            ? { status: 'succeeded', message: null }
            : { status: 'failed', message: 'We are unable to authenticate your payment method.' },
        );
      }),
    ],
  });
}

const form = () => screen.findByRole('form', { name: 'Card details' });
async function fillCard(number: string) {
  await form();
  await userEvent.type(screen.getByLabelText('Card number'), number);
  await userEvent.type(screen.getByLabelText('Expiry (MM / YY)'), '12/34');
  await userEvent.type(screen.getByLabelText('CVC'), '123');
}
const pay = () => userEvent.click(screen.getByRole('button', { name: /^Pay \$/ }));

describe('DirectPlusPaymentPage (/direct-plus-payment)', () => {
  afterEach(() => window.localStorage.clear());

  it('when the setup is loading, then a spinner; then the annual summary and the card form with the server’s amount', async () => {
    const { requests } = open();
    expect(screen.getByRole('status', { name: 'Setting up your payment' })).toBeInTheDocument();
    await form();
    expect(screen.getByText('$99.00')).toBeInTheDocument();
    expect(screen.getByText('Save $71 compared to monthly plan')).toBeInTheDocument();
    expect(screen.getByText('30-day money-back guarantee')).toBeInTheDocument();
    expect(screen.getByText('Auto-renews annually')).toBeInTheDocument();
    expect(screen.getByText('Cancel anytime')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $99.00 and join Direct+' })).toBeEnabled();
    expect(screen.getByRole('link', { name: '← Back' })).toHaveAttribute(
      'href',
      '/membership-page',
    );
    const setupCall = requests.find((r) => r.path === '/api/create-directplus-payment');
    expect(setupCall?.body).toEqual({ billingPeriod: 'annual' });
    // Where the money is taken, the page opens on its heading (issue 25's walk: it did not).
    await waitFor(() =>
      expect(
        screen.getByRole('heading', { name: 'Complete your Direct+ membership' }),
      ).toHaveFocus(),
    );
  });

  it('when Monthly was chosen on /membership, then the monthly plan is asked for and shown', async () => {
    window.localStorage.setItem(SELECTED_BILLING_PERIOD_KEY, 'monthly');
    const { requests } = open({
      setup: () => HttpResponse.json(setupFor({ billingPeriod: 'monthly', amount: '9.99' })),
    });
    await form();
    expect(screen.getByText('$9.99')).toBeInTheDocument();
    expect(screen.getByText('Auto-renews monthly')).toBeInTheDocument();
    expect(screen.queryByText('Save $71 compared to monthly plan')).toBeNull();
    expect(requests.find((r) => r.path === '/api/create-directplus-payment')?.body).toEqual({
      billingPeriod: 'monthly',
    });
  });

  it('when the setup fails with a message, then a toast says it and the Payment Error card leads back to membership', async () => {
    open({
      setup: () => HttpResponse.json({ message: 'Payments are paused' }, { status: 503 }),
    });
    expect(await screen.findByRole('heading', { name: 'Payment Error' })).toBeInTheDocument();
    expect(screen.getAllByText('Payments are paused').length).toBeGreaterThan(0);
    expect(screen.getByText('Payment setup failed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Return to Membership Page' }));
    expect(await screen.findByRole('heading', { name: 'Membership page' })).toBeInTheDocument();
  });

  it('when the setup cannot reach the server, then the spec’s sentence', async () => {
    open({ setup: () => HttpResponse.error() });
    expect(await screen.findByRole('heading', { name: 'Payment Error' })).toBeInTheDocument();
    expect(
      screen.getAllByText('Failed to initialize payment. Please try again later.').length,
    ).toBeGreaterThan(0);
  });

  it('when a paying member opens it, then “Already a Direct+ member” and on to their account page’s Membership tab, with no payment set up', async () => {
    const { requests } = open({ membership: makeMembership() });
    expect(
      await screen.findByRole('heading', { name: 'Account page: membership' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Already a Direct+ member')).toBeInTheDocument();
    expect(requests.some((r) => r.path === '/api/create-directplus-payment')).toBe(false);
  });

  it('when a trial member opens it, then they may pay', async () => {
    open({ membership: makeMembership({ state: 'trial', billingPeriod: null }) });
    expect(await form()).toBeInTheDocument();
  });

  it('when the card is incomplete, then the provider’s words show by the field and nothing is sent', async () => {
    const { requests } = open();
    await form();
    await userEvent.type(screen.getByLabelText('Card number'), '4242');
    await pay();
    expect(await screen.findByText('Your card number is incomplete.')).toBeInTheDocument();
    expect(screen.getByText("Your card's expiration date is incomplete.")).toBeInTheDocument();
    expect(requests.some((r) => r.path === '/api/offline-payments/confirm')).toBe(false);
  });

  it('when the card is declined, then a toast gives the provider’s message and the form stays for another card', async () => {
    open({ confirm: () => ({ status: 'failed', message: 'Your card was declined.' }) });
    await fillCard('4000 0000 0000 0002');
    await pay();
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(screen.getByText('Payment failed')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Card details' })).toBeInTheDocument();
  });

  it('when the card pays, then on to the confirmation page, after exactly one confirm call even if clicked twice', async () => {
    const { requests } = open();
    await fillCard('4242 4242 4242 4242');
    const button = screen.getByRole('button', { name: 'Pay $99.00 and join Direct+' });
    await userEvent.dblClick(button);
    expect(await screen.findByRole('heading', { name: 'Confirmation page' })).toBeInTheDocument();
    const confirms = requests.filter((r) => r.path === '/api/offline-payments/confirm');
    expect(confirms).toHaveLength(1);
    expect(confirms[0]?.body).toEqual({
      clientSecret: 'offpi_1_secret_abc',
      card: { number: '4242424242424242', expiry: '12/34', cvc: '123' },
    });
  });

  it('when the card pays and the membership reads active while the confirmation page still loads, then the page does not send the new member away as “Already a Direct+ member”', async () => {
    // The shell navigates in a transition: until the confirmation page's code arrives this page
    // stays mounted, and the payment's invalidation refetches the membership, now active.
    let paid = false;
    const NeverLoaded = lazy(() => new Promise<{ default: () => null }>(() => undefined));
    open({
      membership: makeNoMembership(),
      confirm: () => {
        paid = true;
        return { status: 'succeeded', message: null };
      },
      confirmation: (
        <Suspense fallback={<p>Loading the confirmation</p>}>
          <NeverLoaded />
        </Suspense>
      ),
    });
    server.use(
      http.get('/api/membership', () =>
        HttpResponse.json(paid ? makeMembership() : makeNoMembership()),
      ),
    );
    await fillCard('4242 4242 4242 4242');
    await pay();
    await waitFor(() => expect(paid).toBe(true));
    // Long enough for the refetch and an effect to act on it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('heading', { name: /Account page/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Already a Direct+ member')).not.toBeInTheDocument();
  });

  it('when the card asks for authentication, then the dialog: completing it pays', async () => {
    open({ confirm: () => ({ status: 'requires_action', message: null }) });
    await fillCard('4000 0027 6000 3184');
    await pay();
    const dialog = await screen.findByRole('dialog', { name: 'Authenticate this payment' });
    expect(dialog).toHaveTextContent('$99.00');
    await userEvent.click(screen.getByRole('button', { name: 'Complete authentication' }));
    expect(await screen.findByRole('heading', { name: 'Confirmation page' })).toBeInTheDocument();
  });

  it('when the shopper fails the authentication, then the provider’s message and the form stays', async () => {
    open({ confirm: () => ({ status: 'requires_action', message: null }) });
    await fillCard('4000 0027 6000 3184');
    await pay();
    await screen.findByRole('dialog', { name: 'Authenticate this payment' });
    await userEvent.click(screen.getByRole('button', { name: 'Fail authentication' }));
    expect(
      await screen.findByText('We are unable to authenticate your payment method.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('form', { name: 'Card details' })).toBeInTheDocument();
  });

  it('when a paying member updates the card, then a setup with no charge, then back to the benefits with a toast', async () => {
    const { requests } = open({
      membership: makeMembership(),
      route: '/direct-plus-payment?update=card',
    });
    await fillCard('4242 4242 4242 4242');
    await userEvent.click(screen.getByRole('button', { name: 'Save card' }));
    expect(await screen.findByRole('heading', { name: 'Benefits page' })).toBeInTheDocument();
    expect(screen.getByText('Card updated')).toBeInTheDocument();
    expect(requests.some((r) => r.path === '/api/create-directplus-payment')).toBe(false);
    expect(requests.find((r) => r.path === '/api/offline-payments/confirm')?.body).toMatchObject({
      clientSecret: 'offseti_1_secret_x',
    });
  });

  it('when the provider is Stripe, then Stripe.js is loaded with the publishable key and no offline form shows', async () => {
    const { loadStripe } = jest.requireMock<{ loadStripe: jest.Mock }>('@stripe/stripe-js');
    open({
      setup: () =>
        HttpResponse.json(
          setupFor({
            provider: 'stripe',
            publishableKey: 'pk_test_123',
            clientSecret: 'pi_1_secret_2',
          }),
        ),
    });
    await waitFor(() => expect(loadStripe).toHaveBeenCalledWith('pk_test_123'));
    expect(screen.queryByLabelText('Card number')).toBeNull();
    expect(screen.getByText('$99.00')).toBeInTheDocument();
  });
});
