import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import type { PublicUser } from '@coffee/contracts';
import {
  HttpResponse,
  http,
  makeUser,
  renderApp,
  type RecordedRequest,
} from '@coffee/platform/testing';
import { withToasts as wrap } from '../../../test/fixtures';
import { GuardedPage, standardChoiceServer } from '../../../test/initial-payment';
import { makeMembership, makeNoMembership } from '../../../test/membership';
import { PlanComparison } from '..';

const signInPage = <Route path="/auth" element={<h1>Sign-in page</h1>} />;

const customer = makeUser();
const member = makeUser({
  id: '64b7f0c2a1b2c3d4e5f60719',
  username: 'member',
  isDirectPlus: true,
  directPlusExpiry: '2036-09-14T12:00:00.000Z',
});

const standardCard = () => screen.getByRole('article', { name: 'Standard' });
const directPlusCard = () => screen.getByRole('article', { name: 'Direct+' });
/**
 * The Direct+ button once it is enabled: it shows its new label as soon as a change answers and
 * stays disabled while the user is fetched again, so finding it is not enough.
 */
const settledButton = (name: string) =>
  waitFor(() => {
    const button = within(directPlusCard()).getByRole('button', { name });
    expect(button).toBeEnabled();
    return button;
  });
const posts = (requests: readonly RecordedRequest[], path: string) =>
  requests.filter((request) => request.method === 'POST' && request.path === path);
const userFetches = (requests: readonly RecordedRequest[]) =>
  requests.filter((request) => request.method === 'GET' && request.path === '/api/user').length;

interface MembershipAnswers {
  /** Answers both changes instead of the services' success. */
  failure?: () => Response;
  /** Both changes wait for this before answering. */
  until?: Promise<void>;
}

/** GET /api/user answers `current`, which a successful subscribe or unsubscribe changes, as the services do. */
function membershipHandlers(start: PublicUser, { failure, until }: MembershipAnswers = {}) {
  let current = start;
  const change = (isDirectPlus: boolean) => async () => {
    await until;
    if (failure) return failure();
    current = {
      ...current,
      isDirectPlus,
      directPlusExpiry: isDirectPlus ? '2036-08-01T09:00:00.000Z' : null,
    };
    return HttpResponse.json({
      user: current,
      membership: isDirectPlus
        ? makeMembership({
            state: 'trial',
            directPlusExpiry: current.directPlusExpiry,
            membershipNumber: null,
            billingPeriod: null,
            renewsAs: null,
            paymentMethod: null,
          })
        : makeNoMembership({ trialAvailable: false }),
    });
  };
  return [
    http.get('/api/user', () => HttpResponse.json(current)),
    http.post('/api/subscribe', change(true)),
    http.post('/api/unsubscribe', change(false)),
  ];
}

/** A promise the test opens when it wants the held answers to go out. */
function gate(): { closed: Promise<void>; open: () => void } {
  let open: () => void = () => undefined;
  const closed = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { closed, open };
}

describe('PlanComparison (home page widget)', () => {
  it('when shown, then it has its own heading and both plans with the home page figures', async () => {
    renderApp(<PlanComparison />, { wrap });

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Choose Your Membership' }),
    ).toBeInTheDocument();
    const directPlus = directPlusCard();
    expect(within(directPlus).getByRole('heading', { level: 3, name: 'Direct+' })).toBeVisible();
    expect(within(directPlus).getByText('$5.99')).toBeInTheDocument();
    expect(within(directPlus).getByText('per month')).toBeInTheDocument();
    expect(within(directPlus).getByText('30-day free trial · Cancel anytime')).toBeInTheDocument();
    expect(
      within(directPlus)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Free delivery on orders over $25',
      '15% discount on coffee bean subscriptions',
      'Early access to new and limited products',
      'Member-only promotions',
      'Free coffee samples with every order',
      'Priority customer service',
    ]);

    const standard = standardCard();
    expect(within(standard).getByText('Free')).toBeInTheDocument();
    expect(
      within(standard)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Standard shipping rates',
      'Access to all products',
      'Weekly deals',
      'No early access',
      'No free delivery',
      'No exclusive discounts',
    ]);
  });

  it.each([
    ['Direct+', 'Start Free Trial'],
    ['Standard', 'Get Started Free'],
  ])(
    'when a signed-out visitor picks %s, then they go to /auth and no call is made',
    async (plan, label) => {
      const { requests } = renderApp(<PlanComparison />, { wrap, extraRoutes: signInPage });
      const card = screen.getByRole('article', { name: plan });
      await userEvent.setup().click(await within(card).findByRole('link', { name: label }));

      expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeInTheDocument();
      expect(requests.filter((call) => call.method !== 'GET')).toHaveLength(0);
    },
  );

  it('when a Direct+ sign-up who has not paid sees it, then Standard is offered as the way out, not called their plan', async () => {
    const signUp = makeUser({ hasCompletedInitialPayment: false });
    const server = standardChoiceServer(signUp);
    renderApp(<PlanComparison />, {
      route: '/home',
      wrap,
      handlers: server.handlers,
      extraRoutes: <Route path="/" element={<GuardedPage name="Home page" />} />,
    });
    const choice = await within(standardCard()).findByRole('button', {
      name: 'Continue with a free Standard account',
    });
    expect(within(standardCard()).queryByRole('button', { name: 'Your Current Plan' })).toBeNull();
    await userEvent.setup().click(choice);
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(server.chosen()).toBe(1);
  });

  it('when a Standard customer starts the trial, then /api/subscribe is called with no payload, the toast shows and the button turns to cancelling', async () => {
    const { requests } = renderApp(<PlanComparison />, {
      wrap,
      user: customer,
      handlers: membershipHandlers(customer),
    });
    expect(
      await within(standardCard()).findByRole('button', { name: 'Your Current Plan' }),
    ).toBeDisabled();
    const fetchesBefore = userFetches(requests);

    await userEvent
      .setup()
      .click(await within(directPlusCard()).findByRole('button', { name: 'Start Free Trial' }));

    expect(await screen.findByText('Subscription activated!')).toBeInTheDocument();
    expect(screen.getByText('You are now a Direct+ member')).toBeInTheDocument();
    const [call] = posts(requests, '/api/subscribe');
    expect(posts(requests, '/api/subscribe')).toHaveLength(1);
    expect(call?.body).toBeUndefined();
    // The user is fetched again and the button now cancels.
    expect(await settledButton('Cancel Direct+')).toBeEnabled();
    expect(userFetches(requests)).toBeGreaterThan(fetchesBefore);
    expect(within(directPlusCard()).getByText('Active until August 1, 2036')).toBeInTheDocument();
    expect(within(directPlusCard()).getByText('Your plan')).toBeInTheDocument();
  });

  it('when a member cancels, then /api/unsubscribe is called, the toast shows and the button offers the trial again', async () => {
    const { requests } = renderApp(<PlanComparison />, {
      wrap,
      user: member,
      handlers: membershipHandlers(member),
    });
    expect(
      await within(directPlusCard()).findByText('Active until September 14, 2036'),
    ).toBeInTheDocument();
    expect(within(standardCard()).getByText('Included with Direct+')).toBeInTheDocument();

    await userEvent
      .setup()
      .click(within(directPlusCard()).getByRole('button', { name: 'Cancel Direct+' }));

    expect(await screen.findByText('Subscription cancelled')).toBeInTheDocument();
    expect(screen.getByText('Your Direct+ membership has been cancelled')).toBeInTheDocument();
    expect(posts(requests, '/api/unsubscribe')).toHaveLength(1);
    expect(await settledButton('Start Free Trial')).toBeEnabled();
    expect(
      within(standardCard()).getByRole('button', { name: 'Your Current Plan' }),
    ).toBeDisabled();
  });

  it('when subscribing fails, then the spec failure toast shows, the user is fetched again and the button stays', async () => {
    const { requests } = renderApp(<PlanComparison />, {
      wrap,
      user: customer,
      handlers: membershipHandlers(customer, {
        failure: () =>
          HttpResponse.json({ message: 'The account service is unavailable' }, { status: 503 }),
      }),
    });
    const button = await settledButton('Start Free Trial');
    const fetchesBefore = userFetches(requests);
    await userEvent.setup().click(button);

    expect(await screen.findByText('Subscription failed')).toBeInTheDocument();
    expect(screen.getByText('Could not activate Direct+ membership')).toBeInTheDocument();
    expect(screen.queryByText('Subscription activated!')).not.toBeInTheDocument();
    await waitFor(() => expect(userFetches(requests)).toBeGreaterThan(fetchesBefore));
    expect(await settledButton('Start Free Trial')).toBeEnabled();
  });

  it('when the subscribe answer is not a membership change, then it counts as a failure and the user is fetched again', async () => {
    const { requests } = renderApp(<PlanComparison />, {
      wrap,
      user: customer,
      handlers: membershipHandlers(customer, { failure: () => HttpResponse.json({ ok: true }) }),
    });
    const button = await settledButton('Start Free Trial');
    const fetchesBefore = userFetches(requests);
    await userEvent.setup().click(button);
    expect(await screen.findByText('Subscription failed')).toBeInTheDocument();
    await waitFor(() => expect(userFetches(requests)).toBeGreaterThan(fetchesBefore));
  });

  it('when cancelling fails, then the spec failure toast shows and the member keeps the cancel button', async () => {
    renderApp(<PlanComparison />, {
      wrap,
      user: member,
      handlers: membershipHandlers(member, {
        failure: () =>
          HttpResponse.json(
            { message: 'Your membership is already being updated. Please try again in a moment.' },
            { status: 409 },
          ),
      }),
    });
    await userEvent
      .setup()
      .click(await within(directPlusCard()).findByRole('button', { name: 'Cancel Direct+' }));

    expect(await screen.findByText('Cancellation failed')).toBeInTheDocument();
    expect(screen.getByText('Could not cancel Direct+ membership')).toBeInTheDocument();
    expect(await settledButton('Cancel Direct+')).toBeEnabled();
  });

  it.each([
    ['subscribing', customer, '/api/subscribe', 'Start Free Trial', 'Activating…'],
    ['cancelling', member, '/api/unsubscribe', 'Cancel Direct+', 'Cancelling…'],
  ] as const)(
    'when %s is under way, then the button is disabled and a second click sends nothing',
    async (_case, start, path, label, pendingLabel) => {
      const held = gate();
      const { requests } = renderApp(<PlanComparison />, {
        wrap,
        user: start,
        handlers: membershipHandlers(start, { until: held.closed }),
      });
      const user = userEvent.setup();
      const button = await settledButton(label);
      try {
        await user.click(button);
        const pending = await within(directPlusCard()).findByRole('button', {
          name: pendingLabel,
        });
        expect(pending).toBeDisabled();
        expect(pending).toHaveAttribute('aria-busy', 'true');
        await user.click(pending);
      } finally {
        await act(async () => held.open());
      }
      await waitFor(() =>
        expect(within(directPlusCard()).queryByRole('button', { name: pendingLabel })).toBeNull(),
      );
      expect(posts(requests, path)).toHaveLength(1);
    },
  );

  it('when the session is still loading, then the plans show but no action can be taken', async () => {
    renderApp(<PlanComparison />, { wrap, user: customer, handlers: membershipHandlers(customer) });
    // First render, before GET /api/user answers.
    expect(
      within(directPlusCard()).getByRole('button', { name: 'Start Free Trial' }),
    ).toBeDisabled();
    // The button is there from the start: wait for it to turn enabled, not merely to exist.
    expect(await settledButton('Start Free Trial')).toBeEnabled();
  });
});
