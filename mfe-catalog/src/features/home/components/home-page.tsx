import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { RemoteRoot } from '@coffee/platform';
import { useGetProductsQuery } from '../../../shared/products';
import { CategoryTiles } from './category-tiles';
import { Hero } from './hero';
import { Newsletter } from './newsletter';
import { ComingSoon, ProductShowcase } from './product-showcase';

/** Spec, section 9: featured shows the first four products, trending products 5 to 8. */
export const FEATURED_RANGE = [0, 4] as const;
export const TRENDING_RANGE = [4, 8] as const;

const ViewAll = styled(Link)`
  font-weight: 600;
  color: ${({ theme }) => theme.colors.accent};
  text-underline-offset: 3px;
`;

export function HomePage() {
  const query = useGetProductsQuery();
  const { data: products = [], isError, refetch } = query;
  // A retry after a failure shows the spinner again rather than the stale error.
  const isLoading = query.isLoading || (query.isFetching && isError);
  const featured = products.slice(...FEATURED_RANGE);
  const trending = products.slice(...TRENDING_RANGE);
  const isEmpty = !isLoading && !isError && products.length === 0;
  const retry = () => void refetch();

  return (
    <RemoteRoot name="catalog" release={__RELEASE__}>
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
            onRetry={retry}
            aside={<ViewAll to="/category/all">View All Products</ViewAll>}
          />
        )}
        <CategoryTiles />
        {/* Seam: the membership plan comparison (membership's ./PlanComparison widget) mounts here. */}
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
        <Newsletter />
      </div>
    </RemoteRoot>
  );
}
