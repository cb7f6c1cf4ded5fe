import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http, renderApp } from '@coffee/platform/testing';
import { AdminPortalPage } from '..';
import { admin, defaultSettings, withUi } from '../../../test/fixtures';

describe('admin portal tabs', () => {
  it('when opened, then the five sections are tabs and the dashboard shows', () => {
    renderApp(<AdminPortalPage />, { user: admin, wrap: withUi });
    const tabs = within(
      screen.getByRole('tablist', { name: 'Admin portal sections' }),
    ).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Dashboard',
      'Products',
      'Orders',
      'Users',
      'Settings',
    ]);
    expect(screen.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { level: 2, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('when another tab is clicked, then its section replaces the current one without a navigation', async () => {
    renderApp(<AdminPortalPage />, { user: admin, wrap: withUi });
    await userEvent.click(screen.getByRole('tab', { name: 'Users' }));
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Dashboard' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Users' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('when arrow keys are pressed on a tab, then the selection moves and wraps', async () => {
    renderApp(<AdminPortalPage />, {
      user: admin,
      wrap: withUi,
      handlers: [http.get('/api/admin/settings', () => HttpResponse.json(defaultSettings))],
    });
    screen.getByRole('tab', { name: 'Dashboard' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Dashboard' })).toHaveFocus();
  });

  it('when the orders tab opens, then the four status filters show with All selected', async () => {
    renderApp(<AdminPortalPage />, { user: admin, wrap: withUi });
    await userEvent.click(screen.getByRole('tab', { name: 'Orders' }));
    const filters = screen.getByRole('group', { name: 'Filter orders by status' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Pending', 'Completed', 'Cancelled']);
    expect(within(filters).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(7);
  });

  it('when the dashboard shows, then it makes no product or settings call', () => {
    const { requests } = renderApp(<AdminPortalPage />, { user: admin, wrap: withUi });
    expect(requests.filter((r) => r.path !== '/api/user')).toEqual([]);
  });
});
