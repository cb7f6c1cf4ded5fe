import styled from 'styled-components';
import { roastedOnText, SHIPPING_METHODS, type OrderTracking } from '@coffee/contracts';
import { Card, formatDate, spreadRow } from '@coffee/ui';
import { OrderFacts, StatusBadge, STATUS_LABELS } from '../../../shared/orders';
import { STATUS_DESCRIPTIONS } from '../model/tracking-display';

const Result = styled(Card).attrs({ as: 'section' })`
  h2 {
    font-size: 1.3rem;
    margin: 0;
    overflow-wrap: anywhere;
  }
  > p {
    margin: 0 0 1.25rem;
    padding-bottom: 1.25rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Head = styled.header`
  ${spreadRow()}
  gap: 0.5rem 1rem;
  margin-bottom: 0.75rem;
`;

const Note = styled.span`
  display: block;
  font-size: 0.88rem;
  font-weight: 400;
  color: ${({ theme }) => theme.colors.muted};
`;

/** Where the order is: its status in words, the tracking number once shipped, and the dates. */
export function TrackingResult({ tracking }: { tracking: OrderTracking }) {
  const method = SHIPPING_METHODS[tracking.shippingMethod];
  const items = tracking.itemCount;
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
      <OrderFacts
        facts={[
          { label: 'Tracking Number', value: tracking.trackingNumber ?? 'Not shipped yet' },
          {
            label: 'Shipping Method',
            value: (
              <>
                {method.label}
                <Note>{method.days} once shipped</Note>
              </>
            ),
          },
          { label: 'Placed On', value: formatDate(tracking.placedAt) },
          { label: 'Last Updated', value: formatDate(tracking.updatedAt) },
          { label: 'Items', value: `${items} ${items === 1 ? 'item' : 'items'}` },
          // Once shipped from roast batches: the day (or days) its coffee was roasted.
          ...(tracking.roastedOn.length > 0
            ? [{ label: 'Coffee', value: tracking.roastedOn.map(roastedOnText).join('; ') }]
            : []),
        ]}
      />
    </Result>
  );
}
