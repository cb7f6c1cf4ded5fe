import { useState } from 'react';
import { STAFF_PAGE_SIZE, type CustomerSegment, type StaffUser } from '@coffee/contracts';
import { Badge, Button, formatDate, Skeleton, Pager } from '@coffee/ui';
import { DataTable, MessageRow, RowActions, Stacked } from '../../../shared/ui/data-table';
import { FilterGroup, type FilterOption } from '../../../shared/ui/filter-group';
import { isFirstLoad, ListFailed } from '../../../shared/ui/list-state';
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

export function CustomersSection() {
  const [segment, setSegment] = useState<CustomerSegment>('all');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Open>(null);
  const query = useGetCustomersQuery({ segment, q, page, pageSize: STAFF_PAGE_SIZE });
  const loading = isFirstLoad(query);
  const customers = query.data?.items ?? [];

  let body;
  if (loading)
    body = Array.from({ length: 4 }, (_, i) => (
      <tr key={i} aria-hidden="true">
        <td colSpan={COLUMNS.length}>
          <Skeleton $h="1.6rem" />
        </td>
      </tr>
    ));
  else if (customers.length === 0)
    body = (
      <MessageRow colSpan={COLUMNS.length}>
        {q ? 'No customers match this search.' : 'No customers match this filter.'}
      </MessageRow>
    );
  else
    body = customers.map((customer) => {
      const nameId = `employee-customer-${customer.id}`;
      return (
        <tr key={customer.id}>
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
                onClick={() => setOpen({ kind: 'profile', customer })}
              >
                View Profile
              </Button>
              <Button
                $variant="ghost"
                $size="sm"
                aria-describedby={nameId}
                onClick={() => setOpen({ kind: 'orders', customer })}
              >
                View Orders
              </Button>
            </RowActions>
          </td>
        </tr>
      );
    });

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
            onChange={(value) => {
              setSegment(value);
              setPage(1);
            }}
          />
          <SearchBox
            label="Search customers"
            placeholder="Search by name, username or email..."
            onSearch={(text) => {
              setQ(text);
              setPage(1);
            }}
          />
        </>
      }
    >
      {query.isError && !loading ? (
        <ListFailed title="We couldn't load the customers" query={query} />
      ) : (
        <>
          <DataTable label="Customers" columns={COLUMNS} minWidth="46rem" busy={loading}>
            {body}
          </DataTable>
          <Pager
            label="Customer pages"
            noun="customers"
            page={page}
            pageSize={STAFF_PAGE_SIZE}
            total={query.data?.total ?? null}
            onPage={setPage}
          />
        </>
      )}
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
