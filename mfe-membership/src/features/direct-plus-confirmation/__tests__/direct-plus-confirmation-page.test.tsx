import { act, screen, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import type { MembershipStatus } from '@coffee/contracts';
import {
  HttpResponse,
  http,
  makeUser,
  renderApp,
  type RecordedRequest,
} from '@coffee/platform/testing';
import { formatDate } from '@coffee/ui';
import { withToasts as wrap } from '../../../test/fixtures';
import { makeMembership, makeNoMembership, userFor } from '../../../test/membership';
import { CONFIRM_POLL_MS, CONFIRM_TIMEOUT_MS } from '../model/use-payment-confirmation';
import { DirectPlusConfirmationPage } from '..';

const customer = makeUser({ hasCompletedInitialPayment: false });
const paid = makeMembership({ directPlusExpiry: '2027-03-01T12:00:00.000Z' });
const returned =
  '/payment-confirmation/direct-plus?payment_intent=pi_123&redirect_status=succeeded';
const gets = (requests: readonly RecordedRequest[], path: string) =>
  requests.filter((request) => request.method === 'GET' && request.path === path).length;
const welcome = () => screen.findByRole('heading', { level: 1, name: 'Welcome to Direct+' });
const destinations = <Route path="/auth" element={<h1>Sign-in page</h1>} />;

/** GET /api/membership answers each of `answers` in turn (the last one from then on); the user follows. */
function membershipAnswers(...answers: MembershipStatus[]) {
  let calls = 0;
  const current = () => answers[Math.min(calls, answers.length - 1)] as MembershipStatus;
  return [
    http.get('/api/membership', () => {
      const answer = current();
      calls += 1;
      return HttpResponse.json(answer);
    }),
    http.get('/api/user', () => HttpResponse.json(userFor(customer, current()))),
  ];
}

describe('DirectPlusConfirmationPage (/payment-confirmation/direct-plus)', () => {
  it('when the membership is confirmed, then the welcome shows status Active, the real expiry, the number, four benefits and the two ways on', async () => {
    renderApp(<DirectPlusConfirmationPage />, {
      route: returned,
      wrap,
      user: customer,
      handlers: membershipAnswers(paid),
    });
    await welcome();

    const facts = screen.getByLabelText('Your membership');
    expect(within(facts).getByText('Status').nextElementSibling).toHaveTextContent('Active');
    expect(within(facts).getByText('Expiration date').nextElementSibling).toHaveTextContent(
      'March 1, 2027',
    );
    expect(within(facts).getByText('Membership number').nextElementSibling).toHaveTextContent(
      '4000123456789',
    );
    expect(
      within(screen.getByRole('region', { name: 'Your benefits' }))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Free shipping on orders over $35',
      '10% off coffee',
      'Early access to new releases',
      'Invitations to tasting events',
    ]);
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    // The spec's /account-page, on its Membership tab.
    expect(screen.getByRole('link', { name: 'View Membership' })).toHaveAttribute(
      'href',
      '/account-page?tab=membership',
    );
    expect(screen.getByTestId('confetti')).toBeInTheDocument();
  });

  it.each([
    ['the user’s directPlusExpiry', '2027-05-09T12:00:00.000Z', (): string => 'May 9, 2027'],
    ['now plus 30 days', null, (): string => formatDate(Date.now() + 30 * 24 * 60 * 60 * 1000)],
  ] as const)(
    'when the membership carries no expiry, then the expiration date is %s',
    async (_case, userExpiry, expected) => {
      const membership = makeMembership({ directPlusExpiry: null });
      renderApp(<DirectPlusConfirmationPage />, {
        route: returned,
        wrap,
        user: customer,
        handlers: [
          http.get('/api/membership', () => HttpResponse.json(membership)),
          http.get('/api/user', () =>
            HttpResponse.json({ ...customer, isDirectPlus: true, directPlusExpiry: userExpiry }),
          ),
        ],
      });
      await welcome();
      expect(screen.getByText('Expiration date').nextElementSibling).toHaveTextContent(expected());
    },
  );

  it('when the provider reports the payment failed, then the page says so, asks nothing of the server and leads back to the payment page', async () => {
    const { requests } = renderApp(<DirectPlusConfirmationPage />, {
      route: '/payment-confirmation/direct-plus?payment_intent=pi_123&redirect_status=failed',
      wrap,
      user: customer,
    });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Payment not completed' })).toBeVisible();
    expect(within(alert).getByText(/you have not been charged/)).toBeVisible();
    expect(within(alert).getByRole('link', { name: 'Return to Payment' })).toHaveAttribute(
      'href',
      '/direct-plus-payment',
    );
    expect(screen.queryByText('Welcome to Direct+')).toBeNull();
    expect(gets(requests, '/api/membership')).toBe(0);
  });

  it('when the page is opened without a payment and there is no paid membership, then it says there is nothing to confirm', async () => {
    renderApp(<DirectPlusConfirmationPage />, {
      route: '/payment-confirmation/direct-plus',
      wrap,
      user: customer,
      handlers: membershipAnswers(makeNoMembership()),
    });

    expect(
      await screen.findByRole('heading', { name: 'No Direct+ payment to confirm' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Membership Plans' })).toHaveAttribute(
      'href',
      '/membership',
    );
  });

  it('when a signed-out visitor opens it (standalone, no shell guard), then sign-in opens', async () => {
    renderApp(<DirectPlusConfirmationPage />, { route: returned, wrap, extraRoutes: destinations });
    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeInTheDocument();
  });
});

describe('DirectPlusConfirmationPage while the payment is being confirmed', () => {
  // The page asks every second: the clock is moved instead of waited for.
  beforeEach(() =>
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }),
  );
  afterEach(() => jest.useRealTimers());
  const tick = (ms: number) =>
    act(async () => {
      await jest.advanceTimersByTimeAsync(ms);
    });

  it('when the payment’s webhook has not landed yet, then the page waits for it, then welcomes the member and refreshes the user', async () => {
    const { requests } = renderApp(<DirectPlusConfirmationPage />, {
      route: returned,
      wrap,
      user: customer,
      handlers: membershipAnswers(makeNoMembership(), makeNoMembership(), paid),
    });
    await tick(50);
    expect(
      screen.getByRole('heading', { level: 1, name: 'Confirming your payment…' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Confirming your payment' })).toBeInTheDocument();
    const userReads = gets(requests, '/api/user');

    await tick(CONFIRM_POLL_MS);
    expect(screen.getByText('Confirming your payment…')).toBeInTheDocument();
    await tick(CONFIRM_POLL_MS);
    expect(screen.getByRole('heading', { name: 'Welcome to Direct+' })).toBeInTheDocument();
    expect(gets(requests, '/api/membership')).toBe(3);
    // The header and the initial-payment guard read the user: it is fetched again.
    expect(gets(requests, '/api/user')).toBeGreaterThan(userReads);
    // Confirmed: no more asking.
    await tick(5 * CONFIRM_POLL_MS);
    expect(gets(requests, '/api/membership')).toBe(3);
  });

  it('when a free-trial member returns from paying, then the trial alone does not count as the payment', async () => {
    const trial = makeMembership({ state: 'trial', billingPeriod: null, renewsAs: null });
    renderApp(<DirectPlusConfirmationPage />, {
      route: returned,
      wrap,
      user: customer,
      handlers: membershipAnswers(trial, paid),
    });
    await tick(50);
    expect(screen.getByText('Confirming your payment…')).toBeInTheDocument();
    await tick(CONFIRM_POLL_MS);
    expect(screen.getByRole('heading', { name: 'Welcome to Direct+' })).toBeInTheDocument();
  });

  it('when 20 seconds pass without a confirmed membership, then polling stops, the page says so, and Check again starts over', async () => {
    let membership = makeNoMembership();
    const { requests } = renderApp(<DirectPlusConfirmationPage />, {
      route: returned,
      wrap,
      user: customer,
      handlers: [
        http.get('/api/membership', () => HttpResponse.json(membership)),
        http.get('/api/user', () => HttpResponse.json(userFor(customer, membership))),
      ],
    });
    await tick(CONFIRM_POLL_MS);
    expect(screen.getByText('Confirming your payment…')).toBeInTheDocument();

    await tick(CONFIRM_TIMEOUT_MS);
    const alert = screen.getByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'We could not confirm your payment yet' }),
    ).toBeVisible();
    expect(within(alert).getByRole('link', { name: 'Return to Payment' })).toHaveAttribute(
      'href',
      '/direct-plus-payment',
    );
    const asked = gets(requests, '/api/membership');
    expect(asked).toBeGreaterThanOrEqual(15);
    expect(asked).toBeLessThanOrEqual(22);
    await tick(5 * CONFIRM_POLL_MS);
    expect(gets(requests, '/api/membership')).toBe(asked);

    membership = paid;
    await act(async () => {
      within(alert).getByRole('button', { name: 'Check again' }).click();
      await jest.advanceTimersByTimeAsync(CONFIRM_POLL_MS);
    });
    expect(screen.getByRole('heading', { name: 'Welcome to Direct+' })).toBeInTheDocument();
  });
});
