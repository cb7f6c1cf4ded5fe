import type { ReactNode } from 'react';
import styled from 'styled-components';

/**
 * Horizontal scroll on narrow screens: the table keeps its columns and the region scrolls.
 * Focusable, so keyboard users can scroll it too.
 */
const Scroll = styled.div`
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  -webkit-overflow-scrolling: touch;
`;

export const Table = styled.table<{ $minWidth?: string }>`
  width: 100%;
  min-width: ${({ $minWidth = '40rem' }) => $minWidth};
  border-collapse: collapse;
  font-size: 0.92rem;
  th,
  td {
    padding: 0.75rem 1rem;
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
  tbody tr:last-child > * {
    border-bottom: 0;
  }
  tbody tr:hover > * {
    background: ${({ theme }) => theme.colors.bg};
  }
`;

export function TableScroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Scroll role="region" aria-label={label} tabIndex={0}>
      {children}
    </Scroll>
  );
}

/** A full-width message row: empty lists and failures. */
export const MessageCell = styled.td`
  text-align: center !important;
  padding: 2.5rem 1rem !important;
  color: ${({ theme }) => theme.colors.muted};
`;

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
