import styled from 'styled-components';
import { categoryTitle, type StaffProduct } from '@coffee/contracts';
import { Button, formatPrice, Skeleton } from '@coffee/ui';
import { UpdateStockButton } from '../../../shared/products';
import { RowActions, type Column } from '../../../shared/ui/data-table';
import { ProductCell, ProductThumb } from '../../../shared/ui/product-thumb';
import { StatusBadge } from '../../../shared/ui/status-badge';

const Id = styled.code`
  font-size: 0.78rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The name's id: the row's buttons are described by it. */
const nameId = (product: StaffProduct) => `admin-product-${product.id}-name`;

/**
 * Columns ID, Product, Category, Stock Status, Price, Actions (spec: admin product table), each
 * with a skeleton shaped like it for the 4 rows that stand in while the products load.
 */
export function productColumns({
  onUpdateStock,
  onEdit,
}: {
  onUpdateStock: (product: StaffProduct) => void;
  onEdit: (product: StaffProduct) => void;
}): Column<StaffProduct>[] {
  return [
    { header: 'ID', skeleton: <Skeleton $w="5rem" />, cell: (product) => <Id>{product.id}</Id> },
    {
      header: 'Product',
      skeleton: (
        <ProductCell>
          <Skeleton $w="2.75rem" $h="2.75rem" />
          <Skeleton $w="8rem" />
        </ProductCell>
      ),
      cell: (product) => (
        <ProductCell>
          <ProductThumb src={product.imageUrl} name={product.name} />
          <span id={nameId(product)}>{product.name}</span>
        </ProductCell>
      ),
    },
    {
      header: 'Category',
      skeleton: <Skeleton $w="5rem" />,
      cell: (product) => categoryTitle(product.category),
    },
    {
      header: 'Stock Status',
      skeleton: <Skeleton $w="4.5rem" />,
      cell: (product) => <StatusBadge status={product.inStock ? 'In Stock' : 'Out of Stock'} />,
    },
    {
      header: 'Price',
      skeleton: <Skeleton $w="3.5rem" />,
      cell: (product) => formatPrice(product.price),
    },
    {
      header: 'Actions',
      skeleton: <Skeleton $w="6rem" $h="1.9rem" />,
      cell: (product) => (
        <RowActions>
          <UpdateStockButton describedBy={nameId(product)} onClick={() => onUpdateStock(product)} />
          <Button
            $variant="ghost"
            $size="sm"
            aria-describedby={nameId(product)}
            onClick={() => onEdit(product)}
          >
            Edit
          </Button>
        </RowActions>
      ),
    },
  ];
}
