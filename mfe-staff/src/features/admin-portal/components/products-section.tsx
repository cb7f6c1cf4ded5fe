import styled from 'styled-components';
import { Button, Input, Muted, VisuallyHidden } from '@coffee/ui';
import { useStaffProducts } from '../../../shared/products';
import { PortalSection } from '../../../shared/ui/portal-section';
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
  const { products, loading, error, retry } = useStaffProducts("We couldn't load the products.");

  return (
    <PortalSection
      title="Products"
      description="The catalog as shoppers see it."
      toolbar={
        <>
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
        </>
      }
    >
      <ProductTable products={products} isLoading={loading} error={error} onRetry={retry} />
      <Pager aria-label="Product pages">
        <Muted as="p">
          {loading || error
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
    </PortalSection>
  );
}
