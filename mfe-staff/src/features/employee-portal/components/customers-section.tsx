import { Badge, Button } from '@coffee/ui';
import { DataTable, MessageRow, RowActions, Stacked } from '../../../shared/ui/data-table';
import { FilterGroup, useRowFilter } from '../../../shared/ui/filter-group';
import { formatDay } from '../../../shared/ui/format-day';
import { PortalSection } from '../../../shared/ui/portal-section';
import { SAMPLE_CUSTOMERS } from '../model/sample-data';

const FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'Direct+', label: 'Direct+' },
  { value: 'Standard', label: 'Standard' },
] as const;

const COLUMNS = ['Customer', 'Membership', 'Orders', 'Customer Since', 'Actions'];

export function CustomersSection() {
  const { filter, setFilter, rows } = useRowFilter(SAMPLE_CUSTOMERS, (c) => c.membership);

  return (
    <PortalSection
      title="Customers"
      description="Look up a customer and their membership."
      toolbar={
        <FilterGroup
          label="Filter customers by membership"
          options={FILTERS}
          value={filter}
          onChange={setFilter}
        />
      }
      sampleNote="Sample customers: the customer directory is not connected yet."
    >
      <DataTable label="Customers" columns={COLUMNS} minWidth="44rem">
        {rows.length === 0 ? (
          <MessageRow colSpan={COLUMNS.length}>No customers match this filter.</MessageRow>
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
              <td>{formatDay(customer.since)}</td>
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
      </DataTable>
    </PortalSection>
  );
}
