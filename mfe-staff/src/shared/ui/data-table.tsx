import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Skeleton } from '@coffee/ui';

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

/** How a cell's text may wrap instead of keeping the row on one line (see `Cell`). */
export interface CellWrap {
  min: string;
  max?: string;
  /** On a phone: a width the column keeps, so it reads whole beside the pinned one. */
  phone?: string;
}

/** One column of a staff table: its heading and what each item shows in it. */
export interface Column<T> {
  header: string;
  cell: (item: T) => ReactNode;
  /** The row's header (`th scope="row"`): the cell that names the row for its buttons. */
  rowHeader?: boolean;
  /** An id on the cell itself, for the row's buttons to be described by. */
  id?: (item: T) => string;
  /** Long text (a subject, a review, what changed) wraps within these bounds. */
  wrap?: CellWrap;
  /** A placeholder shaped like the cell while the first page loads; one bar across without. */
  skeleton?: ReactNode;
}

/** Most staff lists' items have an id: it keys their rows unless the list says otherwise. */
interface Keyed {
  id: string;
}

/** A table's own words and shape; its items and whether they load come from the list's query. */
interface TableBase<T> {
  /** The table's accessible name (its scrolling region's). */
  label: string;
  columns: readonly Column<T>[];
  /** Below this width the region scrolls instead of squeezing the columns. */
  minWidth: string;
  /** Said in the table itself when there are no rows. */
  empty: ReactNode;
  /** On the skeleton rows, where a test counts them. */
  skeletonTestId?: string;
}

/** What a staff list says about its table; items without an id (tickets) say what keys them. */
export type TableSpec<T> = TableBase<T> &
  (T extends Keyed ? { rowKey?: (item: T) => string } : { rowKey: (item: T) => string });

/**
 * A cell whose text wraps within its bounds. Staff tables keep rows on one line, but a target
 * (a ticket's subject, 80 characters) and what changed (a reply's first 120) made the audit log
 * 1500 px wide at 1280, with "What changed" out of sight and no cue. Doubled class: it wins over
 * the table's one-line rule.
 */
const Cell = styled.td<{ $wrap?: CellWrap }>`
  ${({ $wrap }) =>
    $wrap
      ? `&& {
    white-space: normal;
    overflow-wrap: anywhere;
    min-width: ${$wrap.min};
    max-width: ${$wrap.max ?? 'none'};
  }`
      : ''}
  /* On a phone a column wider than the room beside the pinned one could never be read whole. */
  ${({ $wrap }) =>
    $wrap?.phone
      ? `@media (max-width: 639px) {
    && {
      width: ${$wrap.phone};
      min-width: ${$wrap.phone};
    }
  }`
      : ''}
`;

const MessageCell = styled.td`
  text-align: center !important;
  padding: 2.5rem 1rem !important;
  color: ${({ theme }) => theme.colors.muted};
`;

/** How many placeholder rows stand for a page that loads (spec: 4 skeleton rows). */
const SKELETON_ROWS = 4;

/** Placeholder rows while a table's first page loads; hidden from assistive technology. */
function SkeletonRows<T>({ columns, testId }: { columns: readonly Column<T>[]; testId?: string }) {
  const shaped = columns.every((column) => column.skeleton);
  return (
    <>
      {Array.from({ length: SKELETON_ROWS }, (_, i) => (
        <tr key={i} aria-hidden="true" data-testid={testId}>
          {shaped ? (
            columns.map((column) => <td key={column.header}>{column.skeleton}</td>)
          ) : (
            <td colSpan={columns.length}>
              <Skeleton $h="1.6rem" />
            </td>
          )}
        </tr>
      ))}
    </>
  );
}

/**
 * A staff table: a labelled region that scrolls sideways on narrow screens (focusable, so
 * keyboard users can scroll it too) with its first, key column pinned, its column headings, and
 * a row per item, or skeleton rows while it loads, or the empty text in the table itself.
 */
export function DataTable<T>({
  table,
  items,
  loading = false,
}: {
  table: TableSpec<T>;
  items: readonly T[];
  loading?: boolean;
}) {
  const { label, columns, rowKey, minWidth, empty, skeletonTestId } = table;
  // TableSpec asks for rowKey whenever T has no id.
  const keyOf = rowKey ?? ((item: T) => (item as Keyed).id);
  let body: ReactNode;
  if (loading) body = <SkeletonRows columns={columns} testId={skeletonTestId} />;
  else if (items.length === 0)
    body = (
      <tr>
        <MessageCell colSpan={columns.length}>{empty}</MessageCell>
      </tr>
    );
  else
    body = items.map((item) => (
      <tr key={keyOf(item)}>
        {columns.map((column) => (
          <Cell
            key={column.header}
            as={column.rowHeader ? 'th' : 'td'}
            scope={column.rowHeader ? 'row' : undefined}
            id={column.id?.(item)}
            $wrap={column.wrap}
          >
            {column.cell(item)}
          </Cell>
        ))}
      </tr>
    ));
  return (
    <Scroll role="region" aria-label={label} tabIndex={0} data-pinned-column="first">
      <Table $minWidth={minWidth} aria-busy={loading}>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </Table>
    </Scroll>
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
