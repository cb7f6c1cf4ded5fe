import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http, renderApp, type RequestHandler } from '@coffee/platform/testing';
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

const overview = { tickets: { open: 7, inProgress: 3, resolved: 42, closed: 9 } };
const TICKETS = [
  ticketSummary(1, 'open'),
  ticketSummary(2, 'in-progress'),
  ticketSummary(3, 'resolved'),
  ticketSummary(4, 'closed'),
  ticketSummary(5, 'open', {
    source: 'chat',
    topic: null,
    subject: 'Chat: Do you ship to Canada?',
    replyRequested: true,
    chatEndedAt: '2026-11-26T10:10:00.000Z',
  }),
  ticketSummary(6, 'closed', {
    source: 'chat',
    topic: null,
    subject: 'Chat: Decaf?',
    replyRequested: false,
    chatEndedAt: '2026-11-26T10:12:00.000Z',
  }),
];

async function openSupport(handlers: RequestHandler[] = []) {
  const view = renderApp(<EmployeePortalPage />, {
    user: employee,
    wrap: withUi,
    handlers: [
      emptyOrdersHandler,
      ...handlers,
      http.get('/api/employee/overview', () => HttpResponse.json(overview)),
      http.get('/api/employee/tickets', ({ request }) => {
        const params = new URL(request.url).searchParams;
        const status = params.get('status');
        const source = params.get('source');
        return HttpResponse.json(
          pageOf(
            TICKETS.filter(
              (t) =>
                (status === 'all' || t.status === status) &&
                (source === 'all' || t.source === source),
            ),
          ),
        );
      }),
      http.get('/api/employee/tickets/:number', ({ params }) =>
        HttpResponse.json(staffTicket(Number(String(params.number).slice(4)) - 1000, 'open')),
      ),
    ],
  });
  await sessionReady(view.store);
  await userEvent.click(screen.getByRole('tab', { name: 'Support' }));
  await screen.findByRole('rowheader', { name: '#TKT-1001' });
  return view;
}

const bodyRows = () =>
  within(within(screen.getByRole('region', { name: 'Support tickets' })).getByRole('table'))
    .getAllByRole('row')
    .slice(1);
const rowOf = (number: string) =>
  screen.getByRole('rowheader', { name: number }).closest('tr') as HTMLElement;

describe('employee portal: support', () => {
  it('when opened, then the live counts and real tickets show as #TKT-…, View on every row, Respond on unresolved ones', async () => {
    await openSupport();
    const counts = await screen.findByLabelText('Ticket counts');
    expect(
      within(counts)
        .getAllByRole('term')
        .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    ).toEqual([
      ['Open', '7'],
      ['In Progress', '3'],
      ['Resolved', '42'],
      ['Closed', '9'],
    ]);
    const rows = bodyRows();
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      '#TKT-1001',
      '#TKT-1002',
      '#TKT-1003',
      '#TKT-1004',
      '#TKT-1005',
      '#TKT-1006',
    ]);
    rows.forEach((r) =>
      expect(within(r).getByRole('button', { name: 'View' })).toBeInTheDocument(),
    );
    expect(within(rowOf('#TKT-1001')).getByRole('button', { name: 'Respond' })).toBeInTheDocument();
    expect(within(rowOf('#TKT-1002')).getByRole('button', { name: 'Respond' })).toBeInTheDocument();
    expect(within(rowOf('#TKT-1003')).queryByRole('button', { name: 'Respond' })).toBeNull();
    expect(within(rowOf('#TKT-1004')).queryByRole('button', { name: 'Respond' })).toBeNull();
  });

  it('when a status filter is chosen, then the list asks for it', async () => {
    const { requests } = await openSupport();
    const filters = screen.getByRole('group', { name: 'Filter tickets by status' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Open', 'In Progress', 'Resolved', 'Closed']);
    await userEvent.click(within(filters).getByRole('button', { name: 'Resolved' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    await userEvent.click(within(filters).getByRole('button', { name: 'Closed' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    await userEvent.click(within(filters).getByRole('button', { name: 'In Progress' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(
      requests.filter((r) => r.path === '/api/employee/tickets').map((r) => r.search.get('status')),
    ).toEqual(['all', 'resolved', 'closed', 'in-progress']);
  });

  it('when an older service counts closed tickets under resolved, then the counter says "Resolved or closed"', async () => {
    await openSupport([
      http.get('/api/employee/overview', () =>
        HttpResponse.json({ tickets: { open: 7, inProgress: 3, resolved: 51 } }),
      ),
    ]);
    const counts = await screen.findByLabelText('Ticket counts');
    expect(
      within(counts)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['Open', 'In Progress', 'Resolved or closed']);
  });

  it('when View is pressed, then the conversation shows as text, a staff answer with who wrote it', async () => {
    const answered = staffTicket(3, 'resolved');
    answered.messages.push({
      id: 'm2',
      message: 'It ships today.',
      isStaff: true,
      authorName: 'Brew Haven Support',
      staffName: 'Sofia Martinez',
      createdAt: '2026-11-29T10:00:00.000Z',
    });
    await openSupport([
      http.get('/api/employee/tickets/TKT-1003', () => HttpResponse.json(answered)),
    ]);
    await userEvent.click(within(rowOf('#TKT-1003')).getByRole('button', { name: 'View' }));
    const dialog = await screen.findByRole('dialog', { name: /#TKT-1003/ });
    const conversation = await within(dialog).findByRole('list', { name: 'Conversation' });
    expect(conversation).toHaveTextContent('<b>Where is my order?</b>');
    const [asked, answer] = within(conversation).getAllByRole('listitem');
    expect(asked).toHaveTextContent(/^Maya Thompson · November 26, 2026/);
    expect(answer).toHaveTextContent(
      /^Sofia Martinez for Brew Haven Support · November 29, 2026It ships today\.$/,
    );
    expect(within(dialog).queryByLabelText('Your reply')).not.toBeInTheDocument();
  });

  it('when Respond is used, then the reply is checked, posted, and the status can change', async () => {
    const { requests, store } = await openSupport([
      http.post('/api/employee/tickets/:number/messages', () =>
        HttpResponse.json(
          {
            id: 'm2',
            message: 'It ships today.',
            isStaff: true,
            authorName: 'Brew Haven Support',
            createdAt: '2026-11-27T10:00:00.000Z',
          },
          { status: 201 },
        ),
      ),
      http.put('/api/employee/tickets/:number/status', () =>
        HttpResponse.json(staffTicket(1, 'resolved')),
      ),
    ]);
    await userEvent.click(within(rowOf('#TKT-1001')).getByRole('button', { name: 'Respond' }));
    const dialog = await screen.findByRole('dialog', { name: /#TKT-1001/ });
    const reply = await within(dialog).findByLabelText('Your reply');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Reply' }));
    expect(within(dialog).getByText('Please write a message')).toBeInTheDocument();
    await userEvent.type(reply, 'It ships today.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Reply' }));
    await waitFor(() =>
      expect(store.getState().toast.toasts[0]).toMatchObject({ title: 'Reply sent' }),
    );
    const post = requests.find((r) => r.method === 'POST');
    expect(post?.path).toBe('/api/employee/tickets/TKT-1001/messages');
    expect(post?.body).toEqual({ message: 'It ships today.' });

    await userEvent.selectOptions(within(dialog).getByLabelText('Status'), 'resolved');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ status: 'resolved' }),
    );
    expect(requests.find((r) => r.method === 'PUT')?.path).toBe(
      '/api/employee/tickets/TKT-1001/status',
    );
  });

  it('when the server refuses a reply, then its message shows', async () => {
    await openSupport([
      http.post('/api/employee/tickets/:number/messages', () =>
        HttpResponse.json(
          { message: 'This ticket is resolved: reopen it to answer' },
          { status: 409 },
        ),
      ),
    ]);
    await userEvent.click(within(rowOf('#TKT-1002')).getByRole('button', { name: 'Respond' }));
    const dialog = await screen.findByRole('dialog', { name: /#TKT-1002/ });
    await userEvent.type(await within(dialog).findByLabelText('Your reply'), 'Hello');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Reply' }));
    expect(
      await within(dialog).findByText('This ticket is resolved: reopen it to answer'),
    ).toBeInTheDocument();
  });

  it('when tickets come from the chat, then they are marked with what the visitor chose, and the source filter lists them apart', async () => {
    const { requests } = await openSupport();
    expect(within(rowOf('#TKT-1005')).getByText('Chat')).toBeInTheDocument();
    expect(rowOf('#TKT-1005')).toHaveTextContent('Reply by email asked');
    expect(rowOf('#TKT-1006')).toHaveTextContent('Ended, no reply needed');
    expect(within(rowOf('#TKT-1001')).queryByText('Chat')).not.toBeInTheDocument();

    const sources = screen.getByRole('group', { name: 'Filter tickets by source' });
    expect(
      within(sources)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['All', 'Contact form', 'Chat']);
    await userEvent.click(within(sources).getByRole('button', { name: 'Chat' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(bodyRows().map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      '#TKT-1005',
      '#TKT-1006',
    ]);
    // With a status too: open chat tickets, the ones waiting for the team.
    const statuses = screen.getByRole('group', { name: 'Filter tickets by status' });
    await userEvent.click(within(statuses).getByRole('button', { name: 'Open' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    const last = requests.filter((r) => r.path === '/api/employee/tickets').at(-1);
    expect(Object.fromEntries(last!.search)).toMatchObject({
      status: 'open',
      source: 'chat',
      page: '1',
    });
  });

  it('when a ticket’s status changes, then the counters above the list follow at once', async () => {
    let counts = { open: 7, inProgress: 3, resolved: 42, closed: 9 };
    await openSupport([
      http.get('/api/employee/overview', () => HttpResponse.json({ tickets: counts })),
      http.put('/api/employee/tickets/:number/status', () => {
        counts = { open: 6, inProgress: 3, resolved: 43, closed: 9 };
        return HttpResponse.json(staffTicket(1, 'resolved'));
      }),
    ]);
    const count = (label: string) =>
      within(screen.getByLabelText('Ticket counts')).getByText(label).nextElementSibling
        ?.textContent;
    await waitFor(() => expect(count('Open')).toBe('7'));
    await userEvent.click(within(rowOf('#TKT-1001')).getByRole('button', { name: 'Respond' }));
    const dialog = await screen.findByRole('dialog', { name: /#TKT-1001/ });
    await userEvent.selectOptions(await within(dialog).findByLabelText('Status'), 'resolved');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update Status' }));
    await waitFor(() => expect(count('Open')).toBe('6'));
    expect(count('Resolved')).toBe('43');
  });
});
