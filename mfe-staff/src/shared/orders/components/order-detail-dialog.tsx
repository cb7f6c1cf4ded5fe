import styled from 'styled-components';
import {
  lineName,
  ORDER_STATUS_LABELS,
  RETURN_STATUS_LABELS,
  SHIPPING_METHODS,
  promotionLabelOf,
  orderPaymentLabel,
  type StaffOrder,
} from '@coffee/contracts';
import { Button, formatDate, formatPrice, media, Dialog, DialogActions } from '@coffee/ui';
import { ListFailed, isFirstLoad } from '../../ui/list-state';
import { StatusBadge } from '../../ui/status-badge';
import { useGetStaffOrderQuery } from '../api/staff-orders-api';
import { OrderActions } from './order-actions';
import { SampleLine } from './sample-line';

const Grid = styled.div`
  display: grid;
  gap: 1rem;
  ${media.sm} {
    grid-template-columns: 1fr 1fr;
  }
  h3 {
    margin: 0 0 0.4rem;
    font-size: 1rem;
  }
  p,
  ul,
  ol,
  dl {
    margin: 0;
    font-size: 0.92rem;
  }
`;

const Items = styled.ul`
  list-style: none;
  padding: 0;
  li {
    display: flex;
    justify-content: space-between;
    gap: 1rem;
    padding: 0.3rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** The SKU staff pick the bag by, under the line's name. */
const Sku = styled.small`
  display: block;
  color: ${({ theme }) => theme.colors.muted};
  overflow-wrap: anywhere;
`;

const Totals = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.2rem 1rem;
  dd {
    margin: 0;
    text-align: right;
  }
`;

const Timeline = styled.ol`
  padding-left: 1.1rem;
  li {
    margin-bottom: 0.35rem;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const when = (iso: string) =>
  `${formatDate(iso)} ${new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' })}`;

const BY: Record<string, string> = {
  customer: 'the customer',
  provider: 'the payment provider',
  system: 'the shop',
  staff: 'staff',
};

function OrderDetail({ order }: { order: StaffOrder }) {
  const a = order.shippingAddress;
  const p = order.payment;
  return (
    <>
      <p>
        <StatusBadge status={ORDER_STATUS_LABELS[order.status]} /> placed {when(order.createdAt)} by{' '}
        {order.customerName}
        {order.contactEmail ? ` (${order.contactEmail})` : ''}
      </p>
      <Grid>
        <section aria-label="Items">
          <h3>Items</h3>
          <Items>
            {order.items.map((item) => (
              <li key={item.id}>
                <span>
                  {item.quantity} × {lineName(item.name, item.variantLabel)}
                  {!item.variantLabel && item.unitSize ? ` (${item.unitSize})` : ''}
                  {item.sku ? <Sku>SKU {item.sku}</Sku> : null}
                </span>
                <span>{formatPrice(Number(item.price) * item.quantity)}</span>
              </li>
            ))}
            {order.sample ? <SampleLine sample={order.sample} /> : null}
          </Items>
          <Totals aria-label="Totals">
            <dt>Subtotal</dt>
            <dd>{formatPrice(order.subtotal)}</dd>
            {Number(order.memberSavings) > 0 ? (
              // The lines above are at member prices already: what they took off, for reference.
              <>
                <dt>Direct+ savings included</dt>
                <dd>{formatPrice(order.memberSavings)}</dd>
              </>
            ) : null}
            {Number(order.discount) > 0 && order.promotion ? (
              // Taken off the subtotal before tax (contracts' orderTotals).
              <>
                <dt>{promotionLabelOf(order.promotion)}</dt>
                <dd>-{formatPrice(order.discount)}</dd>
              </>
            ) : null}
            <dt>Shipping ({SHIPPING_METHODS[order.shippingMethod].label})</dt>
            <dd>{formatPrice(order.shippingCost)}</dd>
            <dt>Tax</dt>
            <dd>{formatPrice(order.tax)}</dd>
            <dt>
              <strong>Total</strong>
            </dt>
            <dd>
              <strong>{formatPrice(order.total)}</strong>
            </dd>
          </Totals>
        </section>
        <section aria-label="Shipping and payment">
          <h3>Ship to</h3>
          <p>
            {a.firstName} {a.lastName}
            <br />
            {a.address}
            <br />
            {a.city}, {a.state} {a.zipCode}
            {a.phone ? (
              <>
                <br />
                {a.phone}
              </>
            ) : null}
          </p>
          {order.trackingNumber ? <p>Tracking number {order.trackingNumber}</p> : null}
          <h3 style={{ marginTop: '0.75rem' }}>Payment</h3>
          <p>
            {orderPaymentLabel(order)} ·{' '}
            {p.status === 'paid'
              ? `Paid${p.paidAt ? ` ${formatDate(p.paidAt)}` : ''}`
              : p.status === 'refunded'
                ? `Refunded ${formatPrice(p.refundedAmount ?? order.total)}${p.refundedAt ? ` ${formatDate(p.refundedAt)}` : ''}`
                : p.status === 'failed'
                  ? `Failed${p.failureMessage ? `: ${p.failureMessage}` : ''}`
                  : 'Not paid yet'}
            {order.status === 'pending' && order.expiresAt
              ? ` · cancelled automatically if unpaid by ${when(order.expiresAt)}`
              : ''}
          </p>
        </section>
      </Grid>
      <section aria-label="Timeline" style={{ marginTop: '1rem' }}>
        <h3 style={{ margin: '0 0 0.4rem', fontSize: '1rem' }}>Timeline</h3>
        <Timeline>
          {order.timeline.map((step, i) => (
            <li key={`${step.status}-${i}`}>
              {/* A return's step names itself; the order's status stays as it was. */}
              {step.returnStatus
                ? RETURN_STATUS_LABELS[step.returnStatus]
                : ORDER_STATUS_LABELS[step.status]}{' '}
              — by {step.actorName ?? BY[step.by] ?? step.by}
              <small>
                {when(step.at)}
                {step.note ? ` · ${step.note}` : ''}
              </small>
            </li>
          ))}
        </Timeline>
      </section>
    </>
  );
}

/** One order in full (items, totals, address, payment, timeline) and the moves the role allows. */
export function OrderDetailDialog({ orderId, onClose }: { orderId: string; onClose: () => void }) {
  const query = useGetStaffOrderQuery(orderId);
  const order = query.data;
  return (
    <Dialog wide title={order ? `Order ${order.orderNumber}` : 'Order'} onClose={onClose}>
      {isFirstLoad(query) ? (
        <p role="status">Loading the order…</p>
      ) : query.isError || !order ? (
        <ListFailed title="We couldn't load this order" query={query} />
      ) : (
        <OrderDetail order={order} />
      )}
      <DialogActions>
        {order ? <OrderActions order={order} /> : null}
        <Button type="button" $variant="ghost" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
