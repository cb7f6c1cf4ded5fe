import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router-dom';
import { makeUser, renderApp } from '@coffee/platform/testing';
import { UiProvider } from '@coffee/ui';
import { Toasts } from '@coffee/platform';
import { GuardedPage, standardChoiceServer } from '../../../test/initial-payment';
import { SELECTED_BILLING_PERIOD_KEY } from '../../../shared/membership';
import { SELECTED_MEMBERSHIP_KEY } from '../../../shared/selected-membership';
import { MembershipPage } from '..';

const wrap = (children: React.ReactNode) => <UiProvider>{children}</UiProvider>;

const destinations = (
  <>
    <Route path="/register-account" element={<h1>Register account page</h1>} />
    <Route path="/direct-plus-benefits" element={<h1>Direct+ benefits page</h1>} />
    <Route path="/direct-plus-payment" element={<h1>Direct+ payment page</h1>} />
  </>
);

const directPlusCard = () => screen.getByRole('article', { name: 'Direct+' });

describe('MembershipPage (/membership)', () => {
  beforeEach(() => window.localStorage.clear());

  it('when the page opens, then annual billing is selected, labelled Save 16%, and Direct+ shows $99.99 per year with the $19.89 saving', async () => {
    renderApp(<MembershipPage />, { route: '/membership', wrap });

    const annual = await screen.findByRole('radio', { name: 'Annual Save 16%' });
    expect(annual).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Monthly' })).not.toBeChecked();
    const card = directPlusCard();
    expect(within(card).getByText('$99.99')).toBeInTheDocument();
    expect(within(card).getByText('per year')).toBeInTheDocument();
    expect(within(card).getByText('Save $19.89 a year')).toBeInTheDocument();
  });

  it('when Monthly is chosen, then Direct+ shows $9.99 per month and no annual saving', async () => {
    renderApp(<MembershipPage />, { route: '/membership', wrap });
    await userEvent.setup().click(await screen.findByRole('radio', { name: 'Monthly' }));

    const card = directPlusCard();
    expect(within(card).getByText('$9.99')).toBeInTheDocument();
    expect(within(card).getByText('per month')).toBeInTheDocument();
    expect(within(card).queryByText(/Save \$19\.89/)).not.toBeInTheDocument();
    expect(within(card).queryByText('$99.99')).not.toBeInTheDocument();
  });

  it('when the page opens, then Standard is free and Direct+ lists the membership-page benefits', async () => {
    renderApp(<MembershipPage />, { route: '/membership', wrap });

    const standard = await screen.findByRole('article', { name: 'Standard' });
    expect(within(standard).getByText('Free')).toBeInTheDocument();
    const benefits = within(directPlusCard())
      .getAllByRole('listitem')
      .map((li) => li.querySelector('strong')?.textContent);
    expect(benefits).toEqual([
      'Free shipping on orders over $35',
      '10% off coffee',
      'Early access to new releases',
      'Invitations to tasting events',
      'Equipment discounts up to 15%',
      'A birthday sample',
    ]);
    expect(within(directPlusCard()).getByText(/24-hour early windows/)).toBeInTheDocument();
  });

  it('when a FAQ question is clicked, then its answer opens', async () => {
    renderApp(<MembershipPage />, { route: '/membership', wrap });
    const faq = await screen.findByRole('region', { name: 'Frequently Asked Questions' });
    const question = within(faq).getByText('How much does Direct+ cost?');
    const item = question.closest('details');
    expect(item).not.toHaveAttribute('open');

    await userEvent.setup().click(question);
    expect(item).toHaveAttribute('open');
    expect(
      within(item as HTMLElement).getByText(/\$9\.99 per month, or \$99\.99 per year.*\$19\.89/),
    ).toBeInTheDocument();
  });

  it.each([
    ['Choose Standard', 'standard'],
    ['Choose Direct+', 'directPlus'],
  ])(
    'when a signed-out visitor clicks %s, then the plan is stored and account creation opens',
    async (button, stored) => {
      renderApp(<MembershipPage />, { route: '/membership', wrap, extraRoutes: destinations });
      await userEvent.setup().click(await screen.findByRole('button', { name: button }));

      expect(
        await screen.findByRole('heading', { name: 'Register account page' }),
      ).toBeInTheDocument();
      expect(window.localStorage.getItem(SELECTED_MEMBERSHIP_KEY)).toBe(stored);
    },
  );

  it('when a Direct+ member opens the page, then they are sent to /direct-plus-benefits', async () => {
    renderApp(<MembershipPage />, {
      route: '/membership',
      wrap,
      user: makeUser({ isDirectPlus: true, directPlusExpiry: '2027-01-01T00:00:00.000Z' }),
      extraRoutes: destinations,
    });

    expect(
      await screen.findByRole('heading', { name: 'Direct+ benefits page' }),
    ).toBeInTheDocument();
  });

  it('when a signed-in Standard customer upgrades, then they go to the Direct+ payment page and no plan is stored', async () => {
    renderApp(<MembershipPage />, {
      route: '/membership',
      wrap,
      user: makeUser(),
      extraRoutes: destinations,
    });

    expect(await screen.findByRole('button', { name: 'Your Current Plan' })).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Upgrade to Direct+' }));
    expect(
      await screen.findByRole('heading', { name: 'Direct+ payment page' }),
    ).toBeInTheDocument();
    expect(window.localStorage.getItem(SELECTED_MEMBERSHIP_KEY)).toBeNull();
  });

  it.each([
    ['a signed-out visitor', null, 'Choose Direct+', 'Register account page'],
    ['a signed-in Standard customer', makeUser(), 'Upgrade to Direct+', 'Direct+ payment page'],
  ])(
    'when %s picks Monthly and then Direct+, then monthly billing is remembered for the payment page',
    async (_who, user, button, destination) => {
      renderApp(<MembershipPage />, {
        route: '/membership',
        wrap,
        user,
        extraRoutes: destinations,
      });
      const clicks = userEvent.setup();
      await clicks.click(await screen.findByRole('radio', { name: 'Monthly' }));
      // Toggling alone remembers nothing: only choosing Direct+ does.
      expect(window.localStorage.getItem(SELECTED_BILLING_PERIOD_KEY)).toBeNull();

      await clicks.click(screen.getByRole('button', { name: button }));

      expect(await screen.findByRole('heading', { name: destination })).toBeInTheDocument();
      expect(window.localStorage.getItem(SELECTED_BILLING_PERIOD_KEY)).toBe('monthly');
    },
  );

  it('when Direct+ is chosen with the default billing, then annual billing is remembered', async () => {
    window.localStorage.setItem(SELECTED_BILLING_PERIOD_KEY, 'monthly');
    renderApp(<MembershipPage />, { route: '/membership', wrap, extraRoutes: destinations });
    const clicks = userEvent.setup();
    // The toggle starts at the period chosen last time.
    expect(await screen.findByRole('radio', { name: 'Monthly' })).toBeChecked();
    await clicks.click(screen.getByRole('radio', { name: 'Annual Save 16%' }));
    await clicks.click(screen.getByRole('button', { name: 'Choose Direct+' }));

    expect(
      await screen.findByRole('heading', { name: 'Register account page' }),
    ).toBeInTheDocument();
    expect(window.localStorage.getItem(SELECTED_BILLING_PERIOD_KEY)).toBe('annual');
  });

  it('when Standard is chosen, then no billing period is remembered', async () => {
    renderApp(<MembershipPage />, { route: '/membership', wrap, extraRoutes: destinations });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Choose Standard' }));

    expect(
      await screen.findByRole('heading', { name: 'Register account page' }),
    ).toBeInTheDocument();
    expect(window.localStorage.getItem(SELECTED_BILLING_PERIOD_KEY)).toBeNull();
  });

  it('when a Direct+ sign-up who has not paid opens it, then Standard is not called their current plan: it is offered as the way out, and choosing it opens the shop', async () => {
    const signUp = makeUser({ hasCompletedInitialPayment: false });
    const server = standardChoiceServer(signUp);
    renderApp(<MembershipPage />, {
      route: '/membership',
      wrap: (children) => (
        <UiProvider>
          {children}
          <Toasts />
        </UiProvider>
      ),
      handlers: server.handlers,
      extraRoutes: (
        <>
          {destinations}
          <Route path="/" element={<GuardedPage name="Home page" />} />
        </>
      ),
    });
    const standard = await screen.findByRole('article', { name: 'Standard' });
    expect(within(standard).queryByRole('button', { name: 'Your Current Plan' })).toBeNull();
    expect(
      within(directPlusCard()).getByRole('button', { name: 'Complete your Direct+ payment' }),
    ).toBeEnabled();
    await userEvent
      .setup()
      .click(
        within(standard).getByRole('button', { name: 'Continue with a free Standard account' }),
      );
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
    expect(server.chosen()).toBe(1);
  });

  it('when the session is still loading, then neither plan can be chosen yet', () => {
    renderApp(<MembershipPage />, { route: '/membership', wrap, user: makeUser() });

    expect(screen.getByRole('status', { name: 'Loading membership plans' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
