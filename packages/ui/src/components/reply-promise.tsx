import styled from 'styled-components';
import { firstReplyPromise, type SupportTier } from '@coffee/contracts';
import { lazyFormatter } from '../format';

// Made on first use: the promise shows only once a ticket exists (not on a page's first paint).
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

/** "Tue, Dec 1, 1:00 PM" in the reader's time zone. */
export const formatReplyDue = (iso: string): string => moment().format(new Date(iso));

const PromiseLine = styled.p<{ $priority: boolean }>`
  margin: 0.5rem 0;
  font-weight: ${({ $priority }) => ($priority ? 600 : 'inherit')};
`;

/**
 * When we aim to answer a ticket: "Priority support: we aim to reply within 4 business hours
 * (by Tue, Dec 1, 1:00 PM)." for a Direct+ member's, 24 for anyone else's, the time in the
 * reader's zone. The tier and the due time are the staff service's, decided when the ticket was
 * opened. The one line for the shell's pages (contact, chat, ticket) and the account's tickets.
 */
export function ReplyPromise({ tier, dueAt }: { tier: SupportTier; dueAt: string }) {
  return (
    <PromiseLine $priority={tier === 'direct-plus'}>
      {firstReplyPromise(tier)} (by <time dateTime={dueAt}>{formatReplyDue(dueAt)}</time>).
    </PromiseLine>
  );
}
