import { useState } from 'react';
import {
  categoryTitle,
  LOW_STOCK_THRESHOLD,
  STAFF_PAGE_SIZE,
  type StaffProduct,
} from '@coffee/contracts';
import { Button, Skeleton, Pager } from '@coffee/ui';
import { StockDialog, useGetInventoryQuery } from '../../../shared/products';
import { useStaffRole } from '../../../shared/session/use-staff-role';
import { DataTable, MessageRow } from '../../../shared/ui/data-table';
import { isFirstLoad, ListFailed } from '../../../shared/ui/list-state';
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

/** Stock on hand, lowest first, so what runs out is on top; adjustments carry a reason. */
export function InventorySection() {
  const { can } = useStaffRole();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<StaffProduct | null>(null);
  const query = useGetInventoryQuery({ sort: 'stock', q, page, pageSize: STAFF_PAGE_SIZE });
  const loading = isFirstLoad(query);
  const products = query.data?.items ?? [];
  const mayAdjust = can('inventory:adjust');

  let body;
  if (loading)
    body = Array.from({ length: 4 }, (_, i) => (
      <tr key={i} aria-hidden="true">
        <td colSpan={COLUMNS.length}>
          <Skeleton $h="1.6rem" />
        </td>
      </tr>
    ));
  else if (products.length === 0)
    body = (
      <MessageRow colSpan={COLUMNS.length}>
        {q ? 'No products match this search.' : 'No products in the catalog yet.'}
      </MessageRow>
    );
  else
    body = products.map((product) => {
      const nameId = `inventory-${product.id}`;
      return (
        <tr key={product.id}>
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
            {mayAdjust ? (
              <Button
                $variant="outline"
                $size="sm"
                aria-describedby={nameId}
                onClick={() => setEditing(product)}
              >
                Update Stock
              </Button>
            ) : null}
          </td>
        </tr>
      );
    });

  return (
    <PortalSection
      title="Inventory"
      description="Stock on hand for every product, lowest first."
      toolbar={
        <SearchBox
          label="Search inventory"
          placeholder="Search products by name or ID..."
          onSearch={(text) => {
            setQ(text);
            setPage(1);
          }}
        />
      }
    >
      {query.isError && !loading ? (
        <ListFailed title="We couldn't load the inventory" query={query} />
      ) : (
        <>
          <DataTable label="Inventory" columns={COLUMNS} minWidth="46rem" busy={loading}>
            {body}
          </DataTable>
          <Pager
            label="Inventory pages"
            noun="products"
            page={page}
            pageSize={STAFF_PAGE_SIZE}
            total={query.data?.total ?? null}
            onPage={setPage}
          />
        </>
      )}
      {editing ? <StockDialog product={editing} onClose={() => setEditing(null)} /> : null}
    </PortalSection>
  );
}
