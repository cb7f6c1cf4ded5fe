import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  fieldErrors,
  TICKET_STATUS_LABELS,
  ticketReplySchema,
  ticketStatuses,
  type StaffTicket,
  type TicketStatus,
} from '@coffee/contracts';
import { useToast, serverVerdict } from '@coffee/platform';
import { Button, Field, formatDate, Select, Textarea, Dialog, DialogActions } from '@coffee/ui';
import { useReportedChange } from '../../../shared/api/use-reported-change';
import { isFirstLoad, ListFailed } from '../../../shared/ui/list-state';
import { StatusBadge } from '../../../shared/ui/status-badge';
import { ReplyTargetLine, useMinuteClock } from './reply-target';
import {
  useChangeTicketStatusMutation,
  useGetTicketQuery,
  useReplyToTicketMutation,
} from '../api/tickets-api';

const Conversation = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0.75rem 0;
  display: grid;
  gap: 0.6rem;
  li {
    padding: 0.6rem 0.8rem;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  li[data-staff='true'] {
    background: ${({ theme }) => theme.colors.bg};
    border-left: 3px solid ${({ theme }) => theme.colors.primary};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
    margin-bottom: 0.25rem;
    white-space: normal;
  }
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: 0.6rem;
  margin-top: 0.5rem;
  > div {
    flex: 1 1 10rem;
    margin-bottom: 0;
  }
`;

const isOpen = (status: TicketStatus) => status === 'open' || status === 'in-progress';

function Reply({ ticket }: { ticket: StaffTicket }) {
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [status, setStatus] = useState<TicketStatus>(ticket.status);
  const [reply, replying] = useReplyToTicketMutation();
  const [changeStatus, changing] = useChangeTicketStatusMutation();
  const toast = useToast();
  const report = useReportedChange();

  const send = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ticketReplySchema.safeParse({ message });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error.issues).message);
      return;
    }
    setError(undefined);
    try {
      await reply({ number: ticket.ticketNumber, message: parsed.data.message }).unwrap();
      setMessage('');
      toast({
        title: 'Reply sent',
        description: `The customer can read it on #${ticket.ticketNumber}.`,
        variant: 'success',
      });
    } catch (caught) {
      const text = serverVerdict(caught).text;
      setError(text);
      toast({ title: 'Could not send the reply', description: text, variant: 'destructive' });
    }
  };

  const saveStatus = () =>
    report(
      () => changeStatus({ number: ticket.ticketNumber, status }).unwrap(),
      () => ({
        title: 'Ticket updated',
        description: `#${ticket.ticketNumber} is now ${TICKET_STATUS_LABELS[status]}.`,
      }),
      'Could not change the status',
    );

  return (
    <>
      {isOpen(ticket.status) ? (
        <form noValidate onSubmit={send} aria-label="Reply to the customer">
          <Field label="Your reply" error={error}>
            {(ids) => (
              <Textarea
                {...ids}
                name="message"
                value={message}
                $invalid={Boolean(error)}
                onChange={(e) => setMessage(e.target.value)}
              />
            )}
          </Field>
          <Button type="submit" disabled={replying.isLoading} aria-busy={replying.isLoading}>
            Send Reply
          </Button>
        </form>
      ) : null}
      <Row>
        <Field label="Status">
          {(ids) => (
            <Select
              {...ids}
              value={status}
              onChange={(e) => setStatus(e.target.value as TicketStatus)}
            >
              {ticketStatuses.map((s) => (
                <option key={s} value={s}>
                  {TICKET_STATUS_LABELS[s]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Button
          $variant="outline"
          disabled={changing.isLoading || status === ticket.status}
          onClick={() => void saveStatus()}
        >
          Update Status
        </Button>
      </Row>
    </>
  );
}

/**
 * 'View' (the conversation) and 'Respond' (the conversation with a reply box and the status):
 * messages are shown as text, never as markup.
 */
export function TicketDialog({
  number,
  respond,
  onClose,
}: {
  number: string;
  respond: boolean;
  onClose: () => void;
}) {
  const query = useGetTicketQuery(number);
  const ticket = query.data;
  const now = useMinuteClock();
  return (
    <Dialog wide title={`#${number}${ticket ? `: ${ticket.subject}` : ''}`} onClose={onClose}>
      {isFirstLoad(query) ? (
        <p role="status">Loading the ticket…</p>
      ) : query.isError || !ticket ? (
        <ListFailed title="We couldn't load this ticket" query={query} />
      ) : (
        <>
          <p>
            <StatusBadge status={TICKET_STATUS_LABELS[ticket.status]} /> from {ticket.name} (
            {ticket.email}){ticket.orderNumber ? ` about order ${ticket.orderNumber}` : ''}
          </p>
          <ReplyTargetLine ticket={ticket} now={now} />
          <Conversation aria-label="Conversation">
            {ticket.messages.map((m) => (
              <li key={m.id} data-staff={m.isStaff}>
                <small>
                  {/* Staff see who answered (their full name; older answers kept the username);
                      the customer reads the shop's signature. */}
                  {m.isStaff && m.staffName ? `${m.staffName} for ${m.authorName}` : m.authorName} ·{' '}
                  {formatDate(m.createdAt)}
                </small>
                {m.message}
              </li>
            ))}
          </Conversation>
          {/* Keyed by status: after an answer moves it to In Progress, the choice starts there. */}
          {respond ? <Reply key={ticket.status} ticket={ticket} /> : null}
        </>
      )}
      <DialogActions>
        <Button $variant="ghost" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
