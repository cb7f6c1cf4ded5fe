import { Link } from '@coffee/ui';
import styled from 'styled-components';
import { errorMessage, RemoteWidgetSlot } from '@coffee/platform';
import { ALL_CATEGORY, useGetCatalogProductsQuery } from '../../../shared/products';
import { CategoryTiles } from './category-tiles';
import { Hero } from './hero';
import { MembershipTeaser } from './membership-teaser';
import { ComingSoon, ProductShowcase } from './product-showcase';

/** Spec, section 9: featured shows the first four products, trending products 5 to 8. */
export const FEATURED_RANGE = [0, 4] as const;
export const TRENDING_RANGE = [4, 8] as const;

// Only the eight products the page shows: the catalog is far bigger than one page.
const HOME_LIST = {
  source: { kind: 'category', category: ALL_CATEGORY },
  params: { limit: String(TRENDING_RANGE[1]) },
} as const;

const ViewAll = styled(Link)`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.accent};
  text-underline-offset: 3px;
`;

export function HomePage() {
  const query = useGetCatalogProductsQuery(HOME_LIST);
  const { isError, error, refetch } = query;
  const products = query.data?.items ?? [];
  // A retry after a failure shows the loading state again rather than the stale error.
  const isLoading = query.isLoading || (query.isFetching && isError);
  const featured = products.slice(...FEATURED_RANGE);
  const trending = products.slice(...TRENDING_RANGE);
  const isEmpty = !isLoading && !isError && products.length === 0;
  const retry = () => void refetch();

  return (
    <div>
      <Hero />
      {isEmpty ? (
        <ComingSoon />
      ) : (
        <ProductShowcase
          id="home-featured"
          title="Featured Products"
          products={featured}
          isLoading={isLoading}
          isError={isError}
          errorDetail={isError ? errorMessage(error) : undefined}
          onRetry={retry}
          eagerCount={FEATURED_RANGE[1]}
          aside={<ViewAll to="/category/all">View All Products</ViewAll>}
        />
      )}
      <CategoryTiles />
      {/* Membership's plan comparison; inside the shop the shell loads it, alone we show a teaser.
            It sits below the fold: its remote is fetched only when the visitor scrolls near it. */}
      <RemoteWidgetSlot
        remote="membership"
        module="PlanComparison"
        fallback={<MembershipTeaser />}
        deferUntilVisible
        placeholderMinHeight="40rem"
      />
      {isLoading || trending.length > 0 ? (
        <ProductShowcase
          id="home-trending"
          title="Trending Now"
          products={trending}
          isLoading={isLoading}
          isError={false}
          onRetry={retry}
        />
      ) : null}
      {/* The account remote's newsletter sign-up (it subscribes for real). Alone, the catalog has
            no account remote: a form that could not subscribe anyone would mislead, so nothing. */}
      <RemoteWidgetSlot
        remote="account"
        module="NewsletterSignup"
        deferUntilVisible
        placeholderMinHeight="16rem"
      />
    </div>
  );
}
