import styled from 'styled-components';
import { TICKET_STATUS_LABELS, type Ticket } from '@coffee/contracts';
import { Badge, lazyFormatter, Muted, TicketConversation } from '@coffee/ui';

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

const when = lazyFormatter(
  () => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }),
);
const at = (iso: string) => when().format(new Date(iso));

/** A ticket as its customer reads it: its subject and status, then the conversation. */
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
      <TicketConversation messages={ticket.messages} />
    </article>
  );
}
