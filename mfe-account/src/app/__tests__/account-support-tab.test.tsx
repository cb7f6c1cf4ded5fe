import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TICKET_NOT_FOUND_MESSAGE } from '@coffee/contracts';
import { HttpResponse, http, makeUser, renderApp } from '@coffee/platform/testing';
import { AccountPage } from '../account-page';
import { landings, wrap } from '../../test/render';

const message = (id: string, text: string, isStaff: boolean, at: string) => ({
  id,
  message: text,
  isStaff,
  authorName: isStaff ? 'Brew Haven Support' : 'Casey Customer',
  createdAt: at,
});

const base = {
  topic: 'returns',
  orderNumber: null,
  source: 'contact',
  priority: 'medium',
  name: 'Casey Customer',
  email: 'casey@example.com',
  createdAt: '2026-11-20T10:00:00.000Z',
  closedAt: null,
} as const;

function ticket(number: string, status: string, messages: ReturnType<typeof message>[]) {
  return {
    ...base,
    ticketNumber: number,
    subject: `Returns & refunds: request ${number}`,
    status,
    updatedAt: messages.at(-1)!.createdAt,
    messages,
  };
}

const summary = (t: ReturnType<typeof ticket>) => {
  const { messages, ...rest } = t;
  return { ...rest, messageCount: messages.length, answered: messages.at(-1)!.isStaff };
};

/** A small in-memory support desk for one customer, answering as the staff service does. */
function desk(initial: ReturnType<typeof ticket>[]) {
  const tickets = new Map(initial.map((t) => [t.ticketNumber, t]));
  return [
    http.get('/api/support/tickets', () =>
      HttpResponse.json([...tickets.values()].reverse().map(summary)),
    ),
    http.get('/api/support/tickets/:number', ({ params }) => {
      const found = tickets.get(String(params.number));
      return found
        ? HttpResponse.json(found)
        : HttpResponse.json({ message: TICKET_NOT_FOUND_MESSAGE }, { status: 404 });
    }),
    http.post('/api/support/tickets/:number/messages', async ({ params, request }) => {
      const found = tickets.get(String(params.number));
      if (!found) return HttpResponse.json({ message: TICKET_NOT_FOUND_MESSAGE }, { status: 404 });
      const { message: text } = (await request.json()) as { message: string };
      const added = message(
        `m${found.messages.length + 1}`,
        text,
        false,
        '2026-11-27T12:00:00.000Z',
      );
      tickets.set(found.ticketNumber, {
        ...found,
        messages: [...found.messages, added],
        updatedAt: added.createdAt,
      });
      return HttpResponse.json(added, { status: 201 });
    }),
  ];
}

const answered = ticket('TKT-1001', 'in-progress', [
  message('m1', 'Can I return an opened bag?', false, '2026-11-20T10:00:00.000Z'),
  message('m2', 'Yes, within 30 days. <script>alert(1)</script>', true, '2026-11-21T09:00:00.000Z'),
]);
const resolved = ticket('TKT-1002', 'resolved', [
  message('m1', 'Where is my order?', false, '2026-11-22T10:00:00.000Z'),
  message('m2', 'It has shipped.', true, '2026-11-23T10:00:00.000Z'),
]);

const open = (route: string, tickets = [answered, resolved]) =>
  renderApp(<AccountPage />, {
    route,
    user: makeUser({ fullName: 'Casey Customer' }),
    wrap,
    extraRoutes: landings,
    handlers: desk(tickets),
  });

describe('the account Support tab', () => {
  it('when the customer has no tickets, then it says so and offers Contact us', async () => {
    open('/account-page?tab=support', []);
    expect(
      await screen.findByRole('heading', { name: 'No support requests yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
  });

  it('when the customer has tickets, then each shows its number, subject, status, date and whether we answered', async () => {
    open('/account-page?tab=support');
    const list = await screen.findByRole('list', { name: 'Your support requests' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Returns & refunds: request TKT-1002');
    expect(items[0]).toHaveTextContent('#TKT-1002');
    expect(items[0]).toHaveTextContent('Resolved');
    expect(items[1]).toHaveTextContent('#TKT-1001');
    expect(items[1]).toHaveTextContent('In Progress');
    expect(items[1]).toHaveTextContent('New reply');
    expect(items[1]).toHaveTextContent('Updated November 21, 2026');
  });

  it('when a ticket is opened, then its conversation shows with our replies as text and the customer can reply', async () => {
    const { requests } = open('/account-page?tab=support');
    await userEvent.click(
      await screen.findByRole('link', { name: 'Returns & refunds: request TKT-1001' }),
    );
    const messages = await screen.findByRole('list', { name: 'Messages' });
    const items = within(messages).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('You');
    expect(items[1]).toHaveTextContent('Brew Haven Support');
    expect(items[1]).toHaveTextContent('Yes, within 30 days. <script>alert(1)</script>');
    expect(document.querySelector('li script')).toBeNull();

    await userEvent.type(screen.getByLabelText('Your reply'), '  Thank you!  ');
    await userEvent.click(screen.getByRole('button', { name: 'Send Reply' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem'),
      ).toHaveLength(3),
    );
    expect(screen.getByLabelText('Your reply')).toHaveValue('');
    const post = requests.find((r) => r.method === 'POST')!;
    expect(post.path).toBe('/api/support/tickets/TKT-1001/messages');
    expect(post.body).toEqual({ message: 'Thank you!' });

    await userEvent.click(screen.getByRole('link', { name: '← All support requests' }));
    expect(await screen.findByRole('list', { name: 'Your support requests' })).toBeInTheDocument();
  });

  it('when the reply is empty, then it says so and nothing is sent', async () => {
    const { requests } = open('/account-page?tab=support&ticket=TKT-1001');
    await userEvent.click(await screen.findByRole('button', { name: 'Send Reply' }));
    expect(screen.getByLabelText('Your reply')).toHaveAccessibleDescription(
      'Please write a message',
    );
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('when a resolved ticket is opened, then there is no reply box, a way to contact us instead', async () => {
    open('/account-page?tab=support&ticket=TKT-1002');
    expect(await screen.findByText('It has shipped.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Your reply')).not.toBeInTheDocument();
    expect(screen.getByText(/This request is resolved/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
  });

  it('when the ticket in the link is not theirs (404), then the not-found sentence shows', async () => {
    open('/account-page?tab=support&ticket=TKT-9999');
    expect(
      await screen.findByRole('heading', { name: 'Support request not found' }),
    ).toBeInTheDocument();
    expect(screen.getByText(TICKET_NOT_FOUND_MESSAGE)).toBeInTheDocument();
  });

  it('when the phone menu picks Support, then the tab opens', async () => {
    open('/account-page');
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Account section' }),
      'Support',
    );
    expect(await screen.findByRole('list', { name: 'Your support requests' })).toBeInTheDocument();
  });
});
