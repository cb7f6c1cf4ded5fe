import { useState } from 'react';
import { type StaffProduct } from '@coffee/contracts';
import { Button } from '@coffee/ui';
import { BulkStockDialog, StockDialog } from '../../../shared/products';
import { isFirstLoad } from '../../../shared/ui/list-state';
import { PagedList, usePagedList } from '../../../shared/ui/paged-list';
import { PortalSection } from '../../../shared/ui/portal-section';
import { SearchBox } from '../../../shared/ui/search-box';
import { useGetAdminProductsQuery } from '../api/admin-products-api';
import { ProductFormDialog } from './product-form-dialog';
import { ProductTable } from './product-table';

type Open =
  | { kind: 'stock'; product: StaffProduct }
  | { kind: 'bulk' }
  | { kind: 'form'; productId: string | null }
  | null;

export function ProductsSection() {
  const list = usePagedList();
  const [open, setOpen] = useState<Open>(null);
  const query = useGetAdminProductsQuery({ sort: 'name', ...list.params });
  const products = query.data?.items ?? [];

  return (
    <PortalSection
      title="Products"
      description="The catalog as shoppers see it."
      toolbar={
        <>
          <SearchBox
            label="Search products"
            placeholder="Search products by name or ID..."
            onSearch={list.search}
          />
          <Button disabled={products.length === 0} onClick={() => setOpen({ kind: 'bulk' })}>
            Update Inventory
          </Button>
          <Button $variant="outline" onClick={() => setOpen({ kind: 'form', productId: null })}>
            Add Product
          </Button>
        </>
      }
    >
      <PagedList
        list={list}
        query={query}
        failedTitle="We couldn't load the products"
        pagerLabel="Product pages"
        noun="products"
      >
        <ProductTable
          products={products}
          isLoading={isFirstLoad(query)}
          searching={list.q !== ''}
          onUpdateStock={(product) => setOpen({ kind: 'stock', product })}
          onEdit={(product) => setOpen({ kind: 'form', productId: product.id })}
        />
      </PagedList>
      {open?.kind === 'stock' ? (
        <StockDialog product={open.product} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'bulk' ? (
        <BulkStockDialog products={products} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'form' ? (
        <ProductFormDialog productId={open.productId} onClose={() => setOpen(null)} />
      ) : null}
    </PortalSection>
  );
}
