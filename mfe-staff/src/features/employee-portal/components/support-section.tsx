import { useState } from 'react';
import {
  TICKET_STATUS_LABELS,
  type StaffTicketSummary,
  type staffTicketFilters,
  type staffTicketSourceFilters,
} from '@coffee/contracts';
import { Badge, Button, formatDate } from '@coffee/ui';
import { useStaffRole } from '../../../shared/session/use-staff-role';
import { RowActions, Stacked } from '../../../shared/ui/data-table';
import { FilterGroup, type FilterOption } from '../../../shared/ui/filter-group';
import { PagedTable, useListFilter, usePagedList } from '../../../shared/ui/paged-list';
import { PortalSection } from '../../../shared/ui/portal-section';
import { SearchBox } from '../../../shared/ui/search-box';
import { StatusBadge } from '../../../shared/ui/status-badge';
import { useGetTicketsQuery } from '../api/tickets-api';
import { TicketCounts } from './ticket-counts';
import { TicketDialog } from './ticket-dialog';

type TicketFilter = (typeof staffTicketFilters)[number];
type SourceFilter = (typeof staffTicketSourceFilters)[number];

const FILTERS: FilterOption<TicketFilter>[] = [
  { value: 'all', label: 'All' },
  { value: 'open', label: 'Open' },
  { value: 'in-progress', label: 'In Progress' },
  { value: 'resolved', label: 'Resolved' },
  // A chat the visitor ended without asking for a reply closes by itself: apart from Resolved,
  // which says someone on the team answered it.
  { value: 'closed', label: 'Closed' },
];

const SOURCES: FilterOption<SourceFilter>[] = [
  { value: 'all', label: 'All' },
  { value: 'contact', label: 'Contact form' },
  { value: 'chat', label: 'Chat' },
];

const COLUMNS = ['Ticket', 'Subject', 'Priority', 'Status', 'Updated', 'Actions'];

/**
 * Where a ticket came from: a chat's question may have been answered by the chat itself, so a
 * chat ticket says whether the visitor asked for a reply by email or ended the chat without.
 */
function SourceNote({ ticket }: { ticket: StaffTicketSummary }) {
  if (ticket.source !== 'chat') return null;
  let note = 'Chat in progress';
  if (ticket.replyRequested) note = 'Reply by email asked';
  else if (ticket.chatEndedAt) note = 'Ended, no reply needed';
  return (
    <small>
      <Badge $tone="neutral">Chat</Badge> {note}
    </small>
  );
}
const PRIORITY: Record<string, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};

function TicketRow({
  ticket,
  mayRespond,
  onOpen,
}: {
  ticket: StaffTicketSummary;
  mayRespond: boolean;
  onOpen: (respond: boolean) => void;
}) {
  const id = `ticket-${ticket.ticketNumber}`;
  const unresolved = ticket.status === 'open' || ticket.status === 'in-progress';
  return (
    <tr>
      <th scope="row" id={id}>
        #{ticket.ticketNumber}
      </th>
      <td>
        <Stacked>
          <span>{ticket.subject}</span>
          <small>
            {ticket.name} · {ticket.email}
          </small>
          <SourceNote ticket={ticket} />
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
          <Button $variant="outline" $size="sm" aria-describedby={id} onClick={() => onOpen(false)}>
            View
          </Button>
          {unresolved && mayRespond ? (
            <Button $size="sm" aria-describedby={id} onClick={() => onOpen(true)}>
              Respond
            </Button>
          ) : null}
        </RowActions>
      </td>
    </tr>
  );
}

export function SupportSection() {
  const { can } = useStaffRole();
  const list = usePagedList();
  const [status, filterByStatus] = useListFilter<TicketFilter>(list, 'all');
  const [source, filterBySource] = useListFilter<SourceFilter>(list, 'all');
  const [open, setOpen] = useState<{ number: string; respond: boolean } | null>(null);
  const query = useGetTicketsQuery({ status, source, ...list.params });
  const mayRespond = can('support:respond');

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
            onChange={filterByStatus}
          />
          <FilterGroup
            label="Filter tickets by source"
            options={SOURCES}
            value={source}
            onChange={filterBySource}
          />
          <SearchBox
            label="Search tickets"
            placeholder="Search by number, subject, name or email..."
            onSearch={list.search}
          />
        </>
      }
    >
      <PagedTable
        list={list}
        query={query}
        failedTitle="We couldn't load the tickets"
        pagerLabel="Ticket pages"
        noun="tickets"
        label="Support tickets"
        columns={COLUMNS}
        minWidth="50rem"
        empty={list.q ? 'No tickets match this search.' : 'No tickets with this status.'}
      >
        {(ticket) => (
          <TicketRow
            key={ticket.ticketNumber}
            ticket={ticket}
            mayRespond={mayRespond}
            onOpen={(respond) => setOpen({ number: ticket.ticketNumber, respond })}
          />
        )}
      </PagedTable>
      {open ? (
        <TicketDialog number={open.number} respond={open.respond} onClose={() => setOpen(null)} />
      ) : null}
    </PortalSection>
  );
}
