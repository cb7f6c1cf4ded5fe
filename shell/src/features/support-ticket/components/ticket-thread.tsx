import styled from 'styled-components';
import { TICKET_STATUS_LABELS, type Ticket } from '@coffee/contracts';
import { Badge, Muted } from '@coffee/ui';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  margin-bottom: 0.5rem;
  h2 {
    margin: 0;
    font-size: 1.25rem;
    overflow-wrap: anywhere;
  }
`;

const Messages = styled.ol`
  list-style: none;
  margin: 1.25rem 0 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
`;

const Message = styled.li<{ $staff: boolean }>`
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $staff }) => ($staff ? theme.colors.accentSoft : theme.colors.surface)};
  header {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0.25rem 1rem;
    font-size: 0.85rem;
    margin-bottom: 0.35rem;
  }
  p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const at = (iso: string) => when.format(new Date(iso));

/** A ticket as its customer reads it: the conversation, staff answers marked as the shop's. */
export function TicketThread({ ticket }: { ticket: Ticket }) {
  return (
    <article aria-labelledby="ticket-title">
      <Head>
        <h2 id="ticket-title">
          #{ticket.ticketNumber}: {ticket.subject}
        </h2>
        <Badge>{TICKET_STATUS_LABELS[ticket.status]}</Badge>
      </Head>
      <Muted>
        Opened {at(ticket.createdAt)} · last update {at(ticket.updatedAt)}
      </Muted>
      <Messages aria-label="Messages">
        {ticket.messages.map((message) => (
          <Message key={message.id} $staff={message.isStaff}>
            <header>
              <strong>{message.isStaff ? 'Coffee Shop Support' : message.authorName}</strong>
              <time dateTime={message.createdAt}>{at(message.createdAt)}</time>
            </header>
            {/* Text as text: whatever a customer or clerk typed is never markup here. */}
            <p>{message.message}</p>
          </Message>
        ))}
      </Messages>
    </article>
  );
}
