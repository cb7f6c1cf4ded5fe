import { useState } from 'react';
import styled from 'styled-components';
import { categoryTitle, type StaffProduct, type StaffVariant } from '@coffee/contracts';
import { Button, VisuallyHidden } from '@coffee/ui';
import {
  hasOptions,
  labelOf,
  lowVariants,
  StockDialog,
  stockStatus,
  UpdateStockButton,
  useGetInventoryQuery,
  variantsOnSale,
} from '../../../shared/products';
import { useStaffRole } from '../../../shared/session/use-staff-role';
import { type Column } from '../../../shared/ui/data-table';
import { ListSection, type ListTexts } from '../../../shared/ui/list-section';
import { usePagedList } from '../../../shared/ui/paged-list';
import { ProductCell, ProductThumb } from '../../../shared/ui/product-thumb';
import { StatusBadge } from '../../../shared/ui/status-badge';

/** A row of the table: a product, or (its group open) one of its variants under it. */
type Row =
  | { kind: 'product'; id: string; product: StaffProduct }
  | { kind: 'variant'; id: string; product: StaffProduct; variant: StaffVariant };

/** The name's id: the row's button is described by it. */
const nameId = (row: Row) =>
  row.kind === 'product' ? `inventory-${row.product.id}` : variantNameId(row.product, row.variant);
/** A variant row's name, as its product's Show button names what it controls. */
const variantNameId = (product: StaffProduct, variant: StaffVariant) =>
  `inventory-${product.id}-${variant.id}`;

const VariantName = styled.span`
  display: block;
  padding-left: 3.5rem;
  font-weight: 500;
  @media (max-width: 639px) {
    padding-left: 0.75rem;
  }
`;

/** Under the name, in line with it; on a phone the full width of the pinned column. */
const Toggle = styled(Button)`
  margin: 0.3rem 0 0 3.5rem;
  && {
    overflow-wrap: normal;
  }
  @media (max-width: 639px) {
    margin-left: 0;
  }
`;

const Note = styled.small`
  display: block;
  margin-top: 0.25rem;
  color: ${({ theme }) => theme.colors.muted};
`;

function rowsOf(products: readonly StaffProduct[], open: ReadonlySet<string>): Row[] {
  return products.flatMap((product): Row[] => [
    { kind: 'product', id: product.id, product },
    ...(open.has(product.id) && hasOptions(product)
      ? variantsOnSale(product).map((variant) => ({
          kind: 'variant' as const,
          id: `${product.id}-${variant.id}`,
          product,
          variant,
        }))
      : []),
  ]);
}

/** The product's own badge; one sold in sizes is low as soon as one of its sizes is. */
function productStatus(product: StaffProduct) {
  const status = stockStatus(product);
  return status === 'In Stock' && hasOptions(product) && lowVariants(product).length > 0
    ? 'Low Stock'
    : status;
}

/**
 * `onUpdateStock` absent when the viewer's role may not adjust stock; `onToggle` opens or closes
 * a product's variants.
 */
function columns({
  open,
  onToggle,
  onUpdateStock,
}: {
  open: ReadonlySet<string>;
  onToggle: (product: StaffProduct) => void;
  onUpdateStock?: (product: StaffProduct, variant?: StaffVariant) => void;
}): Column<Row>[] {
  return [
    {
      header: 'Product',
      rowHeader: true,
      cell: (row) => {
        if (row.kind === 'variant')
          return (
            <VariantName id={nameId(row)}>
              <VisuallyHidden>{row.product.name}, </VisuallyHidden>
              {labelOf(row.variant)}
            </VariantName>
          );
        const { product } = row;
        const variants = hasOptions(product) ? variantsOnSale(product) : [];
        const isOpen = open.has(product.id);
        return (
          <div>
            <ProductCell>
              <ProductThumb src={product.imageUrl} name={product.name} />
              <span id={nameId(row)}>{product.name}</span>
            </ProductCell>
            {variants.length > 0 ? (
              <Toggle
                $variant="ghost"
                $size="sm"
                aria-expanded={isOpen}
                aria-controls={
                  isOpen ? variants.map((v) => variantNameId(product, v)).join(' ') : undefined
                }
                onClick={() => onToggle(product)}
              >
                {isOpen ? 'Hide' : 'Show'} {variants.length} variants
                <VisuallyHidden> of {product.name}</VisuallyHidden>
              </Toggle>
            ) : null}
          </div>
        );
      },
    },
    {
      header: 'SKU',
      cell: (row) => (row.kind === 'variant' ? row.variant.sku : row.product.sku) ?? '—',
    },
    {
      header: 'Category',
      cell: (row) => (row.kind === 'product' ? categoryTitle(row.product.category) : null),
    },
    {
      header: 'Stock Status',
      cell: (row) => {
        if (row.kind === 'variant') return <StatusBadge status={stockStatus(row.variant)} />;
        const status = productStatus(row.product);
        // Out of stock says it all; otherwise say which sizes run low.
        const low =
          status !== 'Out of Stock' && hasOptions(row.product) ? lowVariants(row.product) : [];
        return (
          <>
            <StatusBadge status={status} />
            {low.length > 0 ? (
              <Note>Low: {low.length === 1 ? labelOf(low[0]!) : `${low.length} variants`}</Note>
            ) : null}
          </>
        );
      },
    },
    {
      header: 'Units',
      cell: (row) => (row.kind === 'variant' ? row.variant : row.product).inventory ?? '—',
    },
    {
      header: 'Actions',
      cell: (row) => {
        if (!onUpdateStock) return null;
        // A product sold in sizes changes stock on its variants' rows, each its own figure.
        if (row.kind === 'product' && hasOptions(row.product)) return null;
        return (
          <UpdateStockButton
            describedBy={nameId(row)}
            onClick={() =>
              onUpdateStock(row.product, row.kind === 'variant' ? row.variant : undefined)
            }
          />
        );
      },
    },
  ];
}

/** What the tab says around its rows. */
const TEXTS: ListTexts = {
  title: 'Inventory',
  description:
    'Stock on hand for every product, lowest first; a coffee sold in sizes shows each size and grind.',
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
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<{ product: StaffProduct; variantId?: string } | null>(
    null,
  );
  const query = useGetInventoryQuery({ sort: 'stock', ...list.params });
  const rows = query.data ? { ...query.data, items: rowsOf(query.data.items, open) } : undefined;
  const toggle = (product: StaffProduct) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(product.id)) next.add(product.id);
      return next;
    });
  // The dialog shows the latest figures: a row's product as the list answers it now.
  const current =
    editing && (query.data?.items.find((p) => p.id === editing.product.id) ?? editing.product);

  return (
    <ListSection
      texts={TEXTS}
      list={list}
      query={{ ...query, data: rows }}
      table={{
        label: 'Inventory',
        columns: columns({
          open,
          onToggle: toggle,
          onUpdateStock: can('inventory:adjust')
            ? (product, variant) => setEditing({ product, variantId: variant?.id })
            : undefined,
        }),
        minWidth: '46rem',
        empty: list.q ? 'No products match this search.' : 'No products in the catalog yet.',
      }}
    >
      {editing && current ? (
        <StockDialog
          product={current}
          variantId={editing.variantId}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </ListSection>
  );
}
