import { screen, within } from '@testing-library/react';
import { StandaloneRoutes } from '@coffee/platform/standalone';
import { renderApp } from '@coffee/platform/testing';
import { UiProvider } from '@coffee/ui';
import { admin, dashboardHandler, emptyOrdersHandler, employee } from '../../test/fixtures';
import { standalone } from '../standalone';

const wrap = (children: React.ReactNode) => <UiProvider>{children}</UiProvider>;

describe('the standalone page of the staff remote', () => {
  it.each([
    ['/admin-portal', 'admin', admin, 'Admin Portal'],
    ['/employee-portal', 'employee', employee, 'Employee Portal'],
  ])(
    'when %s is opened by a signed-in %s, then its page shows, marked as this remote and build',
    async (route, _role, user, name) => {
      renderApp(<StandaloneRoutes {...standalone} />, {
        route,
        user,
        wrap,
        handlers: [dashboardHandler, emptyOrdersHandler],
      });

      const heading = await screen.findByRole('heading', { level: 1, name });
      const marker = heading.closest('[data-remote]');
      expect(marker).toHaveAttribute('data-remote', 'staff');
      expect(marker).toHaveAttribute('data-release', 'test@0.0.0');
    },
  );

  it('when a path of another part of the shop is opened, then an index links this remote’s pages', () => {
    renderApp(<StandaloneRoutes {...standalone} />, { route: '/checkout', wrap });

    expect(screen.getByRole('heading', { name: 'Staff portals' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Pages of the staff remote' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Admin portal (/admin-portal)', '/admin-portal'],
      ['Employee portal (/employee-portal)', '/employee-portal'],
    ]);
  });
});
