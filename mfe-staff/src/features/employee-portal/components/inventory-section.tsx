import { categoryTitle, type StaffProduct } from '@coffee/contracts';
import { Skeleton } from '@coffee/ui';
import { useStaffProducts } from '../../../shared/products';
import { DataTable, MessageRow } from '../../../shared/ui/data-table';
import { PortalSection } from '../../../shared/ui/portal-section';
import { ProductCell, ProductThumb } from '../../../shared/ui/product-thumb';
import { StatusBadge } from '../../../shared/ui/status-badge';

/** At or under this many units an in-stock product is flagged for reordering. */
export const LOW_STOCK_THRESHOLD = 10;

function stockStatus(product: StaffProduct): string {
  if (!product.inStock || product.inventory === 0) return 'Out of Stock';
  if (product.inventory !== null && product.inventory <= LOW_STOCK_THRESHOLD) return 'Low Stock';
  return 'In Stock';
}

const COLUMNS = ['Product', 'SKU', 'Category', 'Stock Status', 'Units'];

export function InventorySection() {
  const { products, loading, error, retry } = useStaffProducts("We couldn't load the inventory.");

  let body;
  if (loading)
    body = Array.from({ length: 4 }, (_, i) => (
      <tr key={i} aria-hidden="true">
        <td colSpan={COLUMNS.length}>
          <Skeleton $h="1.6rem" />
        </td>
      </tr>
    ));
  else if (error)
    body = (
      <MessageRow colSpan={COLUMNS.length} onRetry={retry}>
        {error}
      </MessageRow>
    );
  else if (products.length === 0)
    body = <MessageRow colSpan={COLUMNS.length}>No products in the catalog yet.</MessageRow>;
  else
    body = products.map((product) => (
      <tr key={product.id}>
        <td>
          <ProductCell>
            <ProductThumb src={product.imageUrl} name={product.name} />
            {product.name}
          </ProductCell>
        </td>
        <td>{product.sku ?? '—'}</td>
        <td>{categoryTitle(product.category)}</td>
        <td>
          <StatusBadge status={stockStatus(product)} />
        </td>
        <td>{product.inventory ?? '—'}</td>
      </tr>
    ));

  return (
    <PortalSection title="Inventory" description="Stock on hand for every product.">
      <DataTable label="Inventory" columns={COLUMNS} minWidth="40rem" busy={loading}>
        {body}
      </DataTable>
    </PortalSection>
  );
}
