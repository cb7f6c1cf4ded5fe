import { useState } from 'react';
import { Button, formatDate } from '@coffee/ui';
import {
  MessageCell,
  RowActions,
  Stacked,
  Table,
  TableScroll,
} from '../../../shared/ui/data-table';
import { FilterGroup } from '../../../shared/ui/filter-group';
import { SampleNote, SectionHeader, Toolbar } from '../../../shared/ui/section-header';
import { StatusBadge } from '../../../shared/ui/status-badge';
import { SAMPLE_TICKETS, type TicketStatus } from '../data/sample-data';
import { TicketCounts } from './ticket-counts';

type TicketFilter = 'all' | TicketStatus;

const FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'Open', label: 'Open' },
  { value: 'In Progress', label: 'In Progress' },
  { value: 'Resolved', label: 'Resolved' },
] as const;

export function SupportSection() {
  const [filter, setFilter] = useState<TicketFilter>('all');
  const rows =
    filter === 'all' ? SAMPLE_TICKETS : SAMPLE_TICKETS.filter((t) => t.status === filter);

  return (
    <section>
      <SectionHeader
        id="employee-support-title"
        title="Support Tickets"
        description="Customer questions and problems."
      />
      <TicketCounts />
      <Toolbar>
        <FilterGroup
          label="Filter tickets by status"
          options={FILTERS}
          value={filter}
          onChange={setFilter}
        />
      </Toolbar>
      <TableScroll label="Support tickets">
        <Table $minWidth="42rem">
          <thead>
            <tr>
              <th scope="col">Ticket</th>
              <th scope="col">Subject</th>
              <th scope="col">Priority</th>
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <MessageCell colSpan={5}>No tickets with this status.</MessageCell>
              </tr>
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
                        {ticket.customer} · updated {formatDate(`${ticket.updated}T12:00:00`)}
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
          </tbody>
        </Table>
      </TableScroll>
      <SampleNote>
        Sample tickets: the ticket list is not connected yet; the counts above are live.
      </SampleNote>
    </section>
  );
}
