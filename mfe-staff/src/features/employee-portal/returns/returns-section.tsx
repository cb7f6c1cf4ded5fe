import { useState } from 'react';
import styled from 'styled-components';
import {
  RETURN_REASON_LABELS,
  RETURN_STATUS_LABELS,
  type StaffReturn,
  type StaffReturnFilter,
} from '@coffee/contracts';
import { Button, cardSurface, formatDate, Spinner } from '@coffee/ui';
import { useReportedChange } from '../../../shared/api/use-reported-change';
import { OrderDetailDialog } from '../../../shared/orders';
import { useStaffRole } from '../../../shared/session/use-staff-role';
import { FilterGroup, type FilterOption } from '../../../shared/ui/filter-group';
import { isFirstLoad, ListFailed } from '../../../shared/ui/list-state';
import { PortalSection } from '../../../shared/ui/portal-section';
import { StatusBadge } from '../../../shared/ui/status-badge';
import { ReturnStepDialog, type DialogStep } from './return-step-dialog';
import { useGetStaffReturnsQuery, useTakeReturnStepMutation } from './returns-api';

const FILTERS: FilterOption<StaffReturnFilter>[] = [
  { value: 'open', label: 'To do' },
  { value: 'requested', label: 'Requested' },
  { value: 'closed', label: 'Done' },
  { value: 'all', label: 'All' },
];

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 1rem;
`;

const CardItem = styled.li`
  ${cardSurface}
  padding: 1rem 1.1rem;
  h3 {
    margin: 0;
    font-size: 1.05rem;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0.3rem 0 0;
    font-size: 0.92rem;
    overflow-wrap: anywhere;
  }
  ul {
    margin: 0.5rem 0 0;
    padding-left: 1.2rem;
    font-size: 0.92rem;
  }
`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem 0.75rem;
  align-items: center;
  justify-content: space-between;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 0.85rem;
`;

/** The steps this return may take now, for this staff member (the server checks again). */
function ReturnActions({ ret, onOpen }: { ret: StaffReturn; onOpen: (step: DialogStep) => void }) {
  const { can } = useStaffRole();
  const [take, state] = useTakeReturnStepMutation();
  const report = useReportedChange();
  const direct = (step: 'approve' | 'replace') =>
    void report(
      () => take({ returnId: ret.id, step: { step } }).unwrap(),
      (saved) => ({
        title: 'Return updated',
        description: saved.replacementOrder
          ? `Replacement order ${saved.replacementOrder.orderNumber} is placed and paid: it is in the queue to pack.`
          : `The return for order ${ret.orderNumber} is approved.`,
      }),
      'Could not update the return',
    );
  const fulfil = can('orders:fulfil');
  const money = can('orders:cancel-paid');
  const busy = state.isLoading;
  const refundable = ret.status === 'received' || (ret.status === 'approved' && !ret.needsReceipt);
  const buttons = [
    ret.status === 'requested' && fulfil ? (
      <Button key="approve" $size="sm" disabled={busy} onClick={() => direct('approve')}>
        {busy ? <Spinner $size={16} label="Approving" /> : null}
        Approve
      </Button>
    ) : null,
    ret.status === 'requested' && fulfil ? (
      <Button key="refuse" $size="sm" $variant="outline" onClick={() => onOpen('refuse')}>
        Refuse
      </Button>
    ) : null,
    ret.status === 'approved' && ret.needsReceipt && fulfil ? (
      <Button key="receive" $size="sm" onClick={() => onOpen('receive')}>
        Mark Received
      </Button>
    ) : null,
    refundable && money ? (
      <Button key="refund" $size="sm" onClick={() => onOpen('refund')}>
        Refund
      </Button>
    ) : null,
    ret.status === 'approved' && !ret.needsReceipt && money ? (
      <Button
        key="replace"
        $size="sm"
        $variant={ret.resolution === 'replacement' ? 'primary' : 'outline'}
        disabled={busy}
        onClick={() => direct('replace')}
      >
        Send Replacement
      </Button>
    ) : null,
  ].filter(Boolean);
  if (buttons.length === 0) {
    if (refundable && !money) return <Muted>A manager or admin refunds it.</Muted>;
    return null;
  }
  return (
    <Actions aria-label={`Steps for the return of order ${ret.orderNumber}`}>{buttons}</Actions>
  );
}

/** The order that sends a replaced return's fresh coffee, opening its detail. */
function ReplacementOrder({ order }: { order: NonNullable<StaffReturn['replacementOrder']> }) {
  const [viewing, setViewing] = useState(false);
  return (
    <>
      <p>
        Replacement order{' '}
        <Button $variant="link" $size="sm" onClick={() => setViewing(true)}>
          {order.orderNumber}
        </Button>
      </p>
      {viewing ? <OrderDetailDialog orderId={order.id} onClose={() => setViewing(false)} /> : null}
    </>
  );
}

function ReturnCard({ ret, onOpen }: { ret: StaffReturn; onOpen: (step: DialogStep) => void }) {
  const last = ret.events.at(-1);
  return (
    <CardItem aria-labelledby={`return-${ret.id}`}>
      <Top>
        <h3 id={`return-${ret.id}`}>
          {ret.orderNumber} · {ret.customerName}
        </h3>
        <StatusBadge status={RETURN_STATUS_LABELS[ret.status]} />
      </Top>
      <p>
        {RETURN_REASON_LABELS[ret.reason]} · requested {formatDate(ret.createdAt)}
        {ret.resolution === 'replacement' ? ' · wants a fresh bag' : ''}
      </p>
      {ret.comment ? <p>“{ret.comment}”</p> : null}
      <ul>
        {ret.lines.map((line) => (
          <li key={line.itemId}>
            {line.quantity} × {line.name}
            {line.variantLabel ? `, ${line.variantLabel}` : ''}
            {line.tasteGuarantee ? ' (taste guarantee: not sent back)' : ''}
            {line.resellable !== null ? ` · ${line.resellable} back in stock` : ''}
          </li>
        ))}
      </ul>
      <Muted>
        {ret.refundedAmount
          ? `Refunded $${ret.refundedAmount}`
          : ret.status === 'replaced'
            ? 'Replaced at no cost to the customer'
            : ret.status === 'refused'
              ? 'Nothing refunded'
              : `Suggested refund $${ret.suggestedRefund} · $${ret.refundable} left on the order`}
        {last?.actorName ? ` · last step by ${last.actorName}` : ''}
      </Muted>
      {ret.replacementOrder ? <ReplacementOrder order={ret.replacementOrder} /> : null}
      <ReturnActions ret={ret} onOpen={onOpen} />
    </CardItem>
  );
}

/**
 * The employee portal's Returns: the queue of customers' returns, oldest first, and each step:
 * approve or refuse with a reason, mark received (resellable units back in stock), refund in
 * full or in part, or send a fresh bag for coffee under the taste guarantee.
 */
export function ReturnsSection() {
  const [status, setStatus] = useState<StaffReturnFilter>('open');
  const [open, setOpen] = useState<{ ret: StaffReturn; step: DialogStep } | null>(null);
  const query = useGetStaffReturnsQuery(status);
  const items = query.data?.items ?? [];
  return (
    <PortalSection
      title="Returns"
      description="Customers' return requests: approve or refuse, mark parcels received, refund."
      toolbar={
        <FilterGroup label="Filter returns" options={FILTERS} value={status} onChange={setStatus} />
      }
    >
      {query.isError && !query.isFetching ? (
        <ListFailed title="We couldn't load the returns" query={query} />
      ) : isFirstLoad(query) ? (
        <Spinner label="Loading returns" />
      ) : items.length === 0 ? (
        <Muted>No returns here.</Muted>
      ) : (
        <Cards aria-label="Returns">
          {items.map((ret) => (
            <ReturnCard key={ret.id} ret={ret} onOpen={(step) => setOpen({ ret, step })} />
          ))}
        </Cards>
      )}
      {open ? (
        <ReturnStepDialog ret={open.ret} step={open.step} onClose={() => setOpen(null)} />
      ) : null}
    </PortalSection>
  );
}
