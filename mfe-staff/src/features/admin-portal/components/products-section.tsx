import styled from 'styled-components';
import { errorMessage } from '@coffee/platform';
import { Button, Input, Muted, VisuallyHidden } from '@coffee/ui';
import { useGetStaffProductsQuery } from '../../../shared/products';
import { SectionHeader, Toolbar } from '../../../shared/ui/section-header';
import { ProductTable } from './product-table';

const Search = styled.div`
  flex: 1 1 16rem;
  max-width: 28rem;
`;

const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
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

export function ProductsSection() {
  const {
    data: products = [],
    isLoading,
    isFetching,
    isError,
    error,
    refetch,
  } = useGetStaffProductsQuery();
  const loading = isLoading || (isFetching && isError);
  const message =
    isError && !loading ? errorMessage(error, "We couldn't load the products.") : null;

  return (
    <section>
      <SectionHeader
        id="admin-products-title"
        title="Products"
        description="The catalog as shoppers see it."
      />
      <Toolbar>
        {/* Spec: the search box and Update Inventory are shown but not wired yet. */}
        <Search>
          <VisuallyHidden as="label" htmlFor="admin-product-search">
            Search products
          </VisuallyHidden>
          <Input
            id="admin-product-search"
            type="search"
            placeholder="Search products by name or ID..."
          />
        </Search>
        <Button>Update Inventory</Button>
      </Toolbar>
      <ProductTable
        products={products}
        isLoading={loading}
        error={message}
        onRetry={() => void refetch()}
      />
      <Pager aria-label="Product pages">
        <Muted as="p">
          {loading || message
            ? ''
            : `Showing ${products.length} ${products.length === 1 ? 'product' : 'products'}`}
        </Muted>
        <div>
          <Button $variant="outline" $size="sm" disabled>
            Previous
          </Button>
          <Button $variant="outline" $size="sm">
            Next
          </Button>
        </div>
      </Pager>
    </section>
  );
}
