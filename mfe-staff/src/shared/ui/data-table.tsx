import type { ReactNode } from 'react';
import styled from 'styled-components';

const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  -webkit-overflow-scrolling: touch;
  /* A control scrolled into view sideways (focus, scrollIntoView) stops clear of the pinned
     column rather than under it. */
  @media (max-width: 639px) {
    scroll-padding-left: 9rem;
  }
`;

const Table = styled.table<{ $minWidth: string }>`
  width: 100%;
  min-width: ${({ $minWidth }) => $minWidth};
  border-collapse: collapse;
  font-size: 0.92rem;
  th,
  td {
    padding: 0.7rem 0.85rem;
    text-align: left;
    vertical-align: middle;
    /* Rows stay one line; the region scrolls sideways on narrow screens instead. */
    white-space: nowrap;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-size: 0.78rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.muted};
    white-space: nowrap;
  }
  /* The key column stays put while the rest scrolls sideways (375 px screens). */
  th:first-child,
  td:first-child {
    position: sticky;
    left: 0;
    z-index: 1;
    background: ${({ theme }) => theme.colors.surface};
    box-shadow: 1px 0 0 ${({ theme }) => theme.colors.border};
  }
  thead th:first-child {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  /* On a phone the pinned column takes a fixed ~40% of the width and its text wraps (an order
     number breaks at its hyphens); a width the table could shrink let it collapse to a letter. */
  @media (max-width: 639px) {
    th:first-child,
    td:first-child {
      width: 9rem;
      min-width: 9rem;
      max-width: 9rem;
      white-space: normal;
      overflow-wrap: break-word;
      padding-left: 0.75rem;
      padding-right: 0.75rem;
    }
    /* What it holds wraps inside those 9rem (a stacked name and email used to keep its 12rem
       and run under the next column); an email breaks anywhere. */
    th:first-child > *,
    td:first-child > * {
      min-width: 0;
      overflow-wrap: anywhere;
    }
  }
  td[colspan]:first-child {
    position: static;
    box-shadow: none;
    max-width: none;
  }
  tbody tr:last-child > * {
    border-bottom: 0;
  }
  tbody tr:hover > * {
    background: ${({ theme }) => theme.colors.bg};
  }
`;

/**
 * A staff table: a labelled region that scrolls sideways on narrow screens (focusable, so
 * keyboard users can scroll it too) with its first, key column pinned, its column headings, and
 * the rows the caller gives.
 */
export function DataTable({
  label,
  columns,
  minWidth,
  busy,
  children,
}: {
  label: string;
  columns: readonly string[];
  /** Below this width the region scrolls instead of squeezing the columns. */
  minWidth: string;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <Scroll role="region" aria-label={label} tabIndex={0} data-pinned-column="first">
      <Table $minWidth={minWidth} aria-busy={busy}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </Table>
    </Scroll>
  );
}

const MessageCell = styled.td`
  text-align: center !important;
  padding: 2.5rem 1rem !important;
  color: ${({ theme }) => theme.colors.muted};
`;

/** A full-width row: an empty list says so in the table itself. */
export function MessageRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <tr>
      <MessageCell colSpan={colSpan}>{children}</MessageCell>
    </tr>
  );
}

export const RowActions = styled.div`
  display: flex;
  gap: 0.4rem;
  flex-wrap: nowrap;
  white-space: nowrap;
`;

/** A main line with a muted second line (name and email, subject and customer): one column, not two. */
export const Stacked = styled.span`
  display: flex;
  flex-direction: column;
  gap: 0.1rem;
  white-space: normal;
  min-width: 12rem;
  > :first-child {
    font-weight: 600;
  }
  small,
  > span + span {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;
