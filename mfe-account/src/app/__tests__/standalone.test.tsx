import { screen, within } from '@testing-library/react';
import { StandaloneRoutes } from '@coffee/platform/standalone';
import { makeUser, renderApp } from '@coffee/platform/testing';
import { UiProvider } from '@coffee/ui';
import { standalone } from '../standalone';

const wrap = (children: React.ReactNode) => <UiProvider>{children}</UiProvider>;

describe('the standalone pages of the account remote', () => {
  it('when /auth is opened, then the sign-in page shows, marked as this remote and build', async () => {
    renderApp(<StandaloneRoutes {...standalone} />, { route: '/auth', wrap });

    const heading = await screen.findByRole('heading', { level: 1, name: 'Sign In' });
    const marker = heading.closest('[data-remote]');
    expect(marker).toHaveAttribute('data-remote', 'account');
    expect(marker).toHaveAttribute('data-release', 'test@0.0.0');
  });

  it('when a path of another part of the shop is opened, then an index links this remote’s pages', () => {
    renderApp(<StandaloneRoutes {...standalone} />, { route: '/checkout', wrap });

    expect(screen.getByRole('heading', { name: 'Sign-in and your account' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Pages of the account remote' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Sign in (/auth)', '/auth'],
      ['My account (/account-page)', '/account-page'],
      ['Newsletter unsubscribe (/newsletter/unsubscribe)', '/newsletter/unsubscribe'],
      ['Newsletter confirm (/newsletter/confirm)', '/newsletter/confirm'],
      ['Forgot password (/forgot-password)', '/forgot-password'],
      ['Reset password (/reset-password)', '/reset-password'],
      ['Verify email (/verify-email)', '/verify-email'],
      ['Newsletter sign-up widget (/newsletter)', '/newsletter'],
    ]);
  });

  it('when /account-page is opened signed in, then the account page shows, marked as this remote', async () => {
    renderApp(<StandaloneRoutes {...standalone} />, {
      route: '/account-page',
      user: makeUser(),
      wrap,
    });

    const heading = await screen.findByRole('heading', { level: 1, name: 'My Account' });
    expect(heading.closest('[data-remote]')).toHaveAttribute('data-remote', 'account');
  });

  it('when /newsletter is opened, then the sign-up widget shows on its own, marked as this remote', () => {
    renderApp(<StandaloneRoutes {...standalone} />, { route: '/newsletter', wrap });

    const heading = screen.getByRole('heading', { name: 'Join Our Newsletter' });
    expect(heading.closest('[data-remote]')).toHaveAttribute('data-remote', 'account');
  });
});
