import styled from 'styled-components';
import { categoryTitle, type StaffProduct } from '@coffee/contracts';
import { Button, formatPrice, Skeleton } from '@coffee/ui';
import { DataTable, RowActions } from '../../../shared/ui/data-table';
import { ListRows } from '../../../shared/ui/list-rows';
import { ProductCell, ProductThumb } from '../../../shared/ui/product-thumb';
import { StatusBadge } from '../../../shared/ui/status-badge';

const COLUMNS = ['ID', 'Product', 'Category', 'Stock Status', 'Price', 'Actions'] as const;
export const SKELETON_ROWS = 4;

const Id = styled.code`
  font-size: 0.78rem;
  color: ${({ theme }) => theme.colors.muted};
`;

export interface ProductTableProps {
  products: readonly StaffProduct[];
  isLoading: boolean;
  searching: boolean;
  onUpdateStock: (product: StaffProduct) => void;
  onEdit: (product: StaffProduct) => void;
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

function ProductRow({
  product,
  onUpdateStock,
  onEdit,
}: { product: StaffProduct } & Pick<ProductTableProps, 'onUpdateStock' | 'onEdit'>) {
  const nameId = `admin-product-${product.id}-name`;
  return (
    <tr>
      <td>
        <Id>{product.id}</Id>
      </td>
      <td>
        <ProductCell>
          <ProductThumb src={product.imageUrl} name={product.name} />
          <span id={nameId}>{product.name}</span>
        </ProductCell>
      </td>
      <td>{categoryTitle(product.category)}</td>
      <td>
        <StatusBadge status={product.inStock ? 'In Stock' : 'Out of Stock'} />
      </td>
      <td>{formatPrice(product.price)}</td>
      <td>
        <RowActions>
          <Button
            $variant="outline"
            $size="sm"
            aria-describedby={nameId}
            onClick={() => onUpdateStock(product)}
          >
            Update Stock
          </Button>
          <Button
            $variant="ghost"
            $size="sm"
            aria-describedby={nameId}
            onClick={() => onEdit(product)}
          >
            Edit
          </Button>
        </RowActions>
      </td>
    </tr>
  );
}

/** Columns ID, Product, Category, Stock Status, Price, Actions (spec: admin product table). */
export function ProductTable({
  products,
  isLoading,
  searching,
  onUpdateStock,
  onEdit,
}: ProductTableProps) {
  return (
    <DataTable label="Products" columns={COLUMNS} minWidth="52rem" busy={isLoading}>
      <ListRows
        items={products}
        loading={isLoading}
        colSpan={COLUMNS.length}
        empty={
          searching
            ? 'No products match this search.'
            : 'No products found. Products added to the catalog appear here.'
        }
        skeleton={<SkeletonRows />}
      >
        {(product) => (
          <ProductRow
            key={product.id}
            product={product}
            onUpdateStock={onUpdateStock}
            onEdit={onEdit}
          />
        )}
      </ListRows>
    </DataTable>
  );
}
