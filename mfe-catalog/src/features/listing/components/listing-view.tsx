import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { errorMessage, skipToken, useHydrated } from '@coffee/platform';
import {
  Badge,
  Button,
  Container,
  formatCount,
  Link,
  media,
  Skeleton,
  theme,
  VisuallyHidden,
  spreadRow,
  cardSurface,
} from '@coffee/ui';
import {
  ProductGrid,
  ProductGridSkeleton,
  useGetCatalogProductsQuery,
  type ProductSource,
} from '../../../shared/products';
import { WAITING_FOR_SCRIPTS } from '../../../shared/ui/until-hydrated';
import { useMediaQuery } from '../../../shared/ui/use-media-query';
import { useGetListingFacetsQuery } from '../api/get-listing-facets';
import { useListingState } from '../model/use-listing-state';
import { facetArgs, listingArgs } from '../model/listing-args';
import { activeFilterCount, pageCount } from '../model/listing-params';
import { EmptyState } from './empty-state';
import { FacetPanel } from './facet-panel';
import { FilterPanel } from './filter-panel';
import { Pagination } from './pagination';
import { SortSelect } from './sort-select';

const Header = styled.header`
  background:
    radial-gradient(circle at 90% 10%, rgba(181, 101, 29, 0.16), transparent 50%),
    ${({ theme }) => theme.colors.surfaceAlt};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  padding: 2rem 0 1.75rem;
  ${media.md} {
    padding: 2.75rem 0 2.25rem;
  }
  h1 {
    margin: 0 0 0.4rem;
    font-size: clamp(1.75rem, 4vw, 2.5rem);
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    max-width: 42rem;
  }
`;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 2rem;
  padding: 1.5rem 0 3rem;
  ${media.lg} {
    grid-template-columns: 14rem minmax(0, 1fr);
    padding-top: 2rem;
  }
`;

/** `$cssOnly`: the width is not known yet (server render): shown from lg up by CSS alone. */
const Sidebar = styled.aside<{ $cssOnly: boolean }>`
  display: ${({ $cssOnly }) => ($cssOnly ? 'none' : 'block')};
  ${media.lg} {
    display: block;
  }
  align-self: start;
  position: sticky;
  top: 1rem;
  /* The facets make it taller than a screen: it scrolls on its own rather than out of reach. */
  max-height: calc(100vh - 2rem);
  overflow-y: auto;
  padding: 1.25rem;
  ${cardSurface}
`;

const Toolbar = styled.div`
  ${spreadRow()}
  gap: 0.75rem;
  margin-bottom: 1rem;
  min-height: 2.5rem;
`;

const Count = styled.div`
  margin: 0;
  font-weight: 600;
  min-width: 7rem;
`;

/** Phones: Filters at the left, sort at the right, on a row of their own under the count. */
const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  width: 100%;
  ${media.sm} {
    width: auto;
    margin-left: auto;
  }
`;

/** `$cssOnly`: the width is not known yet (server render): hidden from lg up by CSS alone. */
const FiltersToggle = styled(Button)<{ $cssOnly: boolean }>`
  ${({ $cssOnly }) => ($cssOnly ? `${media.lg} { display: none; }` : '')}
`;

const MobilePanel = styled.div`
  margin-bottom: 1rem;
  padding: 1rem 1.25rem;
  ${cardSurface}
`;

const Notice = styled.div`
  padding: 2.5rem 1rem;
  text-align: center;
  color: ${({ theme }) => theme.colors.muted};
  p {
    margin: 0 0 0.75rem;
  }
`;

const Detail = styled.p`
  font-size: 0.9rem;
`;

/**
 * The phone's Filters button. Disabled until the page is hydrated: on a server-rendered page a tap
 * before the scripts have run would open nothing. Its own component, so that the moment hydration
 * ends re-renders this button, not the listing around it.
 */
function FiltersButton({
  cssOnly,
  open,
  panelId,
  active,
  onClick,
}: {
  cssOnly: boolean;
  open: boolean;
  panelId: string;
  active: number;
  onClick: () => void;
}) {
  const hydrated = useHydrated();
  return (
    <FiltersToggle
      $cssOnly={cssOnly}
      $variant="outline"
      $size="sm"
      aria-expanded={open}
      aria-controls={panelId}
      disabled={!hydrated}
      aria-busy={!hydrated}
      title={hydrated ? undefined : WAITING_FOR_SCRIPTS}
      onClick={onClick}
    >
      Filters
      {active > 0 ? (
        <Badge $tone="accent">
          {active}
          <VisuallyHidden> active</VisuallyHidden>
        </Badge>
      ) : null}
    </FiltersToggle>
  );
}

export interface ListingViewProps {
  title: string;
  subtitle: string;
  /** The list to show; null shows the empty state without asking (an empty search). */
  source: ProductSource | null;
  /** The empty state's hint: one for search, one for browsing (spec). */
  emptyHint: string;
}

/** A listing page: title, filters (sidebar or collapsible panel), sort, count, grid, pages. */
export function ListingView({ title, subtitle, source, emptyHint }: ListingViewProps) {
  const { state, setSort, toggleFilter, clearFilters, setPrice, hrefForPage, hrefFor } =
    useListingState();
  // Null on the server and while hydrating: both the sidebar and the Filters button are
  // rendered, and CSS shows the one for the width, so nothing moves once it is known.
  const isDesktop = useMediaQuery(`(min-width: ${theme.breakpoints.lg})`);
  const cssOnly = isDesktop === null;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const panelId = useId();
  const query = useGetCatalogProductsQuery(source ? listingArgs(source, state) : skipToken);
  // currentData belongs to this exact query: a new sort or page never shows the previous list.
  const data = source ? query.currentData : { items: [], total: 0 };
  const isLoading = data === undefined && !query.isError;
  const last = pageCount(data?.total ?? 0);
  // The facets' counts: `data`, not currentData, so the panel keeps the last counts (busy) while
  // a new choice's arrive rather than vanishing under the pointer.
  const facets = useGetListingFacetsQuery(source ? facetArgs(source, state) : skipToken).data
    ?.facets;
  const active = activeFilterCount(state);

  const filters = (
    <>
      <FilterPanel active={state.filters} onToggle={toggleFilter} />
      <FacetPanel
        facets={facets}
        state={state}
        hrefFor={hrefFor}
        onPrice={setPrice}
        anyActive={active > 0}
      />
    </>
  );

  let body: ReactNode;
  if (isLoading) {
    body = <ProductGridSkeleton count={8} label="Loading products" />;
  } else if (!data) {
    body = (
      <Notice role="alert">
        <p>We couldn&apos;t load products right now.</p>
        <Detail>{errorMessage(query.error)}</Detail>
        <Button $variant="outline" $size="sm" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Notice>
    );
  } else if (data.total === 0) {
    body = <EmptyState hint={emptyHint} onClear={clearFilters} />;
  } else if (data.items.length === 0) {
    // A shared link to a page that no longer exists (the list got shorter).
    body = (
      <Notice>
        <p>There are only {last} pages of products here.</p>
        <Link to={hrefForPage(1)}>Go to the first page</Link>
      </Notice>
    );
  } else {
    body = <ProductGrid products={data.items} label={title} eagerCount={4} />;
  }

  return (
    <div>
      <Header>
        <Container>
          <h1>{title}</h1>
          <p>{subtitle}</p>
        </Container>
      </Header>
      <Container>
        <Layout>
          {isDesktop !== false ? (
            <Sidebar aria-label="Product filters" $cssOnly={cssOnly}>
              {filters}
            </Sidebar>
          ) : null}
          <section aria-label="Products">
            <Toolbar>
              <Count aria-live="polite">
                {data ? (
                  `${formatCount(data.total)} ${data.total === 1 ? 'product' : 'products'}`
                ) : (
                  <Skeleton $w="7rem" $h="1.25rem" />
                )}
              </Count>
              <Controls>
                {isDesktop === true ? null : (
                  <FiltersButton
                    cssOnly={cssOnly}
                    open={filtersOpen}
                    panelId={panelId}
                    active={active}
                    onClick={() => setFiltersOpen((open) => !open)}
                  />
                )}
                <SortSelect value={state.sort} onChange={setSort} />
              </Controls>
            </Toolbar>
            {isDesktop !== true && filtersOpen ? (
              <MobilePanel id={panelId} role="region" aria-label="Product filters">
                {filters}
              </MobilePanel>
            ) : null}
            {body}
            {data && data.items.length > 0 ? (
              <Pagination page={state.page} last={last} hrefFor={hrefForPage} />
            ) : null}
          </section>
        </Layout>
      </Container>
    </div>
  );
}
