import styled from 'styled-components';
import { TICKET_STATUS_LABELS, type Ticket } from '@coffee/contracts';
import { Badge, Muted, TicketConversation } from '@coffee/ui';
import { formatDateTime } from '../../../shared/date-time';

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

/** A moment of the ticket as the spec writes dates: "November 29, 2026 at 8:06 AM". */
const at = (iso: string) => <time dateTime={iso}>{formatDateTime(iso)}</time>;

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
