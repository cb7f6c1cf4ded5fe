import { useState } from 'react';
import { PLAN_KIND_LABELS } from '@coffee/contracts';
import { Button, formatPrice } from '@coffee/ui';
import { useStaffRole } from '../../../shared/session/use-staff-role';
import {
  DataTable,
  RowActions,
  Stacked,
  type Column,
  type TableSpec,
} from '../../../shared/ui/data-table';
import { isFirstLoad, ListFailed } from '../../../shared/ui/list-state';
import { PortalSection } from '../../../shared/ui/portal-section';
import { StatusBadge } from '../../../shared/ui/status-badge';
import { PlanDetailDialog } from './plan-detail';
import { PlanEditorDialog } from './plan-editor-dialog';
import { boxText, coffeesText, planRowsOf, updatedText, type PlanRow } from './plan-text';
import {
  useGetProductsOfCategoriesQuery,
  useGetSubscriptionPlansQuery,
} from './subscription-plans-api';

/** The catalog's category whose products are plans. */
const PLAN_CATEGORIES = ['subscription'] as const;

/** The plan's cell id: the row's button is described by it. */
const planId = (row: PlanRow) => `subscription-plan-${row.productId}`;

function plansTable(manage: boolean, onOpen: (row: PlanRow) => void): TableSpec<PlanRow> {
  const action = (row: PlanRow) => {
    if (manage && row.inCatalog) return row.plan ? 'Edit' : 'Set up';
    return row.plan ? 'View' : null;
  };
  const columns: Column<PlanRow>[] = [
    {
      header: 'Plan',
      rowHeader: true,
      id: planId,
      cell: (row) => (
        <Stacked>
          <span>{row.productName}</span>
          <span>
            {row.inCatalog
              ? `${formatPrice(row.price)} a box`
              : 'No longer in Coffee Subscriptions'}
          </span>
        </Stacked>
      ),
    },
    {
      header: 'Kind',
      cell: (row) =>
        row.plan ? PLAN_KIND_LABELS[row.plan.kind] : <StatusBadge status="Not set up yet" />,
    },
    { header: 'Box', cell: (row) => (row.plan ? boxText(row.plan) : '—') },
    { header: 'Coffees', cell: (row) => (row.plan ? coffeesText(row.plan) : '—') },
    { header: 'Next coffee', cell: (row) => row.plan?.nextCoffee?.productName ?? '—' },
    {
      header: 'Updated',
      // The date and who saved it wrap, so the row's button shows at 1024 px.
      wrap: { min: '8rem', max: '11rem' },
      cell: (row) => (row.plan ? updatedText(row.plan) : '—'),
    },
    {
      header: 'Actions',
      cell: (row) => {
        const label = action(row);
        return label ? (
          <RowActions>
            <Button
              $variant="outline"
              $size="sm"
              aria-describedby={planId(row)}
              onClick={() => onOpen(row)}
            >
              {label}
            </Button>
          </RowActions>
        ) : null;
      },
    },
  ];
  return {
    label: 'Subscription plans',
    columns,
    minWidth: '50rem',
    empty: 'No products in Coffee Subscriptions yet.',
    rowKey: (row) => row.productId,
    skeletonTestId: 'plan-skeleton-row',
  };
}

/**
 * The Subscriptions tab's Plans: every product of the "subscription" category with its plan (or
 * "Not set up yet"); staff with 'subscriptions:manage' set one up or edit it, the others read it.
 */
export function PlansSection() {
  const { can } = useStaffRole();
  const manage = can('subscriptions:manage');
  const plans = useGetSubscriptionPlansQuery();
  const products = useGetProductsOfCategoriesQuery(PLAN_CATEGORIES);
  const [openId, setOpenId] = useState<string | null>(null);

  const loading = isFirstLoad(plans) || isFirstLoad(products);
  const failed = [plans, products].find((q) => q.isError);
  const rows = plans.data && products.data ? planRowsOf(products.data, plans.data) : [];
  const open = rows.find((row) => row.productId === openId);
  const close = () => setOpenId(null);

  return (
    <PortalSection
      title="Plans"
      description="Subscriptions whose coffee our roasters choose: Roaster's Choice sends the pick of the day, the Single Origin Explorer each subscriber's next origin."
    >
      {failed && !loading ? (
        <ListFailed title="We couldn't load the plans" query={failed} />
      ) : (
        <DataTable
          table={plansTable(manage, (row) => setOpenId(row.productId))}
          items={rows}
          loading={loading}
        />
      )}
      {open && manage && open.inCatalog ? (
        <PlanEditorDialog row={open} onClose={close} />
      ) : open?.plan ? (
        <PlanDetailDialog row={open} plan={open.plan} onClose={close} />
      ) : null}
    </PortalSection>
  );
}
