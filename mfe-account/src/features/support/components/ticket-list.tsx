import styled from 'styled-components';
import { TICKET_STATUS_LABELS, type TicketSummary } from '@coffee/contracts';
import { Badge, formatDate, Link, bareList } from '@coffee/ui';

const List = styled.ul`
  ${bareList}
  display: grid;
  gap: 0.75rem;
`;

// A card per ticket rather than a table: it reads the same at 375 px as on a desktop.
const Item = styled.li`
  display: grid;
  gap: 0.35rem;
  padding: 0.9rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  a {
    font-weight: 700;
    overflow-wrap: anywhere;
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.35rem 0.75rem;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The customer's tickets, newest first, each opening its conversation. */
export function TicketList({ tickets }: { tickets: TicketSummary[] }) {
  return (
    <List aria-label="Your support requests">
      {tickets.map((ticket) => (
        <Item key={ticket.ticketNumber}>
          <Link to={`?tab=support&ticket=${encodeURIComponent(ticket.ticketNumber)}`}>
            {ticket.subject}
          </Link>
          <Meta>
            <span>#{ticket.ticketNumber}</span>
            <Badge $tone={ticket.status === 'open' ? 'accent' : 'neutral'}>
              {TICKET_STATUS_LABELS[ticket.status]}
            </Badge>
            {ticket.answered ? <Badge $tone="success">New reply</Badge> : null}
            <span>
              Updated <time dateTime={ticket.updatedAt}>{formatDate(ticket.updatedAt)}</time>
            </span>
          </Meta>
        </Item>
      ))}
    </List>
  );
}
