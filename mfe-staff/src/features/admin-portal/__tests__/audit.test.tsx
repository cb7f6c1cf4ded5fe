import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http, renderApp } from '@coffee/platform/testing';
import { AdminPortalPage } from '..';
import { admin, dashboardHandler, pageOf, withUi } from '../../../test/fixtures';

describe('admin portal: audit log', () => {
  it('when opened, then the staff actions show, newest first as the server sends them, paged', async () => {
    const { requests } = renderApp(<AdminPortalPage />, {
      user: admin,
      wrap: withUi,
      handlers: [
        dashboardHandler,
        http.get('/api/admin/audit', () =>
          HttpResponse.json(
            pageOf(
              [
                {
                  id: 'a1',
                  at: '2026-11-27T10:00:00.000Z',
                  actor: { userId: 'e1', name: 'jordan', role: 'employee' },
                  action: 'stock.change',
                  target: { kind: 'product', id: 'p1', label: 'Kenya AA' },
                  summary: 'stock 12 -> 40: delivery',
                },
              ],
              41,
            ),
          ),
        ),
      ],
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Audit Log' }));
    const table = within(await screen.findByRole('region', { name: 'Audit log' }));
    expect(await table.findByText('stock 12 -> 40: delivery')).toBeInTheDocument();
    expect(table.getByText('jordan')).toBeInTheDocument();
    expect(table.getByText('Employee')).toBeInTheDocument();
    expect(table.getByText('Kenya AA')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–20 of 41 entries')).toBeInTheDocument();
    expect(requests.find((r) => r.path === '/api/admin/audit')?.search.get('page')).toBe('1');
  });

  it('when entries are long, then target and what changed wrap in their cells, and the key column names the time', async () => {
    const subject = `Chat: ${'Which grind suits a moka pot best, and how fine should it be '.repeat(2)}`;
    renderApp(<AdminPortalPage />, {
      user: admin,
      wrap: withUi,
      handlers: [
        dashboardHandler,
        http.get('/api/admin/audit', () =>
          HttpResponse.json(
            pageOf([
              {
                id: 'a2',
                at: '2026-11-29T13:10:00.000Z',
                actor: { userId: 'e1', name: 'Sofia Martinez', role: 'employee' },
                action: 'ticket.status',
                target: { kind: 'ticket', id: 'TKT-1005', label: subject },
                summary: 'in-progress -> resolved',
              },
            ]),
          ),
        ),
      ],
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Audit Log' }));
    const table = within(await screen.findByRole('region', { name: 'Audit log' }));
    const header = await table.findByRole('rowheader');
    expect(header).toHaveTextContent(/^November 29, 2026 \d{1,2}:10 [AP]M$/);
    const row = header.closest('tr') as HTMLElement;
    const [, , action, target, changed] = [...row.children] as HTMLElement[];
    expect(action).toHaveTextContent('ticket.status');
    // At 1280 the table was 1500 px wide: these cells kept their text on one line.
    for (const cell of [action!, target!, changed!]) {
      expect(getComputedStyle(cell).whiteSpace).toBe('normal');
    }
    expect(target).toHaveTextContent(subject.trim());
    expect(getComputedStyle(target!).maxWidth).toBe('18rem');
    expect(changed).toHaveTextContent('in-progress -> resolved');
  });
});
