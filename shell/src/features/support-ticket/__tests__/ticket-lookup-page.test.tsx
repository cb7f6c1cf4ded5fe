import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TICKET_NOT_FOUND_MESSAGE } from '@coffee/contracts';
import { HttpResponse, http, renderApp } from '@coffee/platform/testing';
import { UiProvider } from '@coffee/ui';
import { TicketLookupPage } from '..';

const ticket = {
  ticketNumber: 'TKT-1001',
  subject: 'Returns & refunds: I would like to return',
  topic: 'returns',
  orderNumber: null,
  source: 'contact',
  status: 'in-progress',
  priority: 'medium',
  name: 'Jordan Lee',
  email: 'jordan@example.com',
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T11:00:00.000Z',
  closedAt: null,
  messages: [
    {
      id: 'm1',
      message: 'I would like to return <b>an unopened bag</b>.',
      isStaff: false,
      authorName: 'Jordan Lee',
      createdAt: '2026-11-27T10:00:00.000Z',
    },
    {
      id: 'm2',
      message: 'Of course! A return label is on its way.',
      isStaff: true,
      authorName: 'Coffee Shop Support',
      createdAt: '2026-11-27T11:00:00.000Z',
    },
  ],
};

function renderPage(route = '/support/ticket') {
  const user = userEvent.setup();
  const view = renderApp(<TicketLookupPage />, {
    route,
    wrap: (c) => <UiProvider>{c}</UiProvider>,
    handlers: [
      http.post('/api/support/tickets/lookup', async ({ request }) => {
        const body = (await request.json()) as { ticketNumber: string; email: string };
        return body.ticketNumber === 'TKT-1001' && body.email === 'jordan@example.com'
          ? HttpResponse.json(ticket)
          : HttpResponse.json({ message: TICKET_NOT_FOUND_MESSAGE }, { status: 404 });
      }),
    ],
  });
  const posts = () => view.requests.filter((r) => r.method === 'POST');
  return { user, posts, ...view };
}

describe('the guest ticket page', () => {
  it('when the number and email match, then the conversation shows with the status and staff replies marked as the shop’s', async () => {
    const { user, posts } = renderPage('/support/ticket?number=TKT-1001');
    expect(screen.getByLabelText('Ticket number')).toHaveValue('TKT-1001');
    await user.type(screen.getByLabelText('Email'), 'jordan@example.com');
    await user.click(screen.getByRole('button', { name: 'Find My Ticket' }));

    expect(
      await screen.findByRole('heading', {
        name: '#TKT-1001: Returns & refunds: I would like to return',
      }),
    ).toBeInTheDocument();
    expect(screen.getByText('In Progress')).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Jordan Lee');
    // Typed markup stays text.
    expect(items[0]).toHaveTextContent('I would like to return <b>an unopened bag</b>.');
    expect(items[0]!.querySelector('b')).toBeNull();
    expect(items[1]).toHaveTextContent('Coffee Shop Support');
    expect(items[1]).toHaveTextContent('Of course! A return label is on its way.');
    expect(posts()[0]).toMatchObject({
      path: '/api/support/tickets/lookup',
      body: { ticketNumber: 'TKT-1001', email: 'jordan@example.com' },
    });
  });

  it('when the ticket is typed with # and in lower case, then it is still found', async () => {
    const { user } = renderPage();
    await user.type(screen.getByLabelText('Ticket number'), '#tkt-1001');
    await user.type(screen.getByLabelText('Email'), 'jordan@example.com');
    await user.click(screen.getByRole('button', { name: 'Find My Ticket' }));
    expect(await screen.findByText('Of course! A return label is on its way.')).toBeInTheDocument();
  });

  it.each([
    ['TKT-1002', 'jordan@example.com'],
    ['TKT-1001', 'someone@example.com'],
  ])(
    'when %s with %s is asked for, then the same not-found sentence shows',
    async (number, email) => {
      const { user } = renderPage();
      await user.type(screen.getByLabelText('Ticket number'), number);
      await user.type(screen.getByLabelText('Email'), email);
      await user.click(screen.getByRole('button', { name: 'Find My Ticket' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(TICKET_NOT_FOUND_MESSAGE);
      expect(screen.queryByRole('list', { name: 'Messages' })).not.toBeInTheDocument();
    },
  );

  it('when the number is not a ticket number, then the form says so and nothing is sent', async () => {
    const { user, posts } = renderPage();
    await user.type(screen.getByLabelText('Ticket number'), 'ORD-12');
    await user.type(screen.getByLabelText('Email'), 'jordan@');
    await user.click(screen.getByRole('button', { name: 'Find My Ticket' }));
    expect(screen.getByLabelText('Ticket number')).toHaveAccessibleDescription(
      'Ticket numbers look like TKT-1001',
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    expect(posts()).toHaveLength(0);
  });
});
