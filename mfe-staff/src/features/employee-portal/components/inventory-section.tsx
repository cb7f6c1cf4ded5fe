import { errorMessage } from '@coffee/platform';
import { Button, Skeleton } from '@coffee/ui';
import {
  categoryLabel,
  useGetStaffProductsQuery,
  type StaffProduct,
} from '../../../shared/products';
import { MessageCell, Table, TableScroll } from '../../../shared/ui/data-table';
import { ProductThumb } from '../../../shared/ui/product-thumb';
import { SectionHeader } from '../../../shared/ui/section-header';
import { StatusBadge } from '../../../shared/ui/status-badge';

/** At or under this many units an in-stock product is flagged for reordering. */
export const LOW_STOCK_THRESHOLD = 10;

function stockStatus(product: StaffProduct): string {
  if (!product.inStock || product.inventory === 0) return 'Out of Stock';
  if (product.inventory !== null && product.inventory <= LOW_STOCK_THRESHOLD) return 'Low Stock';
  return 'In Stock';
}

export function InventorySection() {
  const {
    data: products = [],
    isLoading,
    isFetching,
    isError,
    error,
    refetch,
  } = useGetStaffProductsQuery();
  const loading = isLoading || (isFetching && isError);

  let body;
  if (loading)
    body = Array.from({ length: 4 }, (_, i) => (
      <tr key={i} aria-hidden="true">
        <td colSpan={5}>
          <Skeleton $h="1.6rem" />
        </td>
      </tr>
    ));
  else if (isError)
    body = (
      <tr>
        <MessageCell colSpan={5} role="alert">
          {errorMessage(error, "We couldn't load the inventory.")}{' '}
          <Button $variant="link" onClick={() => void refetch()}>
            Try again
          </Button>
        </MessageCell>
      </tr>
    );
  else if (products.length === 0)
    body = (
      <tr>
        <MessageCell colSpan={5}>No products in the catalog yet.</MessageCell>
      </tr>
    );
  else
    body = products.map((product) => (
      <tr key={product.id}>
        <td>
          <span
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: '0.75rem',
              fontWeight: 600,
              whiteSpace: 'normal',
              minWidth: '14rem',
            }}
          >
            <ProductThumb src={product.imageUrl} name={product.name} />
            {product.name}
          </span>
        </td>
        <td>{product.sku ?? '—'}</td>
        <td>{categoryLabel(product.category)}</td>
        <td>
          <StatusBadge status={stockStatus(product)} />
        </td>
        <td>{product.inventory ?? '—'}</td>
      </tr>
    ));

  return (
    <section>
      <SectionHeader
        id="employee-inventory-title"
        title="Inventory"
        description="Stock on hand for every product."
      />
      <TableScroll label="Inventory">
        <Table $minWidth="40rem" aria-busy={loading}>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col">SKU</th>
              <th scope="col">Category</th>
              <th scope="col">Stock Status</th>
              <th scope="col">Units</th>
            </tr>
          </thead>
          <tbody>{body}</tbody>
        </Table>
      </TableScroll>
    </section>
  );
}
