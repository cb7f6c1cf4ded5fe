import { useState } from 'react';
import {
  TICKET_STATUS_LABELS,
  type StaffTicketSummary,
  type staffTicketFilters,
  type staffTicketSourceFilters,
  type staffTicketTierFilters,
} from '@coffee/contracts';
import { Badge, Button, formatDate } from '@coffee/ui';
import { useStaffRole } from '../../../shared/session/use-staff-role';
import { RowActions, Stacked, type Column } from '../../../shared/ui/data-table';
import { type FilterOption } from '../../../shared/ui/filter-group';
import { ListSection, type ListTexts } from '../../../shared/ui/list-section';
import { useListFilter, usePagedList } from '../../../shared/ui/paged-list';
import { StatusBadge } from '../../../shared/ui/status-badge';
import { useGetTicketsQuery } from '../api/tickets-api';
import { MemberNote, PriorityBadge, ReplyTargetCell, useMinuteClock } from './reply-target';
import { TicketCounts } from './ticket-counts';
import { TicketDialog } from './ticket-dialog';

type TicketFilter = (typeof staffTicketFilters)[number];
type SourceFilter = (typeof staffTicketSourceFilters)[number];
type TierFilter = (typeof staffTicketTierFilters)[number];

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

// Direct+ members' open tickets come first whatever the filter (the server orders the queue);
// this narrows the list to one tier.
const TIERS: FilterOption<TierFilter>[] = [
  { value: 'all', label: 'All' },
  { value: 'direct-plus', label: 'Priority (Direct+)' },
  { value: 'standard', label: 'Standard' },
];

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

/** The ticket number's cell id: the row's buttons are described by it. */
const numberId = (ticket: StaffTicketSummary) => `ticket-${ticket.ticketNumber}`;

function columns(
  mayRespond: boolean,
  onOpen: (ticket: StaffTicketSummary, respond: boolean) => void,
  now: number,
): Column<StaffTicketSummary>[] {
  return [
    {
      header: 'Ticket',
      rowHeader: true,
      id: numberId,
      // Two text nodes, as the row has always drawn it (one string kerns the # differently).
      cell: (ticket) => <>#{ticket.ticketNumber}</>,
    },
    {
      header: 'Subject',
      cell: (ticket) => (
        <Stacked>
          <span>{ticket.subject}</span>
          <small>
            {ticket.name} · {ticket.email}
          </small>
          <SourceNote ticket={ticket} />
          <MemberNote ticket={ticket} />
        </Stacked>
      ),
    },
    {
      header: 'Priority',
      // A Direct+ member's ticket is Priority (the tier the service gave it); others show the
      // ticket's own priority (medium unless set).
      cell: (ticket) =>
        ticket.tier === 'direct-plus' ? (
          <PriorityBadge />
        ) : (
          <StatusBadge status={PRIORITY[ticket.priority] ?? ticket.priority} />
        ),
    },
    {
      header: 'Status',
      cell: (ticket) => <StatusBadge status={TICKET_STATUS_LABELS[ticket.status]} />,
    },
    { header: 'First reply', cell: (ticket) => <ReplyTargetCell ticket={ticket} now={now} /> },
    { header: 'Updated', cell: (ticket) => formatDate(ticket.updatedAt) },
    {
      header: 'Actions',
      cell: (ticket) => {
        const unresolved = ticket.status === 'open' || ticket.status === 'in-progress';
        return (
          <RowActions>
            <Button
              $variant="outline"
              $size="sm"
              aria-describedby={numberId(ticket)}
              onClick={() => onOpen(ticket, false)}
            >
              View
            </Button>
            {unresolved && mayRespond ? (
              <Button
                $size="sm"
                aria-describedby={numberId(ticket)}
                onClick={() => onOpen(ticket, true)}
              >
                Respond
              </Button>
            ) : null}
          </RowActions>
        );
      },
    },
  ];
}

/** What the tab says around its rows. */
const TEXTS: ListTexts = {
  title: 'Support Tickets',
  description: 'Customer questions and problems.',
  searchLabel: 'Search tickets',
  searchPlaceholder: 'Search by number, subject, name or email...',
  failedTitle: "We couldn't load the tickets",
  pagerLabel: 'Ticket pages',
  noun: 'tickets',
};

export function SupportSection() {
  const { can } = useStaffRole();
  const list = usePagedList();
  const status = useListFilter<TicketFilter>(list, 'all');
  const source = useListFilter<SourceFilter>(list, 'all');
  const tier = useListFilter<TierFilter>(list, 'all');
  const now = useMinuteClock();
  const [open, setOpen] = useState<{ number: string; respond: boolean } | null>(null);
  const query = useGetTicketsQuery({
    status: status.value,
    source: source.value,
    tier: tier.value,
    ...list.params,
  });

  return (
    <ListSection
      texts={TEXTS}
      summary={<TicketCounts />}
      list={list}
      query={query}
      filters={[
        { label: 'Filter tickets by status', options: FILTERS, ...status },
        { label: 'Filter tickets by source', options: SOURCES, ...source },
        { label: 'Filter tickets by support tier', options: TIERS, ...tier },
      ]}
      table={{
        label: 'Support tickets',
        columns: columns(
          can('support:respond'),
          (ticket, respond) => setOpen({ number: ticket.ticketNumber, respond }),
          now,
        ),
        rowKey: (ticket) => ticket.ticketNumber,
        minWidth: '60rem',
        empty: list.q ? 'No tickets match this search.' : 'No tickets with this status.',
      }}
    >
      {open ? (
        <TicketDialog number={open.number} respond={open.respond} onClose={() => setOpen(null)} />
      ) : null}
    </ListSection>
  );
}
