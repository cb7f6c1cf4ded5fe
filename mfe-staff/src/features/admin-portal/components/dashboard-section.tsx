import {
  categoryTitle,
  ORDER_STATUS_LABELS,
  orderStatuses,
  type StaffProduct,
  type StaffVariant,
} from '@coffee/contracts';
import { formatCount, formatPrice, Skeleton } from '@coffee/ui';
import { hasOptions, lowVariants, variantName } from '../../../shared/products';
import { DataTable, type Column } from '../../../shared/ui/data-table';
import { isFirstLoad, ListFailed } from '../../../shared/ui/list-state';
import { PortalSection } from '../../../shared/ui/portal-section';
import { ProductCell, ProductThumb } from '../../../shared/ui/product-thumb';
import { StatCards } from '../../../shared/ui/stat-cards';
import { useGetAdminDashboardQuery } from '../api/dashboard-api';
import { FirstReplyFigures } from './first-reply-figures';
import { RevenueChart } from './revenue-chart';

/** A low-stock line: a product, or the one size and grind of it that runs low. */
interface LowLine {
  id: string;
  product: StaffProduct;
  variant: StaffVariant | null;
}

/** One line per low variant of a product sold in sizes ("Kenya AA, 5 lb, whole bean"). */
const lowLines = (products: readonly StaffProduct[]): LowLine[] =>
  products.flatMap((product): LowLine[] => {
    const low = hasOptions(product) ? lowVariants(product) : [];
    return low.length === 0
      ? [{ id: product.id, product, variant: null }]
      : low.map((variant) => ({ id: `${product.id}-${variant.id}`, product, variant }));
  });

/** The dashboard's low-stock list: what to reorder first, no actions. */
const LOW_STOCK_COLUMNS: Column<LowLine>[] = [
  {
    header: 'Product',
    cell: ({ product, variant }) => (
      <ProductCell>
        <ProductThumb src={product.imageUrl} name={product.name} />
        {variant ? variantName(product, variant) : product.name}
      </ProductCell>
    ),
  },
  { header: 'SKU', cell: ({ product, variant }) => (variant ?? product).sku ?? '—' },
  { header: 'Category', cell: ({ product }) => categoryTitle(product.category) },
  { header: 'In stock', cell: ({ product, variant }) => (variant ?? product).inventory ?? 0 },
];

export function DashboardSection() {
  const query = useGetAdminDashboardQuery();
  const data = query.data;

  let body;
  if (isFirstLoad(query))
    body = <Skeleton $h="18rem" role="status" aria-label="Loading the dashboard" />;
  else if (query.isError || !data)
    body = <ListFailed title="We couldn't load the dashboard" query={query} />;
  else
    body = (
      <>
        <StatCards
          label="Revenue"
          items={[
            { label: 'Revenue today', value: formatPrice(data.revenue.today) },
            { label: 'Revenue, last 7 days', value: formatPrice(data.revenue.last7Days) },
            { label: 'Revenue, last 30 days', value: formatPrice(data.revenue.last30Days) },
          ]}
        />
        <RevenueChart daily={data.daily} />
        <StatCards
          label="Customers"
          items={[
            { label: 'Active Direct+ members', value: formatCount(data.activeDirectPlusMembers) },
            { label: 'New customers today', value: formatCount(data.newCustomers.today) },
            { label: 'New customers, 7 days', value: formatCount(data.newCustomers.last7Days) },
            { label: 'New customers, 30 days', value: formatCount(data.newCustomers.last30Days) },
          ]}
        />
        {data.subscriptions ? (
          <>
            <h3>Subscriptions</h3>
            <StatCards
              label="Subscriptions"
              items={[
                { label: 'Active subscriptions', value: formatCount(data.subscriptions.active) },
                { label: 'Paused subscriptions', value: formatCount(data.subscriptions.paused) },
                {
                  label: 'Deliveries due this week',
                  value: formatCount(data.subscriptions.dueThisWeek),
                },
                {
                  label: 'Monthly recurring revenue',
                  value: formatPrice(data.subscriptions.monthlyRecurringRevenue),
                },
              ]}
            />
          </>
        ) : null}
        {/* Null from an older staff service, or when the figures could not be had. */}
        {data.supportReplies ? <FirstReplyFigures stats={data.supportReplies} /> : null}
        <h3>Orders by status</h3>
        <StatCards
          label="Orders by status"
          items={orderStatuses.map((status) => ({
            label: ORDER_STATUS_LABELS[status],
            value: formatCount(data.ordersByStatus[status] ?? 0),
          }))}
        />
        <h3>Low stock ({data.lowStock.total})</h3>
        <DataTable
          table={{
            label: 'Low-stock products',
            columns: LOW_STOCK_COLUMNS,
            minWidth: '34rem',
            empty: 'Every product is well stocked.',
          }}
          items={lowLines(data.lowStock.items)}
        />
      </>
    );

  return (
    <PortalSection
      title="Dashboard"
      description={
        data
          ? `Store performance at a glance (days in ${data.timezone}).`
          : 'Store performance at a glance.'
      }
    >
      {body}
    </PortalSection>
  );
}
