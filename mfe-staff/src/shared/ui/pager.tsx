import styled from 'styled-components';
import { Button, Muted } from '@coffee/ui';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
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

/** Previous / Next under a paged staff list, with what is shown ('Showing 21–40 of 57 products'). */
export function Pager({
  label,
  noun,
  page,
  pageSize,
  total,
  onPage,
}: {
  label: string;
  /** Plural noun of the rows ('products'). */
  noun: string;
  page: number;
  pageSize: number;
  /** Null while the first page loads. */
  total: number | null;
  onPage: (page: number) => void;
}) {
  const first = (page - 1) * pageSize + 1;
  const last = total === null ? 0 : Math.min(total, page * pageSize);
  const text =
    total === null
      ? ''
      : total === 0
        ? `No ${noun}`
        : `Showing ${first}–${last} of ${total} ${noun}`;
  return (
    <Bar aria-label={label}>
      <Muted as="p" aria-live="polite">
        {text}
      </Muted>
      <div>
        <Button $variant="outline" $size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button
          $variant="outline"
          $size="sm"
          disabled={total === null || page * pageSize >= total}
          onClick={() => onPage(page + 1)}
        >
          Next
        </Button>
      </div>
    </Bar>
  );
}
