import styled from 'styled-components';
import { SHIPPING_METHODS, type OrderTracking } from '@coffee/contracts';
import { Card, formatDate } from '@coffee/ui';
import { StatusBadge, STATUS_LABELS } from '../../../shared/orders';
import { STATUS_DESCRIPTIONS } from '../model/tracking-display';

const Result = styled(Card).attrs({ as: 'section' })`
  h2 {
    font-size: 1.3rem;
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  margin-bottom: 0.75rem;
`;

const Facts = styled.dl`
  display: grid;
  gap: 0.9rem 1.5rem;
  margin: 1.25rem 0 0;
  padding-top: 1.25rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  dt {
    font-size: 0.78rem;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${({ theme }) => theme.colors.muted};
    margin-bottom: 0.2rem;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Note = styled.span`
  display: block;
  font-size: 0.88rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Where the order is: its status in words, the tracking number once shipped, and the dates. */
export function TrackingResult({ tracking }: { tracking: OrderTracking }) {
  const method = SHIPPING_METHODS[tracking.shippingMethod];
  return (
    <Result aria-labelledby="tracking-result-title">
      <Head>
        <h2 id="tracking-result-title">Order {tracking.orderNumber}</h2>
        <StatusBadge status={tracking.status} />
      </Head>
      <p>
        <strong>Status: {STATUS_LABELS[tracking.status]}.</strong>{' '}
        {STATUS_DESCRIPTIONS[tracking.status]}
      </p>
      <Facts>
        <div>
          <dt>Tracking Number</dt>
          <dd>{tracking.trackingNumber ?? 'Not shipped yet'}</dd>
        </div>
        <div>
          <dt>Shipping Method</dt>
          <dd>
            {method.label}
            <Note>{method.days} once shipped</Note>
          </dd>
        </div>
        <div>
          <dt>Placed On</dt>
          <dd>{formatDate(tracking.placedAt)}</dd>
        </div>
        <div>
          <dt>Last Updated</dt>
          <dd>{formatDate(tracking.updatedAt)}</dd>
        </div>
        <div>
          <dt>Items</dt>
          <dd>
            {tracking.itemCount} {tracking.itemCount === 1 ? 'item' : 'items'}
          </dd>
        </div>
      </Facts>
    </Result>
  );
}
