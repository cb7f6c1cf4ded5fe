import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TICKET_NOT_FOUND_MESSAGE } from '@coffee/contracts';
import { HttpResponse, http, renderApp } from '@coffee/platform/testing';
import { UiProvider } from '@coffee/ui';
import { TicketLookupPage } from '..';

const CODE = '7KQ2-M9XA-4TPH';
/** As the form sends it: the contract's reading of what was typed. */
const SENT_CODE = '7KQ2M9XA4TPH';

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
      authorName: 'Brew Haven Support',
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
        const body = (await request.json()) as {
          ticketNumber: string;
          email: string;
          code: string;
        };
        return body.ticketNumber === 'TKT-1001' &&
          body.email === 'jordan@example.com' &&
          body.code === SENT_CODE
          ? HttpResponse.json(ticket)
          : HttpResponse.json({ message: TICKET_NOT_FOUND_MESSAGE }, { status: 404 });
      }),
    ],
  });
  const posts = () => view.requests.filter((r) => r.method === 'POST');
  return { user, posts, ...view };
}

describe('the guest ticket page', () => {
  it('when the number, email and code match, then the conversation shows with the status and staff replies marked as the shop’s', async () => {
    const { user, posts } = renderPage('/support/ticket?number=TKT-1001');
    expect(screen.getByLabelText('Ticket number')).toHaveValue('TKT-1001');
    await user.type(screen.getByLabelText('Email'), 'jordan@example.com');
    await user.type(screen.getByLabelText('Access code'), CODE.toLowerCase());
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
    // The shop's name as the service signs its answers, not 'Coffee Shop'.
    expect(items[1]).toHaveTextContent('Brew Haven Support');
    expect(items[1]).not.toHaveTextContent('Coffee Shop');
    expect(items[1]).toHaveTextContent('Of course! A return label is on its way.');
    expect(posts()[0]).toMatchObject({
      path: '/api/support/tickets/lookup',
      body: { ticketNumber: 'TKT-1001', email: 'jordan@example.com', code: SENT_CODE },
    });
  });

  it('when the ticket shows, then its dates are long English month, day, year with the time, as the order pages write them', async () => {
    const { user } = renderPage(`/support/ticket?number=TKT-1001#code=${CODE}`);
    await user.type(screen.getByLabelText('Email'), 'jordan@example.com');
    await user.click(screen.getByRole('button', { name: 'Find My Ticket' }));
    await screen.findByRole('heading', { name: /#TKT-1001/ });
    // The order pages' own formatter (mfe-cart-checkout's order timeline), in this zone.
    const asOrderPages = (iso: string) =>
      new Intl.DateTimeFormat('en-US', {
        month: 'long',
        day: 'numeric',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
      }).format(new Date(iso));
    const opened = asOrderPages(ticket.createdAt);
    expect(opened).toMatch(/^November 2[67], 2026 at \d{1,2}:00 (AM|PM)$/);
    const line = screen.getByText(/^Opened /);
    expect(line).toHaveTextContent(
      `Opened ${opened} · last update ${asOrderPages(ticket.updatedAt)}`,
    );
    expect(line.querySelector('time')).toHaveAttribute('dateTime', ticket.createdAt);
    expect(line).not.toHaveTextContent('Nov 2');
  });

  it('when the link given with the ticket is opened, then the number and code are filled in and only the email is asked', async () => {
    const { user, posts } = renderPage(`/support/ticket?number=TKT-1001#code=${CODE}`);
    expect(screen.getByLabelText('Ticket number')).toHaveValue('TKT-1001');
    expect(await screen.findByDisplayValue(CODE)).toBe(screen.getByLabelText('Access code'));
    await user.type(screen.getByLabelText('Email'), 'jordan@example.com');
    await user.click(screen.getByRole('button', { name: 'Find My Ticket' }));
    expect(await screen.findByText('Of course! A return label is on its way.')).toBeInTheDocument();
    expect(posts()[0]!.body).toMatchObject({ code: SENT_CODE });
  });

  it('when the code is left out or mistyped, then the form says how a code looks and nothing is sent', async () => {
    const { user, posts } = renderPage('/support/ticket?number=TKT-1001');
    await user.type(screen.getByLabelText('Email'), 'jordan@example.com');
    await user.click(screen.getByRole('button', { name: 'Find My Ticket' }));
    expect(screen.getByLabelText('Access code')).toHaveAccessibleDescription(
      'Access codes have 12 letters and digits, like 7KQ2-M9XA-4TPH',
    );
    await user.type(screen.getByLabelText('Access code'), '7KQ2');
    expect(screen.getByLabelText('Access code')).toHaveAttribute('aria-invalid', 'true');
    expect(posts()).toHaveLength(0);
  });

  it('when the ticket is typed with # and in lower case, then it is still found', async () => {
    const { user } = renderPage();
    await user.type(screen.getByLabelText('Ticket number'), '#tkt-1001');
    await user.type(screen.getByLabelText('Email'), 'jordan@example.com');
    await user.type(screen.getByLabelText('Access code'), CODE);
    await user.click(screen.getByRole('button', { name: 'Find My Ticket' }));
    expect(await screen.findByText('Of course! A return label is on its way.')).toBeInTheDocument();
  });

  it.each([
    ['TKT-1002', 'jordan@example.com', CODE],
    ['TKT-1001', 'someone@example.com', CODE],
    ['TKT-1001', 'jordan@example.com', '7KQ2-M9XA-4TPJ'],
  ])(
    'when %s with %s and %s is asked for, then the same not-found sentence shows',
    async (number, email, code) => {
      const { user } = renderPage();
      await user.type(screen.getByLabelText('Ticket number'), number);
      await user.type(screen.getByLabelText('Email'), email);
      await user.type(screen.getByLabelText('Access code'), code);
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
