import type { Ticket } from '@coffee/contracts';
import { ReplyPromise as PromiseLine } from '@coffee/ui/support';

/**
 * While a ticket waits for our first answer, when we aim to give it (the shared line of
 * `@coffee/ui/support`). Nothing once we have answered, or once it is resolved or closed.
 */
export function ReplyPromise({ ticket }: { ticket: Ticket }) {
  const waiting = ticket.status === 'open' || ticket.status === 'in-progress';
  const due = ticket.firstReplyDueAt;
  if (!due || !waiting || ticket.firstRepliedAt) return null;
  return <PromiseLine tier={ticket.tier} dueAt={due} />;
}
