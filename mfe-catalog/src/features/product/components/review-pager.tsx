import styled from 'styled-components';
import { useHydrated } from '@coffee/platform';
import { Button } from '@coffee/ui';

const Nav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 0.75rem;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  span {
    font-size: 0.9rem;
  }
`;

/** Previous / next through the review pages. */
export function ReviewPager({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  // Disabled until the page is hydrated: before the scripts run a tap would change nothing.
  const hydrated = useHydrated();
  if (pageCount <= 1) return null;
  return (
    <Nav aria-label="Review pages">
      <Button
        type="button"
        $variant="outline"
        $size="sm"
        disabled={!hydrated || page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Previous
      </Button>
      <span>
        Page {page} of {pageCount}
      </span>
      <Button
        type="button"
        $variant="outline"
        $size="sm"
        disabled={!hydrated || page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        Next
      </Button>
    </Nav>
  );
}
