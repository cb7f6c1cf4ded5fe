import styled from 'styled-components';
import { categoryTitle, type StaffProduct } from '@coffee/contracts';
import { Button, formatPrice, Skeleton } from '@coffee/ui';
import {
  hasOptions,
  labelOf,
  lowVariants,
  UpdateStockButton,
  variantsOnSale,
} from '../../../shared/products';
import { RowActions, type Column } from '../../../shared/ui/data-table';
import { ProductCell, ProductThumb } from '../../../shared/ui/product-thumb';
import { StatusBadge } from '../../../shared/ui/status-badge';

const Note = styled.small`
  display: block;
  margin-top: 0.25rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** The price a row shows: one figure, or the range over the sizes on sale ("$14.99–$69.99"). */
function priceOf(product: StaffProduct): string {
  const cents = hasOptions(product)
    ? variantsOnSale(product).map((v) => Math.round(Number(v.price) * 100))
    : [];
  if (cents.length === 0) return formatPrice(product.price);
  const [low, high] = [Math.min(...cents), Math.max(...cents)];
  return low === high
    ? formatPrice(product.price)
    : `${formatPrice((low / 100).toFixed(2))}–${formatPrice((high / 100).toFixed(2))}`;
}

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
      cell: (product) => {
        const low = hasOptions(product) ? lowVariants(product) : [];
        return (
          <>
            <StatusBadge status={product.inStock ? 'In Stock' : 'Out of Stock'} />
            {low.length > 0 ? (
              <Note>Low: {low.length === 1 ? labelOf(low[0]!) : `${low.length} variants`}</Note>
            ) : null}
          </>
        );
      },
    },
    {
      header: 'Price',
      skeleton: <Skeleton $w="3.5rem" />,
      cell: priceOf,
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
