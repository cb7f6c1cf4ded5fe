import { useState } from 'react';
import { STAFF_PAGE_SIZE, type StaffProduct } from '@coffee/contracts';
import { Button, Pager } from '@coffee/ui';
import { BulkStockDialog, StockDialog } from '../../../shared/products';
import { isFirstLoad, ListFailed } from '../../../shared/ui/list-state';
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
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Open>(null);
  const query = useGetAdminProductsQuery({ sort: 'name', q, page, pageSize: STAFF_PAGE_SIZE });
  const loading = isFirstLoad(query);
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
            onSearch={(text) => {
              setQ(text);
              setPage(1);
            }}
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
      {query.isError && !loading ? (
        <ListFailed title="We couldn't load the products" query={query} />
      ) : (
        <>
          <ProductTable
            products={products}
            isLoading={loading}
            searching={q !== ''}
            onUpdateStock={(product) => setOpen({ kind: 'stock', product })}
            onEdit={(product) => setOpen({ kind: 'form', productId: product.id })}
          />
          <Pager
            label="Product pages"
            noun="products"
            page={page}
            pageSize={STAFF_PAGE_SIZE}
            total={query.data?.total ?? null}
            onPage={setPage}
          />
        </>
      )}
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
