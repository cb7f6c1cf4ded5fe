import { Button } from '@coffee/ui';
import { DataTable, MessageRow, RowActions, Stacked } from '../../../shared/ui/data-table';
import { FilterGroup, useRowFilter } from '../../../shared/ui/filter-group';
import { formatDay } from '../../../shared/ui/format-day';
import { PortalSection } from '../../../shared/ui/portal-section';
import { StatusBadge } from '../../../shared/ui/status-badge';
import { SAMPLE_TICKETS } from '../model/sample-data';
import { TicketCounts } from './ticket-counts';

const FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'Open', label: 'Open' },
  { value: 'In Progress', label: 'In Progress' },
  { value: 'Resolved', label: 'Resolved' },
] as const;

const COLUMNS = ['Ticket', 'Subject', 'Priority', 'Status', 'Actions'];

export function SupportSection() {
  const { filter, setFilter, rows } = useRowFilter(SAMPLE_TICKETS, (t) => t.status);

  return (
    <PortalSection
      title="Support Tickets"
      description="Customer questions and problems."
      summary={<TicketCounts />}
      toolbar={
        <FilterGroup
          label="Filter tickets by status"
          options={FILTERS}
          value={filter}
          onChange={setFilter}
        />
      }
      sampleNote="Sample tickets: the ticket list is not connected yet; the counts above are live."
    >
      <DataTable label="Support tickets" columns={COLUMNS} minWidth="42rem">
        {rows.length === 0 ? (
          <MessageRow colSpan={COLUMNS.length}>No tickets with this status.</MessageRow>
        ) : (
          rows.map((ticket) => (
            <tr key={ticket.id}>
              <th scope="row" id={`ticket-${ticket.id.slice(1)}`}>
                {ticket.id}
              </th>
              <td>
                <Stacked>
                  <span>{ticket.subject}</span>
                  <small>
                    {ticket.customer} · updated {formatDay(ticket.updated)}
                  </small>
                </Stacked>
              </td>
              <td>
                <StatusBadge status={ticket.priority} />
              </td>
              <td>
                <StatusBadge status={ticket.status} />
              </td>
              <td>
                {/* Spec: shown, not wired yet; a resolved ticket cannot be responded to. */}
                <RowActions>
                  <Button
                    $variant="outline"
                    $size="sm"
                    aria-describedby={`ticket-${ticket.id.slice(1)}`}
                  >
                    View
                  </Button>
                  {ticket.status !== 'Resolved' ? (
                    <Button $size="sm" aria-describedby={`ticket-${ticket.id.slice(1)}`}>
                      Respond
                    </Button>
                  ) : null}
                </RowActions>
              </td>
            </tr>
          ))
        )}
      </DataTable>
    </PortalSection>
  );
}
