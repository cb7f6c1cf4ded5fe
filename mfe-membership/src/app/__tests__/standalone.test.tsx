import { screen, within } from '@testing-library/react';
import { StandaloneRoutes } from '@coffee/platform/standalone';
import { HttpResponse, http, makeUser, renderApp } from '@coffee/platform/testing';
import { UiProvider } from '@coffee/ui';
import { makeMembership } from '../../test/membership';
import { standalone } from '../standalone';

const wrap = (children: React.ReactNode) => <UiProvider>{children}</UiProvider>;

describe('the standalone page of the membership remote', () => {
  it.each([
    ['/membership', 1, 'Choose Your Membership'],
    ['/register-account', 1, 'Create Your Account'],
    ['/plan-comparison', 2, 'Choose Your Membership'],
    ['/direct-plus', 1, 'Direct+ Membership'],
  ])(
    'when %s is opened by a signed-out visitor, then its page shows, marked as this remote and build',
    async (route, level, name) => {
      renderApp(<StandaloneRoutes {...standalone} />, { route, wrap });

      const heading = await screen.findByRole('heading', { level, name });
      const marker = heading.closest('[data-remote]');
      expect(marker).toHaveAttribute('data-remote', 'membership');
      expect(marker).toHaveAttribute('data-release', 'test@0.0.0');
    },
  );

  const member = makeUser({ isDirectPlus: true, directPlusExpiry: '2027-03-01T12:00:00.000Z' });
  it.each([
    ['/direct-plus-benefits', 'Your Direct+ Benefits'],
    [
      '/payment-confirmation/direct-plus?payment_intent=pi_1&redirect_status=succeeded',
      'Welcome to Direct+',
    ],
  ])(
    'when %s is opened by a member, then its page shows, marked as this remote and build',
    async (route, name) => {
      renderApp(<StandaloneRoutes {...standalone} />, {
        route,
        wrap,
        user: member,
        handlers: [http.get('/api/membership', () => HttpResponse.json(makeMembership()))],
      });

      const heading = await screen.findByRole('heading', { level: 1, name });
      const marker = heading.closest('[data-remote]');
      expect(marker).toHaveAttribute('data-remote', 'membership');
      expect(marker).toHaveAttribute('data-release', 'test@0.0.0');
    },
  );

  it('when /payment-methods is opened signed in, then the saved cards widget shows, marked as this remote', async () => {
    renderApp(<StandaloneRoutes {...standalone} />, {
      route: '/payment-methods',
      wrap,
      user: member,
      handlers: [http.get('/api/payment-methods', () => HttpResponse.json([]))],
    });
    const heading = await screen.findByRole('heading', { name: 'No payment methods saved' });
    expect(heading.closest('[data-remote]')).toHaveAttribute('data-remote', 'membership');
  });

  it('when a path of another part of the shop is opened, then an index links this remote’s pages', () => {
    renderApp(<StandaloneRoutes {...standalone} />, { route: '/checkout', wrap });

    expect(screen.getByRole('heading', { name: 'Direct+ membership' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Pages of the membership remote' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/membership',
      '/register-account',
      '/direct-plus',
      '/register-membership',
      '/direct-plus-payment',
      '/direct-plus-benefits',
      '/payment-confirmation/direct-plus',
      '/plan-comparison',
      '/payment-methods',
    ]);
  });
});
