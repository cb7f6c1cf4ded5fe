import styled from 'styled-components';
import { TICKET_STATUS_LABELS, type Ticket } from '@coffee/contracts';
import { Badge, Muted, TicketConversation } from '@coffee/ui';
import { ReplyPromise } from '@coffee/ui/support';
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

/** Still waiting for our first answer: the promise made when the ticket was opened. */
const awaitsFirstReply = (ticket: Ticket) =>
  !ticket.firstRepliedAt && (ticket.status === 'open' || ticket.status === 'in-progress');

/**
 * A ticket as its customer reads it: its subject and status, until our first answer when we aim
 * to give it, then the conversation.
 */
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
      {ticket.firstReplyDueAt && awaitsFirstReply(ticket) ? (
        <ReplyPromise tier={ticket.tier} dueAt={ticket.firstReplyDueAt} />
      ) : null}
      <TicketConversation messages={ticket.messages} />
    </article>
  );
}
