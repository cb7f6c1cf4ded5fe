import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http, makeUser, renderApp } from '@coffee/platform/testing';
import { UiProvider } from '@coffee/ui';
import { ContactUsPage } from '..';

const DUE = '2026-12-01T18:00:00.000Z';
/** The promise's time as the reader's clock shows it: "Tue, Dec 1, 1:00 PM" in New York. */
const byDue = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
}).format(new Date(DUE));

function send(created: object, user: ReturnType<typeof makeUser> | null) {
  const typist = userEvent.setup();
  renderApp(<ContactUsPage />, {
    route: '/contact-us',
    wrap: (c) => <UiProvider>{c}</UiProvider>,
    user,
    handlers: [
      http.post('/api/support/tickets', () =>
        HttpResponse.json(
          {
            ticketNumber: 'TKT-1001',
            status: 'open',
            createdAt: '2026-12-01T14:00:00.000Z',
            accessKey: '7KQ2-M9XA-4TPH',
            ...created,
          },
          { status: 201 },
        ),
      ),
    ],
  });
  return async () => {
    if (!user) {
      await typist.type(screen.getByLabelText('Name'), 'Jordan Lee');
      await typist.type(screen.getByLabelText('Email'), 'jordan@example.com');
    } else {
      await screen.findByDisplayValue(user.email);
    }
    await typist.selectOptions(screen.getByLabelText('Topic'), 'direct-plus');
    await typist.type(screen.getByLabelText('Message'), 'Can I pause my membership in January?');
    await typist.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByRole('heading', { name: /^Thank you/ });
  };
}

describe('Contact Us: the first reply we promise', () => {
  it('when a Direct+ member’s message opens a Priority ticket, then the panel promises 4 business hours and the time', async () => {
    const member = makeUser({
      fullName: 'Mia Member',
      email: 'mia@example.com',
      isDirectPlus: true,
    });
    await send({ tier: 'direct-plus', firstReplyDueAt: DUE }, member)();
    const promise = screen.getByText(/we aim to reply within/);
    expect(promise).toHaveTextContent(
      `Priority support: we aim to reply within 4 business hours (by ${byDue}).`,
    );
    expect(promise.querySelector('time')).toHaveAttribute('dateTime', DUE);
    expect(screen.getByText(/^We reply to/)).toHaveTextContent(
      "We reply to mia@example.com. If it's urgent, call us at 1-800-555-0199 during support hours.",
    );
  });

  it('when anyone else’s message opens a ticket, then the panel promises 24 business hours', async () => {
    await send({ tier: 'standard', firstReplyDueAt: '2026-12-03T16:00:00.000Z' }, null)();
    expect(screen.getByText(/aim to reply within/)).toHaveTextContent(
      /^We aim to reply within 24 business hours \(by \w{3}, Dec \d{1,2}, \d{1,2}:\d{2} (AM|PM)\)\.$/,
    );
    expect(screen.queryByText(/Priority support/)).not.toBeInTheDocument();
  });

  it('when an older service gives no due time, then the shop’s usual reply time is said', async () => {
    await send({}, null)();
    expect(screen.queryByText(/aim to reply within/)).not.toBeInTheDocument();
    expect(screen.getByText(/^We reply to/)).toHaveTextContent(
      'We reply to jordan@example.com within 1-2 business days.',
    );
  });
});
