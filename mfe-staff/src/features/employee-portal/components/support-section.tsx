import { useState } from 'react';
import { STAFF_PAGE_SIZE, TICKET_STATUS_LABELS, type staffTicketFilters } from '@coffee/contracts';
import { Button, formatDate, Skeleton, Pager } from '@coffee/ui';
import { useStaffRole } from '../../../shared/session/use-staff-role';
import { DataTable, MessageRow, RowActions, Stacked } from '../../../shared/ui/data-table';
import { FilterGroup, type FilterOption } from '../../../shared/ui/filter-group';
import { isFirstLoad, ListFailed } from '../../../shared/ui/list-state';
import { PortalSection } from '../../../shared/ui/portal-section';
import { SearchBox } from '../../../shared/ui/search-box';
import { StatusBadge } from '../../../shared/ui/status-badge';
import { useGetTicketsQuery } from '../api/tickets-api';
import { TicketCounts } from './ticket-counts';
import { TicketDialog } from './ticket-dialog';

type TicketFilter = (typeof staffTicketFilters)[number];

const FILTERS: FilterOption<TicketFilter>[] = [
  { value: 'all', label: 'All' },
  { value: 'open', label: 'Open' },
  { value: 'in-progress', label: 'In Progress' },
  { value: 'resolved', label: 'Resolved' },
];

const COLUMNS = ['Ticket', 'Subject', 'Priority', 'Status', 'Updated', 'Actions'];
const PRIORITY: Record<string, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};

export function SupportSection() {
  const { can } = useStaffRole();
  const [status, setStatus] = useState<TicketFilter>('all');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<{ number: string; respond: boolean } | null>(null);
  const query = useGetTicketsQuery({ status, q, page, pageSize: STAFF_PAGE_SIZE });
  const loading = isFirstLoad(query);
  const tickets = query.data?.items ?? [];
  const mayRespond = can('support:respond');

  let body;
  if (loading)
    body = Array.from({ length: 4 }, (_, i) => (
      <tr key={i} aria-hidden="true">
        <td colSpan={COLUMNS.length}>
          <Skeleton $h="1.6rem" />
        </td>
      </tr>
    ));
  else if (tickets.length === 0)
    body = (
      <MessageRow colSpan={COLUMNS.length}>
        {q ? 'No tickets match this search.' : 'No tickets with this status.'}
      </MessageRow>
    );
  else
    body = tickets.map((ticket) => {
      const id = `ticket-${ticket.ticketNumber}`;
      const unresolved = ticket.status === 'open' || ticket.status === 'in-progress';
      return (
        <tr key={ticket.ticketNumber}>
          <th scope="row" id={id}>
            #{ticket.ticketNumber}
          </th>
          <td>
            <Stacked>
              <span>{ticket.subject}</span>
              <small>
                {ticket.name} · {ticket.email}
              </small>
            </Stacked>
          </td>
          <td>
            <StatusBadge status={PRIORITY[ticket.priority] ?? ticket.priority} />
          </td>
          <td>
            <StatusBadge status={TICKET_STATUS_LABELS[ticket.status]} />
          </td>
          <td>{formatDate(ticket.updatedAt)}</td>
          <td>
            <RowActions>
              <Button
                $variant="outline"
                $size="sm"
                aria-describedby={id}
                onClick={() => setOpen({ number: ticket.ticketNumber, respond: false })}
              >
                View
              </Button>
              {unresolved && mayRespond ? (
                <Button
                  $size="sm"
                  aria-describedby={id}
                  onClick={() => setOpen({ number: ticket.ticketNumber, respond: true })}
                >
                  Respond
                </Button>
              ) : null}
            </RowActions>
          </td>
        </tr>
      );
    });

  return (
    <PortalSection
      title="Support Tickets"
      description="Customer questions and problems."
      summary={<TicketCounts />}
      toolbar={
        <>
          <FilterGroup
            label="Filter tickets by status"
            options={FILTERS}
            value={status}
            onChange={(value) => {
              setStatus(value);
              setPage(1);
            }}
          />
          <SearchBox
            label="Search tickets"
            placeholder="Search by number, subject, name or email..."
            onSearch={(text) => {
              setQ(text);
              setPage(1);
            }}
          />
        </>
      }
    >
      {query.isError && !loading ? (
        <ListFailed title="We couldn't load the tickets" query={query} />
      ) : (
        <>
          <DataTable label="Support tickets" columns={COLUMNS} minWidth="50rem" busy={loading}>
            {body}
          </DataTable>
          <Pager
            label="Ticket pages"
            noun="tickets"
            page={page}
            pageSize={STAFF_PAGE_SIZE}
            total={query.data?.total ?? null}
            onPage={setPage}
          />
        </>
      )}
      {open ? (
        <TicketDialog number={open.number} respond={open.respond} onClose={() => setOpen(null)} />
      ) : null}
    </PortalSection>
  );
}
