import { useState } from 'react';
import { type StaffProduct } from '@coffee/contracts';
import { Button } from '@coffee/ui';
import { BulkStockDialog, StockDialog } from '../../../shared/products';
import { ListSection, type ListTexts } from '../../../shared/ui/list-section';
import { usePagedList } from '../../../shared/ui/paged-list';
import { useGetAdminProductsQuery } from '../api/admin-products-api';
import { ProductFormDialog } from './product-form-dialog';
import { productColumns } from './product-table';

type Open =
  | { kind: 'stock'; product: StaffProduct }
  | { kind: 'bulk' }
  | { kind: 'form'; productId: string | null }
  | null;

/** What the tab says around its rows. */
const TEXTS: ListTexts = {
  title: 'Products',
  description: 'The catalog as shoppers see it.',
  searchLabel: 'Search products',
  searchPlaceholder: 'Search products by name or ID...',
  failedTitle: "We couldn't load the products",
  pagerLabel: 'Product pages',
  noun: 'products',
};

export function ProductsSection() {
  const list = usePagedList();
  const [open, setOpen] = useState<Open>(null);
  const query = useGetAdminProductsQuery({ sort: 'name', ...list.params });
  const products = query.data?.items ?? [];

  return (
    <ListSection
      texts={TEXTS}
      list={list}
      query={query}
      actions={
        <>
          <Button disabled={products.length === 0} onClick={() => setOpen({ kind: 'bulk' })}>
            Update Inventory
          </Button>
          <Button $variant="outline" onClick={() => setOpen({ kind: 'form', productId: null })}>
            Add Product
          </Button>
        </>
      }
      table={{
        label: 'Products',
        columns: productColumns({
          onUpdateStock: (product) => setOpen({ kind: 'stock', product }),
          onEdit: (product) => setOpen({ kind: 'form', productId: product.id }),
        }),
        minWidth: '52rem',
        empty: list.q
          ? 'No products match this search.'
          : 'No products found. Products added to the catalog appear here.',
        skeletonTestId: 'product-skeleton-row',
      }}
    >
      {open?.kind === 'stock' ? (
        <StockDialog product={open.product} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'bulk' ? (
        <BulkStockDialog products={products} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'form' ? (
        <ProductFormDialog productId={open.productId} onClose={() => setOpen(null)} />
      ) : null}
    </ListSection>
  );
}
