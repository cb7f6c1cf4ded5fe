import styled from 'styled-components';
import { Button, formatPrice, Skeleton } from '@coffee/ui';
import { categoryLabel, type StaffProduct } from '../../../shared/products';
import { MessageCell, Table, TableScroll } from '../../../shared/ui/data-table';
import { ProductThumb } from '../../../shared/ui/product-thumb';
import { StatusBadge } from '../../../shared/ui/status-badge';

const COLUMNS = ['ID', 'Product', 'Category', 'Stock Status', 'Price', 'Actions'] as const;
export const SKELETON_ROWS = 4;

const Id = styled.code`
  font-size: 0.78rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const ProductCell = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-width: 14rem;
  white-space: normal;
  font-weight: 600;
`;

export interface ProductTableProps {
  products: StaffProduct[];
  isLoading: boolean;
  error: string | null;
  onRetry: () => void;
}

function SkeletonRows() {
  return (
    <>
      {Array.from({ length: SKELETON_ROWS }, (_, i) => (
        <tr key={i} data-testid="product-skeleton-row" aria-hidden="true">
          <td>
            <Skeleton $w="5rem" />
          </td>
          <td>
            <ProductCell>
              <Skeleton $w="2.75rem" $h="2.75rem" />
              <Skeleton $w="8rem" />
            </ProductCell>
          </td>
          <td>
            <Skeleton $w="5rem" />
          </td>
          <td>
            <Skeleton $w="4.5rem" />
          </td>
          <td>
            <Skeleton $w="3.5rem" />
          </td>
          <td>
            <Skeleton $w="6rem" $h="1.9rem" />
          </td>
        </tr>
      ))}
    </>
  );
}

/** Columns ID, Product, Category, Stock Status, Price, Actions (spec: admin product table). */
export function ProductTable({ products, isLoading, error, onRetry }: ProductTableProps) {
  let body;
  if (isLoading) body = <SkeletonRows />;
  else if (error)
    body = (
      <tr>
        <MessageCell colSpan={COLUMNS.length} role="alert">
          {error}{' '}
          <Button $variant="link" onClick={onRetry}>
            Try again
          </Button>
        </MessageCell>
      </tr>
    );
  else if (products.length === 0)
    body = (
      <tr>
        <MessageCell colSpan={COLUMNS.length}>
          No products found. Products added to the catalog appear here.
        </MessageCell>
      </tr>
    );
  else
    body = products.map((product) => (
      <tr key={product.id}>
        <td>
          <Id>{product.id}</Id>
        </td>
        <td>
          <ProductCell>
            <ProductThumb src={product.imageUrl} name={product.name} />
            <span id={`admin-product-${product.id}-name`}>{product.name}</span>
          </ProductCell>
        </td>
        <td>{categoryLabel(product.category)}</td>
        <td>
          <StatusBadge status={product.inStock ? 'In Stock' : 'Out of Stock'} />
        </td>
        <td>{formatPrice(product.price)}</td>
        <td>
          {/* Spec: shown, not wired yet (inventory editing arrives with the back-office work). */}
          <Button
            $variant="outline"
            $size="sm"
            aria-describedby={`admin-product-${product.id}-name`}
          >
            Update Stock
          </Button>
        </td>
      </tr>
    ));

  return (
    <TableScroll label="Products">
      <Table $minWidth="52rem" aria-busy={isLoading}>
        <thead>
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </Table>
    </TableScroll>
  );
}
