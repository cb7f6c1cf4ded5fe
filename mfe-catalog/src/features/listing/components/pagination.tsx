import styled, { css } from 'styled-components';
import { media, theme, Link, bareList } from '@coffee/ui';
import { useMediaQuery } from '../../../shared/ui/use-media-query';

/** Pages to show: the first, the last, and the current one with its neighbours; null is a gap. */
export function visiblePages(current: number, last: number): (number | null)[] {
  const wanted = new Set(
    [1, last, current - 1, current, current + 1].filter((p) => p >= 1 && p <= last),
  );
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  sorted.forEach((page, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && page - previous > 1)
      out.push(page - previous === 2 ? previous + 1 : null);
    out.push(page);
  });
  return out;
}

const Nav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  margin: 2.5rem 0 1rem;
`;

const cell = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 2.5rem;
  height: 2.5rem;
  padding: 0 0.75rem;
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: 600;
  text-decoration: none;
`;

const PageLink = styled(Link)`
  ${cell}
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

const Disabled = styled.span`
  ${cell}
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.muted};
  opacity: 0.6;
`;

/** `$cssOnly`: the width is not known yet (server render): shown from sm up by CSS alone. */
const Numbers = styled.ol<{ $cssOnly: boolean }>`
  ${bareList}
  display: ${({ $cssOnly }) => ($cssOnly ? 'none' : 'flex')};
  ${media.sm} {
    display: flex;
  }
  gap: 0.35rem;
`;

const Gap = styled.span`
  ${cell}
  min-width: 1.5rem;
  padding: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/** `$cssOnly`: the width is not known yet (server render): hidden from sm up by CSS alone. */
const Compact = styled.span<{ $cssOnly: boolean }>`
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
  ${({ $cssOnly }) => ($cssOnly ? `${media.sm} { display: none; }` : '')}
`;

export interface PaginationProps {
  page: number;
  last: number;
  hrefFor: (page: number) => string;
}

/** Numbered pages as real links: every page of a listing has its own shareable URL. */
export function Pagination({ page, last, hrefFor }: PaginationProps) {
  // On phones the numbers make way for a plain "Page 2 of 9". Null on the server and while
  // hydrating: both are rendered and CSS shows the one for the width.
  const roomy = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`);
  const cssOnly = roomy === null;
  if (last <= 1) return null;
  // The shell scrolls up only when the path changes; a new page of the same list should too.
  const toTop = () => window.scrollTo({ top: 0 });
  return (
    <Nav aria-label="Pagination">
      {page > 1 ? (
        <PageLink to={hrefFor(page - 1)} onClick={toTop} rel="prev">
          Previous
        </PageLink>
      ) : (
        <Disabled aria-disabled="true">Previous</Disabled>
      )}
      {roomy !== false ? (
        <Numbers $cssOnly={cssOnly}>
          {visiblePages(page, last).map((p, i) =>
            p === null ? (
              <li key={`gap-${i}`} aria-hidden="true">
                <Gap>…</Gap>
              </li>
            ) : (
              <li key={p}>
                <PageLink
                  to={hrefFor(p)}
                  onClick={toTop}
                  aria-current={p === page ? 'page' : undefined}
                  aria-label={`Page ${p}`}
                >
                  {p}
                </PageLink>
              </li>
            ),
          )}
        </Numbers>
      ) : null}
      {roomy !== true ? (
        <Compact $cssOnly={cssOnly}>
          Page {page} of {last}
        </Compact>
      ) : null}
      {page < last ? (
        <PageLink to={hrefFor(page + 1)} onClick={toTop} rel="next">
          Next
        </PageLink>
      ) : (
        <Disabled aria-disabled="true">Next</Disabled>
      )}
    </Nav>
  );
}
