import { screen, within } from '@testing-library/react';
import { StandaloneRoutes } from '@coffee/platform/standalone';
import { renderApp } from '@coffee/platform/testing';
import { UiProvider } from '@coffee/ui';
import { standalone } from '../standalone';

const wrap = (children: React.ReactNode) => <UiProvider>{children}</UiProvider>;

describe('the standalone page of the membership remote', () => {
  it.each([
    ['/membership', 1, 'Choose Your Membership'],
    ['/register-account', 1, 'Create Your Account'],
    ['/plan-comparison', 2, 'Choose Your Membership'],
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

  it('when a path of another part of the shop is opened, then an index links this remote’s pages', () => {
    renderApp(<StandaloneRoutes {...standalone} />, { route: '/checkout', wrap });

    expect(screen.getByRole('heading', { name: 'Direct+ membership' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Pages of the membership remote' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/membership', '/register-account', '/plan-comparison']);
  });
});
