import { useState } from 'react';
import { type CustomerSegment, type StaffUser } from '@coffee/contracts';
import { Button } from '@coffee/ui';
import { RowActions, Stacked, type Column } from '../../../shared/ui/data-table';
import { type FilterOption } from '../../../shared/ui/filter-group';
import { ListSection, type ListTexts } from '../../../shared/ui/list-section';
import { useListFilter, usePagedList } from '../../../shared/ui/paged-list';
import { accountDateColumns, MembershipBadge } from '../../../shared/ui/person-cells';
import { useGetCustomersQuery } from '../api/customers-api';
import { CustomerOrdersDialog, CustomerProfileDialog } from './customer-dialogs';

const FILTERS: FilterOption<CustomerSegment>[] = [
  { value: 'all', label: 'All' },
  { value: 'direct-plus', label: 'Direct+' },
  { value: 'standard', label: 'Standard' },
];

type View = 'profile' | 'orders';
type Open = { kind: View; customer: StaffUser } | null;

/** The name cell's id: the row's buttons are described by it. */
const nameId = (customer: StaffUser) => `employee-customer-${customer.id}`;

function columns(onOpen: (kind: View, customer: StaffUser) => void): Column<StaffUser>[] {
  const button = (customer: StaffUser, kind: View) => (
    <Button
      $variant={kind === 'profile' ? 'outline' : 'ghost'}
      $size="sm"
      aria-describedby={nameId(customer)}
      onClick={() => onOpen(kind, customer)}
    >
      {kind === 'profile' ? 'View Profile' : 'View Orders'}
    </Button>
  );
  return [
    {
      header: 'Customer',
      rowHeader: true,
      cell: (customer) => (
        <Stacked>
          <strong id={nameId(customer)}>{customer.fullName ?? customer.username}</strong>
          <span>{customer.email}</span>
        </Stacked>
      ),
    },
    { header: 'Membership', cell: (customer) => <MembershipBadge person={customer} /> },
    ...accountDateColumns<StaffUser>('Customer Since', 'Last Sign-in'),
    {
      header: 'Actions',
      cell: (customer) => (
        <RowActions>
          {button(customer, 'profile')}
          {button(customer, 'orders')}
        </RowActions>
      ),
    },
  ];
}

/** What the tab says around its rows. */
const TEXTS: ListTexts = {
  title: 'Customers',
  description: 'Look up a customer, their membership and their orders.',
  searchLabel: 'Search customers',
  searchPlaceholder: 'Search by name, username or email...',
  failedTitle: "We couldn't load the customers",
  pagerLabel: 'Customer pages',
  noun: 'customers',
};

export function CustomersSection() {
  const list = usePagedList();
  const segment = useListFilter<CustomerSegment>(list, 'all');
  const [open, setOpen] = useState<Open>(null);
  const query = useGetCustomersQuery({ segment: segment.value, ...list.params });

  return (
    <ListSection
      texts={TEXTS}
      list={list}
      query={query}
      filters={[{ label: 'Filter customers by membership', options: FILTERS, ...segment }]}
      table={{
        label: 'Customers',
        columns: columns((kind, customer) => setOpen({ kind, customer })),
        minWidth: '46rem',
        empty: list.q ? 'No customers match this search.' : 'No customers match this filter.',
      }}
    >
      {open?.kind === 'profile' ? (
        <CustomerProfileDialog
          customer={open.customer}
          onClose={() => setOpen(null)}
          onViewOrders={() => setOpen({ kind: 'orders', customer: open.customer })}
        />
      ) : null}
      {open?.kind === 'orders' ? (
        <CustomerOrdersDialog customer={open.customer} onClose={() => setOpen(null)} />
      ) : null}
    </ListSection>
  );
}
