import type { StaffTicketSummary } from '@coffee/contracts';

/** Where a ticket stands against its first-reply target. */
export type ReplyTarget =
  | { kind: 'replied'; at: string }
  | { kind: 'due'; at: string }
  | { kind: 'overdue'; at: string }
  | { kind: 'none' };

type Timed = Pick<StaffTicketSummary, 'status' | 'firstReplyDueAt' | 'firstRepliedAt'>;

/**
 * Answered: when. Still waiting on the team (open or in progress): due, or overdue once `now`
 * is past the due time. A ticket resolved or closed without an answer waits on nobody.
 */
export function replyTargetOf(ticket: Timed, now: number): ReplyTarget {
  if (ticket.firstRepliedAt) return { kind: 'replied', at: ticket.firstRepliedAt };
  const waiting = ticket.status === 'open' || ticket.status === 'in-progress';
  if (!waiting || !ticket.firstReplyDueAt) return { kind: 'none' };
  return Date.parse(ticket.firstReplyDueAt) < now
    ? { kind: 'overdue', at: ticket.firstReplyDueAt }
    : { kind: 'due', at: ticket.firstReplyDueAt };
}
