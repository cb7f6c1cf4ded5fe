import { useState } from 'react';
import styled from 'styled-components';
import {
  RETURN_REASON_LABELS,
  RETURN_STATUS_LABELS,
  type Order,
  type OrderReturn,
  type ReturnStatus,
} from '@coffee/contracts';
import { toApiError, useToast, type FetchBaseQueryError } from '@coffee/platform';
import { Badge, Button, formatDate, formatPrice, Link } from '@coffee/ui';
import { useGetOrderReturnsQuery, useRequestReturnMutation } from '../api/returns-api';
import { ReturnRequestDialog, type ReturnRequestValue } from './return-request-dialog';

const List = styled.ul`
  list-style: none;
  margin: 0 0 1rem;
  padding: 0;
  li {
    padding: 0.75rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  li:last-child {
    border-bottom: 0;
  }
  p {
    margin: 0.2rem 0 0;
    font-size: 0.9rem;
    overflow-wrap: anywhere;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.6rem;
  align-items: center;
  justify-content: space-between;
`;

const Note = styled.p`
  margin: 0 0 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.92rem;
`;

/** Done green, refused red, in flight amber (as the order's own statuses). */
const TONES: Partial<Record<ReturnStatus, 'success' | 'danger'>> = {
  refunded: 'success',
  replaced: 'success',
  refused: 'danger',
};

/** What the customer reads next to a return's status: what happens next, or what happened. */
function nextStep(ret: OrderReturn): string {
  switch (ret.status) {
    case 'requested':
      return 'We will answer within 1-2 business days.';
    case 'approved':
      return ret.needsReceipt
        ? 'Approved: please send the items back (the address is in our email).'
        : ret.resolution === 'replacement'
          ? 'Approved: a fresh bag is on its way soon.'
          : 'Approved: your refund is on its way soon.';
    case 'received':
      return 'We have your parcel: the refund follows shortly.';
    case 'refunded':
      return `${formatPrice(ret.refundedAmount ?? '0')} refunded to your payment method.`;
    case 'replaced':
      return 'A replacement has been sent, at no cost to you.';
    case 'refused':
      return `Not accepted: ${ret.refusedReason ?? ''}`;
  }
}

/**
 * The Returns panel of a delivered order: its returns with their status, the window, and
 * 'Request a return' while the window is open and something is left to return.
 */
export function OrderReturns({ order }: { order: Order }) {
  const { data, isLoading, isError } = useGetOrderReturnsQuery(order.id);
  const [requestReturn, { isLoading: sending }] = useRequestReturnMutation();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();

  if (isLoading) return <Note>Loading returns…</Note>;
  if (isError || !data) return <Note>Returns could not be loaded. Please reload the page.</Note>;

  const { window } = data;
  const anyLeft = data.lines.some((line) => line.returnable > 0);
  const canRequest = window.open && anyLeft;

  const send = async (value: ReturnRequestValue) => {
    setError(null);
    try {
      await requestReturn({ orderId: order.id, body: value }).unwrap();
      setOpen(false);
      toast({
        title: 'Return requested',
        description: 'We have emailed you a copy and will answer within 1-2 business days.',
        variant: 'success',
      });
    } catch (failure) {
      const apiError = toApiError(failure as FetchBaseQueryError);
      setError(apiError.serverMessage ?? apiError.message);
    }
  };

  return (
    <>
      {data.returns.length > 0 ? (
        <List aria-label="Your returns">
          {data.returns.map((ret) => (
            <li key={ret.id}>
              <Head>
                <strong>Requested {formatDate(ret.createdAt)}</strong>
                <Badge data-testid="return-status" $tone={TONES[ret.status] ?? 'accent'}>
                  {RETURN_STATUS_LABELS[ret.status]}
                </Badge>
              </Head>
              <p>
                {ret.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ')} ·{' '}
                {RETURN_REASON_LABELS[ret.reason]}
              </p>
              <p>{nextStep(ret)}</p>
              {ret.replacementOrder ? (
                <p>
                  Replacement order{' '}
                  <Link to={`/orders/${encodeURIComponent(ret.replacementOrder.id)}`}>
                    {ret.replacementOrder.orderNumber}
                  </Link>
                </p>
              ) : null}
            </li>
          ))}
        </List>
      ) : null}
      <Note>
        {window.closesAt && window.open
          ? `You can request a return until ${formatDate(window.closesAt)} (${window.days} days from delivery${window.member ? ' for Direct+ members' : ''}).`
          : window.closesAt
            ? `The return window closed on ${formatDate(window.closesAt)}.`
            : null}{' '}
        <Link to="/returns">How returns work</Link>
      </Note>
      {canRequest ? (
        <Button
          $variant="outline"
          $block
          onClick={() => {
            setError(null);
            setOpen(true);
          }}
        >
          Request a return
        </Button>
      ) : null}
      {open ? (
        <ReturnRequestDialog
          order={order}
          returns={data}
          busy={sending}
          error={error}
          onSubmit={(value) => void send(value)}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
