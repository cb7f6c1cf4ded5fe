import { useState } from 'react';
import styled from 'styled-components';
import type { StaffSubscription, StaffSubscriptionAction } from '@coffee/contracts';
import { Button, Dialog, DialogActions, formatDate, formatPrice, media } from '@coffee/ui';
import { useStaffRole } from '../../../shared/session/use-staff-role';
import { DataTable, type Column } from '../../../shared/ui/data-table';
import { isFirstLoad, ListFailed } from '../../../shared/ui/list-state';
import { StatusBadge } from '../../../shared/ui/status-badge';
import { SubscriptionActionDialog } from './subscription-action-dialog';
import { useGetStaffSubscriptionQuery } from './subscriptions-api';
import {
  dayText,
  frequencyText,
  nextText,
  OUTCOME_LABELS,
  statusText,
  subscriptionName,
} from './subscription-text';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.25rem 1rem;
  margin: 0 0 1rem;
  font-size: 0.92rem;
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  ${media.sm} {
    grid-template-columns: max-content 1fr max-content 1fr;
  }
`;

const Heading = styled.h3`
  margin: 1rem 0 0.4rem;
  font-size: 1rem;
`;

const Notes = styled.ul`
  margin: 0;
  padding-left: 1.1rem;
  font-size: 0.92rem;
  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

type Delivery = StaffSubscription['deliveries'][number];

const DELIVERY_COLUMNS: Column<Delivery>[] = [
  { header: 'Delivery', rowHeader: true, cell: (d) => dayText(d.on) },
  { header: 'Order', cell: (d) => d.orderNumber ?? '—' },
  { header: 'Outcome', cell: (d) => OUTCOME_LABELS[d.outcome] },
  { header: 'Total', cell: (d) => (d.total ? formatPrice(d.total) : '—') },
  { header: 'Note', cell: (d) => d.note ?? '' },
];

/** What waits for the delivery after a locked one, in words; null when nothing does. */
function pendingText(s: StaffSubscription): string | null {
  if (!s.pendingItem) return null;
  const { quantity, frequencyWeeks } = s.pendingItem;
  return `From delivery ${s.pendingFromCycle ?? '?'}: ${quantity} × ${subscriptionName({ item: s.pendingItem })}, ${frequencyText(frequencyWeeks).toLowerCase()}`;
}

function SubscriptionDetail({ subscription: s }: { subscription: StaffSubscription }) {
  const a = s.shippingAddress;
  const pending = pendingText(s);
  return (
    <>
      <p>
        <StatusBadge status={statusText(s)} /> since {formatDate(s.createdAt)}
      </p>
      <Facts aria-label="Subscription">
        <dt>Customer</dt>
        <dd>{s.userId}</dd>
        <dt>Coffee</dt>
        <dd>
          {s.item.quantity} × {subscriptionName(s)}
        </dd>
        <dt>Frequency</dt>
        <dd>{frequencyText(s.item.frequencyWeeks)}</dd>
        <dt>Price now</dt>
        <dd>
          {formatPrice(s.price)} (members {formatPrice(s.memberPrice)})
        </dd>
        <dt>Next delivery</dt>
        <dd>{nextText(s)}</dd>
        <dt>Card</dt>
        <dd>
          {s.card.brand} ending {s.card.last4}
        </dd>
        <dt>Ship to</dt>
        <dd>
          {a.firstName} {a.lastName}, {a.address}, {a.city}, {a.state} {a.zipCode}
        </dd>
        {s.cancelledAt ? (
          <>
            <dt>Cancelled</dt>
            <dd>{formatDate(s.cancelledAt)}</dd>
          </>
        ) : null}
      </Facts>
      <section aria-label="Pending changes">
        <Heading>Pending changes</Heading>
        {pending || s.skippedCycles.length > 0 ? (
          <Notes>
            {pending ? <li>{pending}</li> : null}
            {s.skippedCycles.length > 0 ? (
              <li>Skipping deliveries {s.skippedCycles.join(', ')}</li>
            ) : null}
          </Notes>
        ) : (
          <p>None.</p>
        )}
      </section>
      <section>
        <Heading>Deliveries</Heading>
        <DataTable
          table={{
            label: 'Deliveries',
            columns: DELIVERY_COLUMNS,
            minWidth: '32rem',
            empty: 'No deliveries yet.',
            rowKey: (d) => `${d.cycle}-${d.at}`,
          }}
          items={s.deliveries}
        />
      </section>
      {s.staffNotes.length > 0 ? (
        <section aria-label="Staff notes">
          <Heading>Staff notes</Heading>
          <Notes>
            {s.staffNotes.map((n) => (
              <li key={`${n.at}-${n.action}`}>
                {n.action === 'pause' ? 'Paused' : 'Cancelled'}: {n.reason}
                <small>
                  {formatDate(n.at)} by {n.staffName ?? n.staffId}
                </small>
              </li>
            ))}
          </Notes>
        </section>
      ) : null}
    </>
  );
}

/** One subscription in full, and (staff with 'subscriptions:manage') Pause and Cancel. */
export function SubscriptionDetailDialog({
  subscriptionId,
  onClose,
}: {
  subscriptionId: string;
  onClose: () => void;
}) {
  const query = useGetStaffSubscriptionQuery(subscriptionId);
  const { can } = useStaffRole();
  const [asking, setAsking] = useState<StaffSubscriptionAction | null>(null);
  const s = query.data;
  const open = s && s.status !== 'cancelled';
  return (
    <Dialog
      wide
      title={s ? `Subscription: ${subscriptionName(s)}` : 'Subscription'}
      onClose={onClose}
    >
      {isFirstLoad(query) ? (
        <p role="status">Loading the subscription…</p>
      ) : query.isError || !s ? (
        <ListFailed title="We couldn't load this subscription" query={query} />
      ) : (
        <SubscriptionDetail subscription={s} />
      )}
      <DialogActions>
        {open && can('subscriptions:manage') ? (
          <>
            {s.status === 'active' ? (
              <Button type="button" $variant="outline" onClick={() => setAsking('pause')}>
                Pause
              </Button>
            ) : null}
            <Button type="button" $variant="danger" onClick={() => setAsking('cancel')}>
              Cancel
            </Button>
          </>
        ) : null}
        <Button type="button" $variant="ghost" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
      {s && asking ? (
        <SubscriptionActionDialog
          subscription={s}
          action={asking}
          onClose={() => setAsking(null)}
        />
      ) : null}
    </Dialog>
  );
}
