import { useState } from 'react';
import { type CustomerSegment, type StaffUser } from '@coffee/contracts';
import { Badge, Button, formatDate } from '@coffee/ui';
import { RowActions, Stacked } from '../../../shared/ui/data-table';
import { FilterGroup, type FilterOption } from '../../../shared/ui/filter-group';
import { PagedTable, useListFilter, usePagedList } from '../../../shared/ui/paged-list';
import { PortalSection } from '../../../shared/ui/portal-section';
import { SearchBox } from '../../../shared/ui/search-box';
import { useGetCustomersQuery } from '../api/customers-api';
import { CustomerOrdersDialog, CustomerProfileDialog } from './customer-dialogs';

const FILTERS: FilterOption<CustomerSegment>[] = [
  { value: 'all', label: 'All' },
  { value: 'direct-plus', label: 'Direct+' },
  { value: 'standard', label: 'Standard' },
];

const COLUMNS = ['Customer', 'Membership', 'Customer Since', 'Last Sign-in', 'Actions'];

type Open = { kind: 'profile' | 'orders'; customer: StaffUser } | null;

function CustomerRow({
  customer,
  onOpen,
}: {
  customer: StaffUser;
  onOpen: (kind: 'profile' | 'orders') => void;
}) {
  const nameId = `employee-customer-${customer.id}`;
  return (
    <tr>
      <th scope="row">
        <Stacked>
          <strong id={nameId}>{customer.fullName ?? customer.username}</strong>
          <span>{customer.email}</span>
        </Stacked>
      </th>
      <td>
        <Badge $tone={customer.isDirectPlus ? 'accent' : 'neutral'}>
          {customer.isDirectPlus ? 'Direct+' : 'Standard'}
        </Badge>
      </td>
      <td>{formatDate(customer.createdAt)}</td>
      <td>{customer.lastSignInAt ? formatDate(customer.lastSignInAt) : 'Never'}</td>
      <td>
        <RowActions>
          <Button
            $variant="outline"
            $size="sm"
            aria-describedby={nameId}
            onClick={() => onOpen('profile')}
          >
            View Profile
          </Button>
          <Button
            $variant="ghost"
            $size="sm"
            aria-describedby={nameId}
            onClick={() => onOpen('orders')}
          >
            View Orders
          </Button>
        </RowActions>
      </td>
    </tr>
  );
}

export function CustomersSection() {
  const list = usePagedList();
  const [segment, filterBySegment] = useListFilter<CustomerSegment>(list, 'all');
  const [open, setOpen] = useState<Open>(null);
  const query = useGetCustomersQuery({ segment, ...list.params });

  return (
    <PortalSection
      title="Customers"
      description="Look up a customer, their membership and their orders."
      toolbar={
        <>
          <FilterGroup
            label="Filter customers by membership"
            options={FILTERS}
            value={segment}
            onChange={filterBySegment}
          />
          <SearchBox
            label="Search customers"
            placeholder="Search by name, username or email..."
            onSearch={list.search}
          />
        </>
      }
    >
      <PagedTable
        list={list}
        query={query}
        failedTitle="We couldn't load the customers"
        pagerLabel="Customer pages"
        noun="customers"
        label="Customers"
        columns={COLUMNS}
        minWidth="46rem"
        empty={list.q ? 'No customers match this search.' : 'No customers match this filter.'}
      >
        {(customer) => (
          <CustomerRow
            key={customer.id}
            customer={customer}
            onOpen={(kind) => setOpen({ kind, customer })}
          />
        )}
      </PagedTable>
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
    </PortalSection>
  );
}
