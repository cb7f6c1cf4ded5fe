import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http, renderApp } from '@coffee/platform/testing';
import { UiProvider } from '@coffee/ui';
import { TicketLookupPage } from '..';

const DUE = '2026-12-01T18:00:00.000Z';
const byDue = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
}).format(new Date(DUE));

const ticket = (overrides: object) => ({
  ticketNumber: 'TKT-1001',
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

async function lookUp(answer: object) {
  const user = userEvent.setup();
  renderApp(<TicketLookupPage />, {
    route: '/support/ticket?number=TKT-1001#code=7KQ2-M9XA-4TPH',
    wrap: (c) => <UiProvider>{c}</UiProvider>,
    handlers: [http.post('/api/support/tickets/lookup', () => HttpResponse.json(answer))],
  });
  await user.type(screen.getByLabelText('Email'), 'mia@example.com');
  await user.click(screen.getByRole('button', { name: 'Find My Ticket' }));
  await screen.findByRole('heading', { name: /#TKT-1001/ });
}

describe('the ticket page: the first reply we promise', () => {
  it('when a Priority ticket waits for our first answer, then the page says we aim to reply within 4 business hours, and by when', async () => {
    await lookUp(ticket({}));
    expect(screen.getByText(/we aim to reply within/)).toHaveTextContent(
      `Priority support: we aim to reply within 4 business hours (by ${byDue}).`,
    );
  });

  it('when a standard ticket waits, then it says 24 business hours', async () => {
    await lookUp(ticket({ tier: 'standard', firstReplyDueAt: '2026-12-03T16:00:00.000Z' }));
    expect(screen.getByText(/aim to reply within/)).toHaveTextContent(
      /^We aim to reply within 24 business hours \(by .+\)\.$/,
    );
  });

  it.each([
    ['we have answered', { firstRepliedAt: '2026-12-01T15:00:00.000Z', status: 'in-progress' }],
    ['the ticket is resolved', { status: 'resolved' }],
    ['an older service sent no due time', { firstReplyDueAt: undefined, tier: undefined }],
  ])('when %s, then no promise shows', async (_case, overrides) => {
    await lookUp(ticket(overrides));
    expect(screen.queryByText(/aim to reply within/)).not.toBeInTheDocument();
  });
});
