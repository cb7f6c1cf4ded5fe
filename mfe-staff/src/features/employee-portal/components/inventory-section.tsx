import { useState } from 'react';
import { categoryTitle, LOW_STOCK_THRESHOLD, type StaffProduct } from '@coffee/contracts';
import { Button } from '@coffee/ui';
import { StockDialog, useGetInventoryQuery } from '../../../shared/products';
import { useStaffRole } from '../../../shared/session/use-staff-role';
import { PagedTable, usePagedList } from '../../../shared/ui/paged-list';
import { PortalSection } from '../../../shared/ui/portal-section';
import { ProductCell, ProductThumb } from '../../../shared/ui/product-thumb';
import { SearchBox } from '../../../shared/ui/search-box';
import { StatusBadge } from '../../../shared/ui/status-badge';

function stockStatus(product: StaffProduct): string {
  if (!product.inStock || product.inventory === 0) return 'Out of Stock';
  if (product.inventory !== null && product.inventory <= LOW_STOCK_THRESHOLD) return 'Low Stock';
  return 'In Stock';
}

const COLUMNS = ['Product', 'SKU', 'Category', 'Stock Status', 'Units', 'Actions'];

function InventoryRow({
  product,
  onUpdateStock,
}: {
  product: StaffProduct;
  /** Absent when the viewer's role may not adjust stock. */
  onUpdateStock?: () => void;
}) {
  const nameId = `inventory-${product.id}`;
  return (
    <tr>
      <th scope="row">
        <ProductCell>
          <ProductThumb src={product.imageUrl} name={product.name} />
          <span id={nameId}>{product.name}</span>
        </ProductCell>
      </th>
      <td>{product.sku ?? '—'}</td>
      <td>{categoryTitle(product.category)}</td>
      <td>
        <StatusBadge status={stockStatus(product)} />
      </td>
      <td>{product.inventory ?? '—'}</td>
      <td>
        {onUpdateStock ? (
          <Button $variant="outline" $size="sm" aria-describedby={nameId} onClick={onUpdateStock}>
            Update Stock
          </Button>
        ) : null}
      </td>
    </tr>
  );
}

/** Stock on hand, lowest first, so what runs out is on top; adjustments carry a reason. */
export function InventorySection() {
  const { can } = useStaffRole();
  const list = usePagedList();
  const [editing, setEditing] = useState<StaffProduct | null>(null);
  const query = useGetInventoryQuery({ sort: 'stock', ...list.params });
  const mayAdjust = can('inventory:adjust');

  return (
    <PortalSection
      title="Inventory"
      description="Stock on hand for every product, lowest first."
      toolbar={
        <SearchBox
          label="Search inventory"
          placeholder="Search products by name or ID..."
          onSearch={list.search}
        />
      }
    >
      <PagedTable
        list={list}
        query={query}
        failedTitle="We couldn't load the inventory"
        pagerLabel="Inventory pages"
        noun="products"
        label="Inventory"
        columns={COLUMNS}
        minWidth="46rem"
        empty={list.q ? 'No products match this search.' : 'No products in the catalog yet.'}
      >
        {(product) => (
          <InventoryRow
            key={product.id}
            product={product}
            onUpdateStock={mayAdjust ? () => setEditing(product) : undefined}
          />
        )}
      </PagedTable>
      {editing ? <StockDialog product={editing} onClose={() => setEditing(null)} /> : null}
    </PortalSection>
  );
}
