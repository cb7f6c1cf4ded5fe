import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { HttpResponse, http, makeUser, renderApp } from '@coffee/platform/testing';
import { withToasts as wrap } from '../../../test/fixtures';
import { makeMembership, makeNoMembership } from '../../../test/membership';
import { membershipServer } from '../../../test/membership-server';
import { DirectPlusBenefitsPage } from '..';

const user = makeUser({ username: 'member' });
const route = '/direct-plus-benefits';
const destinations = (
  <>
    <Route path="/membership" element={<h1>Membership page</h1>} />
    <Route path="/auth" element={<h1>Sign-in page</h1>} />
  </>
);
const region = (name: string) => screen.getByRole('region', { name });
const manage = () => region('Manage your membership');
const ready = () => screen.findByRole('heading', { level: 1, name: 'Your Direct+ Benefits' });

function open(membership = makeMembership(), options = {}) {
  const server = membershipServer(user, membership, options);
  const view = renderApp(<DirectPlusBenefitsPage />, {
    route,
    wrap,
    user,
    handlers: server.handlers,
    extraRoutes: destinations,
  });
  return { ...view, server };
}

describe('DirectPlusBenefitsPage (/direct-plus-benefits): what a member sees', () => {
  it('when the membership is loading, then a spinner shows, and then the page', async () => {
    open();
    expect(screen.getByRole('status', { name: 'Loading your membership' })).toBeInTheDocument();
    expect(await ready()).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading your membership' })).toBeNull();
  });

  it('when an annual member opens the page, then the active-until date, benefits, exclusives, number, billing and card show', async () => {
    open();
    await ready();

    expect(
      screen.getByText('Your Direct+ membership is active until March 1, 2027'),
    ).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(
      within(region('Your benefits'))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Free shipping on orders over $35',
      '10% off coffee',
      'Early access to new releases',
      'Invitations to tasting events',
      'Equipment discounts up to 15%',
      'A birthday sample',
    ]);
    expect(within(region('Current exclusives')).getAllByRole('article')).toHaveLength(3);
    const panel = manage();
    expect(within(panel).getByText('4000123456789')).toBeInTheDocument();
    expect(within(panel).getByText('Annual, $99.00 a year')).toBeInTheDocument();
    expect(within(panel).getByText('Renews as Annual on March 1, 2027')).toBeInTheDocument();
    expect(within(panel).getByText('Visa ending in 4242 (expires 04/2028)')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Update card' })).toHaveAttribute(
      'href',
      '/direct-plus-payment?update=card',
    );
    expect(within(panel).getByRole('button', { name: 'Switch to monthly billing' })).toBeEnabled();
    expect(within(panel).getByRole('button', { name: 'Cancel membership' })).toBeEnabled();
    // Nothing to warn about.
    expect(screen.queryByRole('button', { name: 'Resume membership' })).toBeNull();
    expect(screen.queryByText(/renewal payment failed/)).toBeNull();
  });

  it('when a monthly member opens the page, then the monthly price shows and annual billing is offered', async () => {
    open(makeMembership({ billingPeriod: 'monthly', renewsAs: 'monthly' }));
    await ready();

    expect(within(manage()).getByText('Monthly, $9.99 a month')).toBeInTheDocument();
    expect(within(manage()).getByText('Renews as Monthly on March 1, 2027')).toBeInTheDocument();
    expect(
      within(manage()).getByRole('button', { name: 'Switch to annual billing' }),
    ).toBeEnabled();
  });

  it('when a FAQ question is clicked, then its answer opens', async () => {
    open();
    await ready();
    const faq = region('Frequently Asked Questions');
    const question = within(faq).getByText('When does a change of billing period take effect?');

    await userEvent.setup().click(question);
    expect(question.closest('details')).toHaveAttribute('open');
    expect(within(faq).getByText(/At your next renewal/)).toBeVisible();
  });

  it('when a member in the free trial opens the page, then the trial’s end and the way to set up payment show', async () => {
    open(
      makeMembership({
        state: 'trial',
        directPlusExpiry: '2026-12-20T12:00:00.000Z',
        membershipNumber: null,
        billingPeriod: null,
        renewsAs: null,
        paymentMethod: null,
      }),
    );
    await ready();

    expect(screen.getByText('Free trial', { selector: 'span' })).toBeInTheDocument();
    expect(screen.getByText('Your free trial ends on December 20, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Set up payment' })).toHaveAttribute(
      'href',
      '/direct-plus-payment',
    );
    const panel = manage();
    expect(within(panel).getByText('Issued with your first payment.')).toBeInTheDocument();
    expect(within(panel).getByText('Free trial: no payment yet.')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /billing/ })).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Cancel free trial' })).toBeEnabled();
  });

  it('when the membership is not billed online (bought in store, or the demo member where Stripe takes the payments), then the billing line says so and there is no card to update', async () => {
    open(
      makeMembership({
        billingPeriod: null,
        renewsAs: null,
        paymentMethod: null,
        membershipNumber: '1000000000001',
      }),
    );
    await ready();
    const panel = manage();
    // It read "Free trial: no payment yet." and offered "Update card", which then failed with
    // "Only a paid Direct+ membership has a card to update" (issue 25, defect 7).
    expect(within(panel).queryByText('Free trial: no payment yet.')).toBeNull();
    expect(
      within(panel).getByText('Not billed online: your membership runs until March 1, 2027.'),
    ).toBeInTheDocument();
    expect(within(panel).queryByRole('link', { name: 'Update card' })).toBeNull();
    expect(
      within(panel).getByText('Cancelling a membership not billed online ends it at once.'),
    ).toBeInTheDocument();
  });

  it('when the last renewal failed, then a warning asks for a new card and says the membership is still active until its date', async () => {
    open(makeMembership({ renewalFailed: true }));
    await ready();

    expect(screen.getByText('Your last renewal payment failed.')).toBeInTheDocument();
    expect(
      screen.getByText(
        /Please update your card\. You remain a Direct\+ member until March 1, 2027\./,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getAllByRole('link', { name: 'Update card' }).map((link) => link.getAttribute('href')),
    ).toEqual(['/direct-plus-payment?update=card', '/direct-plus-payment?update=card']);
    expect(
      screen.getByText('Your Direct+ membership is active until March 1, 2027'),
    ).toBeInTheDocument();
  });
});

describe('DirectPlusBenefitsPage (/direct-plus-benefits): who may see it', () => {
  it.each([
    ['a customer who never joined', makeNoMembership()],
    [
      'a customer whose membership ran out',
      makeNoMembership({ state: 'expired', trialAvailable: false }),
    ],
  ])(
    'when %s opens it, then they are sent to /membership once the membership is known',
    async (_who, membership) => {
      open(membership);
      // While the membership loads, no guess is made.
      expect(screen.getByRole('status', { name: 'Loading your membership' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Membership page' })).toBeNull();

      expect(await screen.findByRole('heading', { name: 'Membership page' })).toBeInTheDocument();
    },
  );

  it('when a signed-out visitor opens it (standalone, no shell guard), then sign-in opens and the membership is not asked for', async () => {
    const { requests } = renderApp(<DirectPlusBenefitsPage />, {
      route,
      wrap,
      extraRoutes: destinations,
    });

    expect(await screen.findByRole('heading', { name: 'Sign-in page' })).toBeInTheDocument();
    expect(requests.filter((request) => request.path === '/api/membership')).toHaveLength(0);
  });

  it('when the membership cannot be loaded, then the failure shows with a retry that loads it', async () => {
    let calls = 0;
    const server = membershipServer(user, makeMembership());
    renderApp(<DirectPlusBenefitsPage />, {
      route,
      wrap,
      user,
      handlers: [
        http.get('/api/membership', () => {
          calls += 1;
          return calls === 1
            ? HttpResponse.json(
                { message: 'The membership service is unavailable' },
                { status: 503 },
              )
            : HttpResponse.json(server.current());
        }),
        ...server.handlers,
      ],
    });

    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByRole('heading', { name: 'We could not load your membership' }),
    ).toBeInTheDocument();
    expect(within(alert).getByText('503: The membership service is unavailable')).toBeVisible();

    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await ready()).toBeInTheDocument();
  });
});
