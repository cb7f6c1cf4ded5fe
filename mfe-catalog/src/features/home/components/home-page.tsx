import { Link } from '@coffee/ui';
import styled from 'styled-components';
import { errorMessage, RemoteWidgetSlot } from '@coffee/platform';
import { useGetCatalogProductsQuery } from '../../../shared/products';
import { FEATURED_RANGE, homeListArgs, TRENDING_RANGE } from '../model/home-list';
import { CategoryTiles } from './category-tiles';
import { Hero } from './hero';
import { MembershipTeaser } from './membership-teaser';
import { ComingSoon, ProductShowcase } from './product-showcase';

const ViewAll = styled(Link)`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.accent};
  text-underline-offset: 3px;
`;

export function HomePage() {
  const query = useGetCatalogProductsQuery(homeListArgs());
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
