import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { PRIORITY_SUPPORT_LABEL, type StaffTicketSummary } from '@coffee/contracts';
import { Badge } from '@coffee/ui';
import { formatReplyDue } from '@coffee/ui/support';
import { replyTargetOf } from '../model/reply-target';

/** The time now, moved on every minute: a ticket becomes overdue while the queue is open. */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The Priority column of a Direct+ member's ticket: the word, not a colour alone. */
export function PriorityBadge() {
  return <Badge $tone="accent">{PRIORITY_SUPPORT_LABEL}</Badge>;
}

/** Under the subject: whose ticket it is, seen without scrolling sideways on a phone. */
export function MemberNote({ ticket }: { ticket: Pick<StaffTicketSummary, 'tier'> }) {
  return ticket.tier === 'direct-plus' ? (
    <small>
      <span aria-hidden="true">★ </span>Direct+ member
    </small>
  ) : null;
}

const Cell = styled.span`
  display: inline-flex;
  flex-direction: column;
  gap: 0.15rem;
  small {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** The queue's First reply cell: when it came, when it is due, or overdue since when. */
export function ReplyTargetCell({ ticket, now }: { ticket: StaffTicketSummary; now: number }) {
  const target = replyTargetOf(ticket, now);
  switch (target.kind) {
    case 'replied':
      return <Cell>Replied {formatReplyDue(target.at)}</Cell>;
    case 'due':
      return <Cell>Due {formatReplyDue(target.at)}</Cell>;
    case 'overdue':
      return (
        <Cell>
          <span>
            <Badge $tone="danger">Overdue</Badge>
          </span>
          <small>was due {formatReplyDue(target.at)}</small>
        </Cell>
      );
    default:
      return <>—</>;
  }
}

/** The ticket dialog's line: its tier and its first reply (due, overdue or answered). */
export function ReplyTargetLine({
  ticket,
  now,
}: {
  ticket: Pick<StaffTicketSummary, 'tier' | 'status' | 'firstReplyDueAt' | 'firstRepliedAt'>;
  now: number;
}) {
  const target = replyTargetOf(ticket, now);
  let reply = '';
  if (target.kind === 'replied') reply = `First reply ${formatReplyDue(target.at)}`;
  if (target.kind === 'due') reply = `First reply due ${formatReplyDue(target.at)}`;
  if (target.kind === 'overdue')
    reply = `First reply overdue: was due ${formatReplyDue(target.at)}`;
  return (
    <p>
      {ticket.tier === 'direct-plus' ? (
        <>
          <PriorityBadge /> Direct+ member
        </>
      ) : (
        'Standard support'
      )}
      {reply ? ` · ${reply}` : ''}
    </p>
  );
}
