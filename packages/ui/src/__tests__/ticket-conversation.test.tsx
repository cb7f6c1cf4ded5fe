import { render, screen, within } from '@testing-library/react';
import { TicketConversation, UiProvider } from '..';

const messages = [
  {
    id: 'm1',
    message: '<b>Where</b> is my order?',
    isStaff: false,
    authorName: 'Ada Lovelace',
    createdAt: '2026-03-01T10:00:00.000Z',
  },
  {
    id: 'm2',
    message: 'It ships today.',
    isStaff: true,
    authorName: 'Coffee Shop Support',
    createdAt: '2026-03-01T11:00:00.000Z',
  },
];

describe('TicketConversation', () => {
  it('when shown, then each message has its author and time, and text stays text', () => {
    render(
      <UiProvider>
        <TicketConversation messages={messages} />
      </UiProvider>,
    );
    const [customer, staff] = within(screen.getByRole('list', { name: 'Messages' })).getAllByRole(
      'listitem',
    );
    expect(customer).toHaveTextContent('Ada Lovelace');
    expect(customer).toHaveTextContent('<b>Where</b> is my order?');
    expect(customer?.querySelector('b')).toBeNull();
    expect(customer?.querySelector('time')).toHaveAttribute('datetime', messages[0]?.createdAt);
    expect(staff).toHaveTextContent('Coffee Shop Support');
  });

  it('when a customer name is given, then the customer messages carry it', () => {
    render(
      <UiProvider>
        <TicketConversation messages={messages} customerName="You" />
      </UiProvider>,
    );
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('You');
    expect(screen.queryByText('Ada Lovelace')).not.toBeInTheDocument();
  });
});
