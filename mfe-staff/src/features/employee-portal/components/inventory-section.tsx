import { useState } from 'react';
import { categoryTitle, LOW_STOCK_THRESHOLD, type StaffProduct } from '@coffee/contracts';
import { StockDialog, UpdateStockButton, useGetInventoryQuery } from '../../../shared/products';
import { useStaffRole } from '../../../shared/session/use-staff-role';
import { type Column } from '../../../shared/ui/data-table';
import { ListSection, type ListTexts } from '../../../shared/ui/list-section';
import { usePagedList } from '../../../shared/ui/paged-list';
import { ProductCell, ProductThumb } from '../../../shared/ui/product-thumb';
import { StatusBadge } from '../../../shared/ui/status-badge';

function stockStatus(product: StaffProduct): string {
  if (!product.inStock || product.inventory === 0) return 'Out of Stock';
  if (product.inventory !== null && product.inventory <= LOW_STOCK_THRESHOLD) return 'Low Stock';
  return 'In Stock';
}

/** The name's id: the row's button is described by it. */
const nameId = (product: StaffProduct) => `inventory-${product.id}`;

/** `onUpdateStock` absent when the viewer's role may not adjust stock. */
function columns(onUpdateStock?: (product: StaffProduct) => void): Column<StaffProduct>[] {
  return [
    {
      header: 'Product',
      rowHeader: true,
      cell: (product) => (
        <ProductCell>
          <ProductThumb src={product.imageUrl} name={product.name} />
          <span id={nameId(product)}>{product.name}</span>
        </ProductCell>
      ),
    },
    { header: 'SKU', cell: (product) => product.sku ?? '—' },
    { header: 'Category', cell: (product) => categoryTitle(product.category) },
    { header: 'Stock Status', cell: (product) => <StatusBadge status={stockStatus(product)} /> },
    { header: 'Units', cell: (product) => product.inventory ?? '—' },
    {
      header: 'Actions',
      cell: (product) =>
        onUpdateStock ? (
          <UpdateStockButton describedBy={nameId(product)} onClick={() => onUpdateStock(product)} />
        ) : null,
    },
  ];
}

/** What the tab says around its rows. */
const TEXTS: ListTexts = {
  title: 'Inventory',
  description: 'Stock on hand for every product, lowest first.',
  searchLabel: 'Search inventory',
  searchPlaceholder: 'Search products by name or ID...',
  failedTitle: "We couldn't load the inventory",
  pagerLabel: 'Inventory pages',
  noun: 'products',
};

/** Stock on hand, lowest first, so what runs out is on top; adjustments carry a reason. */
export function InventorySection() {
  const { can } = useStaffRole();
  const list = usePagedList();
  const [editing, setEditing] = useState<StaffProduct | null>(null);
  const query = useGetInventoryQuery({ sort: 'stock', ...list.params });

  return (
    <ListSection
      texts={TEXTS}
      list={list}
      query={query}
      table={{
        label: 'Inventory',
        columns: columns(can('inventory:adjust') ? setEditing : undefined),
        minWidth: '46rem',
        empty: list.q ? 'No products match this search.' : 'No products in the catalog yet.',
      }}
    >
      {editing ? <StockDialog product={editing} onClose={() => setEditing(null)} /> : null}
    </ListSection>
  );
}
