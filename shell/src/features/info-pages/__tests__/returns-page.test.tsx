import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, makeUser, renderApp } from '@coffee/platform/testing';
import { UiProvider } from '@coffee/ui';
import type { PublicUser } from '@coffee/contracts';
import { ReturnsPage } from '..';

function renderPage(
  user: PublicUser | null = null,
  handlers = [] as ReturnType<typeof http.get>[],
) {
  return renderApp(<ReturnsPage />, {
    route: '/returns',
    user,
    handlers,
    wrap: (c) => <UiProvider>{c}</UiProvider>,
  });
}

const bothRules = () => screen.getByRole('group', { name: 'Return windows' });

/** Waits until GET /api/user has answered (the user or 401), so the page shows its final state. */
async function sessionSettled(store: ReturnType<typeof renderPage>['store']) {
  await waitFor(() => {
    const queries = Object.values(store.getState().api.queries);
    expect(queries.some((q) => q?.status === 'fulfilled' || q?.status === 'rejected')).toBe(true);
  });
}

describe('Returns page', () => {
  it('when a visitor opens it, then the title is set and both windows show: 30 days for Standard, 60 for Direct+', async () => {
    const { store } = renderPage();
    expect(document.title).toBe('Returns & Refunds | Brew Haven');
    expect(screen.getByRole('heading', { level: 1, name: 'Returns & Refunds' })).toBeVisible();
    // Still both once the 401 has come back.
    await sessionSettled(store);
    const rules = bothRules();
    expect(within(rules).getByRole('heading', { name: 'Standard accounts' })).toBeVisible();
    expect(rules).toHaveTextContent('30 days from delivery to start a return.');
    expect(within(rules).getByRole('heading', { name: 'Direct+ members' })).toBeVisible();
    expect(rules).toHaveTextContent('60 days from delivery to start a return.');
    expect(screen.queryByText('Your return window')).not.toBeInTheDocument();
  });

  it('when the session is still loading, then both rules show and nothing personal', () => {
    renderPage(makeUser({ isDirectPlus: true }), [
      http.get('/api/user', async () => {
        await delay('infinite');
      }),
    ]);
    expect(bothRules()).toHaveTextContent('30 days');
    expect(bothRules()).toHaveTextContent('60 days');
    expect(screen.queryByText(/As a Direct\+ member/)).not.toBeInTheDocument();
    // The policy itself never waits for the session.
    expect(screen.getByRole('heading', { level: 2, name: 'How to Start a Return' })).toBeVisible();
  });

  it('when a Direct+ member opens it, then it shows their own 60-day window', async () => {
    renderPage(makeUser({ isDirectPlus: true }));
    const own = await screen.findByRole('group', { name: 'Your return window' });
    expect(own).toHaveTextContent(
      'As a Direct+ member you have 60 days from delivery to start a return.',
    );
    expect(own).not.toHaveTextContent('30 days');
    expect(screen.queryByRole('group', { name: 'Return windows' })).not.toBeInTheDocument();
  });

  it('when a Standard customer opens it, then it shows their 30-day window and points at Direct+', async () => {
    renderPage(makeUser({ isDirectPlus: false }));
    const own = await screen.findByRole('group', { name: 'Your return window' });
    expect(own).toHaveTextContent(
      'With your Standard account you have 30 days from delivery to start a return.',
    );
    expect(own).toHaveTextContent('Direct+ members have 60 days.');
    expect(within(own).getByRole('link', { name: 'Learn about Direct+' })).toHaveAttribute(
      'href',
      '/direct-plus',
    );
  });

  it('when a staff account opens it, then both rules show (staff have no membership)', async () => {
    const { store } = renderPage(makeUser({ role: 'employee', username: 'staff' }));
    await sessionSettled(store);
    expect(bothRules()).toBeVisible();
    expect(screen.queryByText('Your return window')).not.toBeInTheDocument();
  });

  it('when read, then it says what can be returned (coffee under the taste guarantee), how to request a return from the order page, refunds and damaged items', () => {
    renderPage();
    const what = screen.getByRole('region', { name: 'What You Can Return' });
    expect(what).toHaveTextContent('Coffee, under our taste guarantee');
    expect(what).toHaveTextContent('coffee is never sent back');
    expect(what).toHaveTextContent('unused and in their original packaging');
    expect(what).toHaveTextContent('We cannot take back gift cards');
    expect(what).toHaveTextContent('Subscription plans are not returned');

    const start = screen.getByRole('region', { name: 'How to Start a Return' });
    expect(within(start).getByRole('link', { name: 'Your Orders' })).toHaveAttribute(
      'href',
      '/orders',
    );
    expect(start).toHaveTextContent('“Request a return” button');
    expect(start).toHaveTextContent('For coffee, choose a refund or a fresh bag.');
    expect(start).toHaveTextContent('within 14 days to Brew Haven Returns, 148 Roasters Row');
    expect(start).toHaveTextContent(
      '30 days, or 60 days if your Direct+ membership was active that day',
    );
    expect(within(start).getByRole('link', { name: 'contact form' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
    expect(within(start).getByRole('link', { name: '1-800-555-0199' })).toHaveAttribute(
      'href',
      'tel:+18005550199',
    );
    expect(within(start).getAllByRole('listitem')).toHaveLength(5);

    const refunds = screen.getByRole('region', { name: 'Refunds' });
    expect(refunds).toHaveTextContent('the price you paid for the items and their tax');
    expect(refunds).toHaveTextContent('may be refunded in part');
    expect(
      screen.getByRole('region', { name: 'Damaged, Defective or Wrong Items' }),
    ).toHaveTextContent('request a return from the order page with that reason');
  });
});
