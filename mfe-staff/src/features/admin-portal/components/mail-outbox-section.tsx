import { useRef, useState } from 'react';
import styled from 'styled-components';
import {
  MAIL_SERVICE_LABELS,
  MAIL_SERVICES,
  MAIL_STATUS_LABELS,
  MAIL_STATUSES,
  RESENDABLE_MAIL_STATUSES,
  type AdminMail,
  type MailService,
  type MailStatus,
} from '@coffee/contracts';
import { Button, Dialog, DialogActions, formatDate } from '@coffee/ui';
import { useReportedChange } from '../../../shared/api/use-reported-change';
import { DataTable, RowActions, Stacked, type Column } from '../../../shared/ui/data-table';
import { FilterGroup, type FilterOption } from '../../../shared/ui/filter-group';
import { isFirstLoad, ListFailed } from '../../../shared/ui/list-state';
import { PortalSection } from '../../../shared/ui/portal-section';
import { StatCards } from '../../../shared/ui/stat-cards';
import { StatusBadge } from '../../../shared/ui/status-badge';
import { useGetMailOutboxQuery, useResendMailMutation } from '../api/mail-outbox-api';

type StatusFilter = MailStatus | 'all';
type ServiceFilter = MailService | 'all';

const STATUS_FILTERS: FilterOption<StatusFilter>[] = [
  { value: 'all', label: 'All' },
  ...MAIL_STATUSES.map((status) => ({ value: status, label: MAIL_STATUS_LABELS[status] })),
];
const SERVICE_FILTERS: FilterOption<ServiceFilter>[] = [
  { value: 'all', label: 'Every service' },
  ...MAIL_SERVICES.map((service) => ({ value: service, label: MAIL_SERVICE_LABELS[service] })),
];

const When = styled.span`
  display: flex;
  flex-direction: column;
  small {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.85rem;
  }
`;

const Notice = styled.p`
  margin: 0 0 1rem;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Pages = styled.nav`
  display: flex;
  justify-content: flex-end;
  gap: 0.5rem;
  margin-top: 1rem;
`;

const time = (at: string) =>
  new Date(at).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

/** The mail's own cell id: its Resend button is described by it. */
const subjectId = (mail: AdminMail) => `mail-${mail.service}-${mail.id}`;

function ResendButton({ mail }: { mail: AdminMail }) {
  const [asking, setAsking] = useState(false);
  const [resend, { isLoading }] = useResendMailMutation();
  const report = useReportedChange();
  const keep = useRef<HTMLButtonElement>(null);
  const again = mail.status === 'sent';

  const confirm = async () => {
    await report(
      () => resend({ service: mail.service, id: mail.id }).unwrap(),
      ({ mail: queued }) => ({
        title: 'Mail queued again',
        description: `"${queued.subject}" to ${queued.to} is waiting to be sent.`,
      }),
      'Could not resend the mail',
    );
    setAsking(false);
  };

  return (
    <RowActions>
      <Button
        $size="sm"
        $variant="outline"
        aria-describedby={subjectId(mail)}
        disabled={isLoading}
        onClick={() => setAsking(true)}
      >
        Resend
      </Button>
      {asking ? (
        <Dialog
          alert
          title={again ? 'Send this mail again?' : 'Try this mail again?'}
          description={
            <p>
              &quot;{mail.subject}&quot; to {mail.to}
            </p>
          }
          initialFocus={keep}
          busy={isLoading}
          onClose={() => setAsking(false)}
        >
          <p>
            {again
              ? 'It was delivered already: the customer receives it a second time.'
              : `It failed ${mail.attempts} times${mail.lastError ? ` (${mail.lastError})` : ''}. It goes back in line and is tried again now.`}
          </p>
          <DialogActions>
            <Button
              ref={keep}
              $variant="outline"
              disabled={isLoading}
              onClick={() => setAsking(false)}
            >
              Cancel
            </Button>
            <Button disabled={isLoading} onClick={() => void confirm()}>
              Resend mail
            </Button>
          </DialogActions>
        </Dialog>
      ) : null}
    </RowActions>
  );
}

const COLUMNS: Column<AdminMail>[] = [
  {
    header: 'When',
    rowHeader: true,
    cell: (mail) => (
      <When>
        <span>{formatDate(mail.createdAt)}</span> <small>{time(mail.createdAt)}</small>
      </When>
    ),
  },
  { header: 'Service', cell: (mail) => MAIL_SERVICE_LABELS[mail.service] },
  {
    header: 'To',
    cell: (mail) => (
      <Stacked>
        {mail.toName ? <span>{mail.toName}</span> : null}
        <span>{mail.to}</span>
      </Stacked>
    ),
  },
  {
    header: 'Subject',
    id: subjectId,
    wrap: { min: '12rem', max: '20rem', phone: '12rem' },
    cell: (mail) => mail.subject,
  },
  {
    header: 'Status',
    cell: (mail) => <StatusBadge status={MAIL_STATUS_LABELS[mail.status]} />,
  },
  { header: 'Attempts', cell: (mail) => mail.attempts },
  {
    header: 'Last error',
    wrap: { min: '10rem', max: '18rem' },
    cell: (mail) => mail.lastError ?? '—',
  },
  {
    header: 'Actions',
    cell: (mail) =>
      RESENDABLE_MAIL_STATUSES.includes(mail.status) ? <ResendButton mail={mail} /> : null,
  },
];

/**
 * The admin's email outbox: every mail the shop's four sending services recorded, newest
 * first, by status and service, with Resend for a sent or parked (failed) mail. Paged by the
 * server's cursor: Older follows `next`, Newer goes back one page.
 */
export function MailOutboxSection() {
  const [status, setStatus] = useState<StatusFilter>('all');
  const [service, setService] = useState<ServiceFilter>('all');
  /** The `before` of each page shown so far; the last is this page's ('' = the first). */
  const [cursors, setCursors] = useState<string[]>(['']);
  const before = cursors[cursors.length - 1]!;
  const query = useGetMailOutboxQuery({
    ...(status === 'all' ? {} : { status }),
    ...(service === 'all' ? {} : { service }),
    ...(before ? { before } : {}),
  });
  const restart = () => setCursors(['']);
  const page = query.data;
  const down = page?.services.filter((s) => !s.available) ?? [];

  const summary = page ? (
    <>
      <StatCards
        label="Mails by status"
        items={MAIL_STATUSES.map((s) => ({ label: MAIL_STATUS_LABELS[s], value: page.counts[s] }))}
      />
      {down.length > 0 ? (
        <Notice role="status">
          Not shown:{' '}
          {down.map((s) => `${MAIL_SERVICE_LABELS[s.service]} (${s.message})`).join('; ')}.
        </Notice>
      ) : null}
    </>
  ) : null;

  return (
    <PortalSection
      title="Email outbox"
      description="Every mail the shop sends: waiting, sent, or failed and parked. Resend a sent or failed one."
      summary={summary}
      toolbar={
        <>
          <FilterGroup
            label="Status"
            options={STATUS_FILTERS}
            value={status}
            onChange={(value) => {
              setStatus(value);
              restart();
            }}
          />
          <FilterGroup
            label="Service"
            options={SERVICE_FILTERS}
            value={service}
            onChange={(value) => {
              setService(value);
              restart();
            }}
          />
        </>
      }
    >
      {query.isError && !isFirstLoad(query) ? (
        <ListFailed title="We couldn't load the email outbox" query={query} />
      ) : (
        <>
          <DataTable
            table={{
              label: 'Email outbox',
              columns: COLUMNS,
              minWidth: '64rem',
              empty: 'No mails here.',
              rowKey: (mail) => `${mail.service}-${mail.id}`,
            }}
            items={page?.mails ?? []}
            loading={isFirstLoad(query)}
          />
          <Pages aria-label="Email outbox pages">
            <Button
              $size="sm"
              $variant="outline"
              disabled={cursors.length === 1}
              onClick={() => setCursors((all) => all.slice(0, -1))}
            >
              Newer
            </Button>
            <Button
              $size="sm"
              $variant="outline"
              disabled={!page?.next || query.isFetching}
              onClick={() => page?.next && setCursors((all) => [...all, page.next!])}
            >
              Older
            </Button>
          </Pages>
        </>
      )}
    </PortalSection>
  );
}
