import { useState } from 'react';
import { Badge, Button, formatDate } from '@coffee/ui';
import {
  MessageCell,
  RowActions,
  Stacked,
  Table,
  TableScroll,
} from '../../../shared/ui/data-table';
import { FilterGroup } from '../../../shared/ui/filter-group';
import { SampleNote, SectionHeader, Toolbar } from '../../../shared/ui/section-header';
import { SAMPLE_CUSTOMERS, type Membership } from '../data/sample-data';

type MembershipFilter = 'all' | Membership;

const FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'Direct+', label: 'Direct+' },
  { value: 'Standard', label: 'Standard' },
] as const;

export function CustomersSection() {
  const [filter, setFilter] = useState<MembershipFilter>('all');
  const rows =
    filter === 'all' ? SAMPLE_CUSTOMERS : SAMPLE_CUSTOMERS.filter((c) => c.membership === filter);

  return (
    <section>
      <SectionHeader
        id="employee-customers-title"
        title="Customers"
        description="Look up a customer and their membership."
      />
      <Toolbar>
        <FilterGroup
          label="Filter customers by membership"
          options={FILTERS}
          value={filter}
          onChange={setFilter}
        />
      </Toolbar>
      <TableScroll label="Customers">
        <Table $minWidth="44rem">
          <thead>
            <tr>
              <th scope="col">Customer</th>
              <th scope="col">Membership</th>
              <th scope="col">Orders</th>
              <th scope="col">Customer Since</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <MessageCell colSpan={5}>No customers match this filter.</MessageCell>
              </tr>
            ) : (
              rows.map((customer) => (
                <tr key={customer.id}>
                  <td>
                    <Stacked>
                      <strong id={`employee-customer-${customer.id}`}>{customer.name}</strong>
                      <span>{customer.email}</span>
                    </Stacked>
                  </td>
                  <td>
                    <Badge $tone={customer.membership === 'Direct+' ? 'accent' : 'neutral'}>
                      {customer.membership}
                    </Badge>
                  </td>
                  <td>{customer.orders}</td>
                  <td>{formatDate(`${customer.since}T12:00:00`)}</td>
                  <td>
                    {/* Spec: shown, not wired yet. */}
                    <RowActions>
                      <Button
                        $variant="outline"
                        $size="sm"
                        aria-describedby={`employee-customer-${customer.id}`}
                      >
                        View Profile
                      </Button>
                      <Button
                        $variant="ghost"
                        $size="sm"
                        aria-describedby={`employee-customer-${customer.id}`}
                      >
                        View Orders
                      </Button>
                    </RowActions>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </Table>
      </TableScroll>
      <SampleNote>Sample customers: the customer directory is not connected yet.</SampleNote>
    </section>
  );
}
