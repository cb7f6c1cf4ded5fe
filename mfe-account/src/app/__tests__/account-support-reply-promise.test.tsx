import { screen } from '@testing-library/react';
import { HttpResponse, http, makeUser, renderApp } from '@coffee/platform/testing';
import { AccountPage } from '../account-page';
import { landings, wrap } from '../../test/render';

const DUE = '2026-12-01T18:00:00.000Z';
const byDue = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
}).format(new Date(DUE));

const ticket = (overrides: object) => ({
  ticketNumber: 'TKT-1003',
  subject: 'Direct+ membership: Can I pause',
  topic: 'direct-plus',
  orderNumber: null,
  source: 'contact',
  status: 'open',
  priority: 'medium',
  name: 'Mia Member',
  email: 'mia@example.com',
  createdAt: '2026-12-01T14:00:00.000Z',
  updatedAt: '2026-12-01T14:00:00.000Z',
  closedAt: null,
  tier: 'direct-plus',
  firstReplyDueAt: DUE,
  firstRepliedAt: null,
  messages: [
    {
      id: 'm1',
      message: 'Can I pause my membership?',
      isStaff: false,
      authorName: 'Mia Member',
      createdAt: '2026-12-01T14:00:00.000Z',
    },
  ],
  ...overrides,
});

async function openTicket(answer: object) {
  renderApp(<AccountPage />, {
    route: '/account-page?tab=support&ticket=TKT-1003',
    user: makeUser({ fullName: 'Mia Member', isDirectPlus: true }),
    wrap,
    extraRoutes: landings,
    handlers: [http.get('/api/support/tickets/TKT-1003', () => HttpResponse.json(answer))],
  });
  await screen.findByRole('list', { name: 'Messages' });
}

describe('the account’s support ticket: the first reply we promise', () => {
  it('when a member’s Priority ticket waits for us, then it says we aim to reply within 4 business hours and by when', async () => {
    await openTicket(ticket({}));
    const promise = screen.getByText(/we aim to reply within/);
    expect(promise).toHaveTextContent(
      `Priority support: we aim to reply within 4 business hours (by ${byDue}).`,
    );
    expect(promise.querySelector('time')).toHaveAttribute('dateTime', DUE);
  });

  it('when a standard ticket waits, then it says 24 business hours', async () => {
    await openTicket(ticket({ tier: 'standard', firstReplyDueAt: '2026-12-03T16:00:00.000Z' }));
    expect(screen.getByText(/aim to reply within/)).toHaveTextContent(
      /^We aim to reply within 24 business hours \(by .+\)\.$/,
    );
  });

  it('when we have answered, then the promise is gone', async () => {
    await openTicket(ticket({ firstRepliedAt: '2026-12-01T15:00:00.000Z', status: 'in-progress' }));
    expect(screen.queryByText(/aim to reply within/)).not.toBeInTheDocument();
  });
});
