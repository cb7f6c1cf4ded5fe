import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StaffTicketSummary } from '@coffee/contracts';
import { HttpResponse, http, renderApp } from '@coffee/platform/testing';
import { EmployeePortalPage } from '..';
import {
  emptyOrdersHandler,
  employee,
  pageOf,
  sessionReady,
  staffTicket,
  ticketSummary,
  withUi,
} from '../../../test/fixtures';

const PAST = '2020-01-07T18:00:00.000Z';
const FUTURE = '2099-12-01T18:00:00.000Z';
/** As the queue writes a moment, in the reader's zone: "Tue, Dec 1, 1:00 PM". */
const moment = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).format(new Date(iso));

// In the server's order: waiting Direct+ tickets first, then the rest newest first.
const QUEUE: StaffTicketSummary[] = [
  ticketSummary(7, 'open', { tier: 'direct-plus', firstReplyDueAt: PAST, name: 'Mia Member' }),
  ticketSummary(5, 'in-progress', { tier: 'direct-plus', firstReplyDueAt: FUTURE }),
  ticketSummary(9, 'open', { firstReplyDueAt: FUTURE }),
  ticketSummary(8, 'in-progress', {
    firstReplyDueAt: PAST,
    firstRepliedAt: '2026-11-30T15:10:00.000Z',
  }),
  ticketSummary(6, 'resolved', { tier: 'direct-plus', firstReplyDueAt: PAST }),
];

async function openQueue() {
  const view = renderApp(<EmployeePortalPage />, {
    user: employee,
    wrap: withUi,
    handlers: [
      emptyOrdersHandler,
      http.get('/api/employee/overview', () =>
        HttpResponse.json({ tickets: { open: 2, inProgress: 2, resolved: 1, closed: 0 } }),
      ),
      http.get('/api/employee/tickets', ({ request }) => {
        const tier = new URL(request.url).searchParams.get('tier');
        return HttpResponse.json(pageOf(QUEUE.filter((t) => tier === 'all' || t.tier === tier)));
      }),
      http.get('/api/employee/tickets/TKT-1007', () =>
        HttpResponse.json({
          ...staffTicket(7, 'open'),
          tier: 'direct-plus',
          firstReplyDueAt: PAST,
        }),
      ),
      http.get('/api/employee/tickets/TKT-1009', () =>
        HttpResponse.json({ ...staffTicket(9, 'open'), firstReplyDueAt: FUTURE }),
      ),
    ],
  });
  await sessionReady(view.store);
  await userEvent.click(screen.getByRole('tab', { name: 'Support' }));
  await screen.findByRole('rowheader', { name: '#TKT-1007' });
  return view;
}

const rowOf = (number: string) =>
  screen.getByRole('rowheader', { name: number }).closest('tr') as HTMLElement;
const numbers = () =>
  within(within(screen.getByRole('region', { name: 'Support tickets' })).getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('employee portal: priority support', () => {
  it('when the queue loads, then it keeps the server’s order and marks Direct+ tickets "Priority" in words', async () => {
    await openQueue();
    expect(numbers()).toEqual(['#TKT-1007', '#TKT-1005', '#TKT-1009', '#TKT-1008', '#TKT-1006']);
    for (const n of ['#TKT-1007', '#TKT-1005', '#TKT-1006']) {
      expect(within(rowOf(n)).getByText('Priority')).toBeInTheDocument();
      expect(within(rowOf(n)).queryByText('Medium')).not.toBeInTheDocument();
      expect(rowOf(n)).toHaveTextContent('★ Direct+ member');
    }
    for (const n of ['#TKT-1009', '#TKT-1008']) {
      expect(within(rowOf(n)).queryByText('Priority')).not.toBeInTheDocument();
      expect(within(rowOf(n)).getByText('Medium')).toBeInTheDocument();
    }
  });

  it('when a waiting ticket is past its first-reply time, then it says Overdue; others show when it is due or was answered', async () => {
    await openQueue();
    expect(within(rowOf('#TKT-1007')).getByText('Overdue')).toBeInTheDocument();
    expect(rowOf('#TKT-1007')).toHaveTextContent(`was due ${moment(PAST)}`);
    expect(rowOf('#TKT-1005')).toHaveTextContent(`Due ${moment(FUTURE)}`);
    expect(within(rowOf('#TKT-1005')).queryByText('Overdue')).not.toBeInTheDocument();
    // Answered (even late): no longer overdue, the first reply's time instead.
    expect(rowOf('#TKT-1008')).toHaveTextContent(`Replied ${moment('2026-11-30T15:10:00.000Z')}`);
    expect(within(rowOf('#TKT-1008')).queryByText('Overdue')).not.toBeInTheDocument();
    // Resolved without an answer: waits on nobody.
    expect(within(rowOf('#TKT-1006')).queryByText('Overdue')).not.toBeInTheDocument();
  });

  it('when the tier filter is used, then the list asks the server for that tier', async () => {
    const { requests } = await openQueue();
    const tiers = screen.getByRole('group', { name: 'Filter tickets by support tier' });
    expect(
      within(tiers)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Priority (Direct+)', 'Standard']);
    await userEvent.click(within(tiers).getByRole('button', { name: 'Priority (Direct+)' }));
    await waitFor(() => expect(numbers()).toEqual(['#TKT-1007', '#TKT-1005', '#TKT-1006']));
    await userEvent.click(within(tiers).getByRole('button', { name: 'Standard' }));
    await waitFor(() => expect(numbers()).toEqual(['#TKT-1009', '#TKT-1008']));
    expect(
      requests.filter((r) => r.path === '/api/employee/tickets').map((r) => r.search.get('tier')),
    ).toEqual(['all', 'direct-plus', 'standard']);
  });

  it('when a ticket is opened, then the dialog says Priority and when the first reply is due', async () => {
    await openQueue();
    await userEvent.click(within(rowOf('#TKT-1007')).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: /#TKT-1007/ });
    expect(
      await within(dialog).findByText(`· First reply overdue: was due ${moment(PAST)}`, {
        exact: false,
      }),
    ).toHaveTextContent(`Priority Direct+ member · First reply overdue: was due ${moment(PAST)}`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));

    await userEvent.click(within(rowOf('#TKT-1009')).getByRole('button', { name: 'View' }));
    const other = await screen.findByRole('dialog', { name: /#TKT-1009/ });
    expect(
      await within(other).findByText(`Standard support · First reply due ${moment(FUTURE)}`),
    ).toBeInTheDocument();
    expect(within(other).queryByText('Priority')).not.toBeInTheDocument();
  });
});
