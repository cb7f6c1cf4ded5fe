import styled from 'styled-components';
import { Button } from './button';
import { Muted, spreadRow } from './layout';

const Bar = styled.nav`
  ${spreadRow()}
  gap: 0.75rem;
  margin-top: 1rem;
  p {
    margin: 0;
    font-size: 0.9rem;
  }
  div {
    display: flex;
    gap: 0.5rem;
  }
`;

export interface PagerProps {
  /** The navigation's name ('Order pages'). */
  label: string;
  page: number;
  pageSize: number;
  /** Null while the first page loads. */
  total: number | null;
  onPage: (page: number) => void;
  /** Plural noun of the rows: 'Showing 21–40 of 57 products'; without it, 'Page 2 of 3'. */
  noun?: string;
  /** While a page loads, both buttons wait (a second click would skip a page). */
  busy?: boolean;
}

function summary({ page, pageSize, total, noun }: PagerProps): string {
  if (total === null) return '';
  if (!noun) return `Page ${page} of ${Math.max(1, Math.ceil(total / pageSize))}`;
  if (total === 0) return `No ${noun}`;
  return `Showing ${(page - 1) * pageSize + 1}–${Math.min(total, page * pageSize)} of ${total} ${noun}`;
}

/** Previous / Next under a paged list, with what is shown (read out as it changes). */
export function Pager(props: PagerProps) {
  const { label, page, pageSize, total, onPage, busy = false } = props;
  return (
    <Bar aria-label={label}>
      <Muted as="p" aria-live="polite">
        {summary(props)}
      </Muted>
      <div>
        <Button
          $variant="outline"
          $size="sm"
          disabled={busy || page <= 1}
          onClick={() => onPage(page - 1)}
        >
          Previous
        </Button>
        <Button
          $variant="outline"
          $size="sm"
          disabled={busy || total === null || page * pageSize >= total}
          onClick={() => onPage(page + 1)}
        >
          Next
        </Button>
      </div>
    </Bar>
  );
}
