import styled from 'styled-components';
import { firstReplyPromise, type Ticket } from '@coffee/contracts';
import { lazyFormatter } from '@coffee/ui';

const moment = lazyFormatter(
  () =>
    new Intl.DateTimeFormat('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }),
);

const Line = styled.p<{ $priority: boolean }>`
  margin: 0.5rem 0 0;
  font-weight: ${({ $priority }) => ($priority ? 600 : 'inherit')};
`;

/**
 * While a ticket waits for our first answer, when we aim to give it: "Priority support: we aim
 * to reply within 4 business hours (by Tue, Dec 1, 1:00 PM)." for a Direct+ member's ticket, 24
 * for anyone else's, the time in the reader's zone. The service decided both when the ticket
 * was opened. Nothing once we have answered, or once it is resolved or closed.
 */
export function ReplyPromise({ ticket }: { ticket: Ticket }) {
  const waiting = ticket.status === 'open' || ticket.status === 'in-progress';
  const due = ticket.firstReplyDueAt;
  if (!due || !waiting || ticket.firstRepliedAt) return null;
  return (
    <Line $priority={ticket.tier === 'direct-plus'}>
      {firstReplyPromise(ticket.tier)} (by{' '}
      <time dateTime={due}>{moment().format(new Date(due))}</time>).
    </Line>
  );
}
