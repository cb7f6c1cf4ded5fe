import styled from 'styled-components';
import { lazyFormatter } from '@coffee/ui';
import {
  ORDER_ACTOR_LABELS,
  RETURN_STATUS_LABELS,
  type OrderTimelineEntry,
} from '@coffee/contracts';
import { STATUS_LABELS } from '../../../shared/orders';

const dateTime = lazyFormatter(
  () =>
    new Intl.DateTimeFormat('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }),
);
export const formatDateTime = (value: string) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : dateTime().format(date);
};

const List = styled.ol`
  list-style: none;
  margin: 0.75rem 0 0;
  padding: 0;
  li {
    position: relative;
    padding: 0 0 1rem 1.5rem;
    border-left: 2px solid ${({ theme }) => theme.colors.border};
    margin-left: 0.4rem;
  }
  li:last-child {
    border-left-color: transparent;
    padding-bottom: 0;
  }
  li::before {
    content: '';
    position: absolute;
    left: -0.45rem;
    top: 0.2rem;
    width: 0.8rem;
    height: 0.8rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accent};
  }
  strong {
    display: block;
  }
  span,
  time {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
  p {
    margin: 0.15rem 0 0;
    font-size: 0.9rem;
    overflow-wrap: anywhere;
  }
`;

/** Every status the order has had, oldest first: what, when and by whom. */
export function OrderTimeline({ entries }: { entries: readonly OrderTimelineEntry[] }) {
  return (
    <List aria-label="Order timeline">
      {entries.map((entry, index) => (
        <li key={`${entry.status}-${entry.at}-${index}`}>
          {/* A return's step names itself; the order's status stays as it was. */}
          <strong>
            {entry.returnStatus
              ? RETURN_STATUS_LABELS[entry.returnStatus]
              : STATUS_LABELS[entry.status]}
          </strong>
          <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>{' '}
          {/* Who moved it, as the customer reads it: never a staff name. */}
          <span>by {ORDER_ACTOR_LABELS[entry.by]}</span>
          {entry.note ? <p>{entry.note}</p> : null}
        </li>
      ))}
    </List>
  );
}
