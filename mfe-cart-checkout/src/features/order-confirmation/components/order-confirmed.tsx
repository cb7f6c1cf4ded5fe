import styled from 'styled-components';
import { accountTabPath, type Order } from '@coffee/contracts';
import { ButtonLink, Confetti, formatDate, SuccessSeal, LineIcon, cardSurface } from '@coffee/ui';
import {
  OrderFacts,
  OrderItems,
  orderAmounts,
  orderPaymentLabel,
  shippingMethodLabel,
} from '../../../shared/orders';
import { PageShell } from '../../../shared/ui/page';
import { TotalsList } from '../../../shared/ui/totals-list';

export const Wrap = styled(PageShell)`
  max-width: 46rem;
`;

export const Hero = styled.header`
  text-align: center;
  margin-bottom: 1.75rem;
  h1 {
    font-size: clamp(2rem, 5vw, 2.75rem);
    margin: 0.75rem 0 0.4rem;
  }
  p {
    margin: 0 auto;
    max-width: 32rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const PaymentNote = styled.strong`
  display: block;
  margin-bottom: 0.4rem;
  color: ${({ theme }) => theme.colors.success};
`;

export const Panel = styled.section`
  ${cardSurface}
  box-shadow: ${({ theme }) => theme.shadows.md};
  padding: 1.25rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: 1.75rem 2rem;
  }
  h2 {
    font-size: 1.3rem;
    margin: 0 0 1rem;
  }
  h3 {
    font-size: 1.05rem;
    margin: 1.5rem 0 0.25rem;
  }
`;

export const Divider = styled.hr`
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  margin: 1.25rem 0;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem;
  margin-top: 1.75rem;
  > * {
    flex: 1 1 12rem;
    max-width: 16rem;
  }
`;

/**
 * 'Order Confirmed!' with the real order, in place of the spec's hard-coded placeholder: shown
 * once the provider's verified event has marked the order paid.
 */
export function OrderConfirmed({ order }: { order: Order }) {
  return (
    <Wrap>
      <Confetti />
      <Hero>
        <SuccessSeal>
          <LineIcon strokeWidth="2.2" strokeLinejoin="round">
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </LineIcon>
        </SuccessSeal>
        <h1>Order Confirmed!</h1>
        <PaymentNote role="status">Payment successful</PaymentNote>
        <p>Thank you for your order. We&apos;re roasting, packing and getting it ready to ship.</p>
      </Hero>
      <Panel aria-labelledby="confirmation-summary">
        <h2 id="confirmation-summary">Order Summary</h2>
        <OrderFacts
          facts={[
            { label: 'Order Number', value: order.orderNumber },
            { label: 'Date', value: formatDate(order.createdAt) },
            { label: 'Shipping Method', value: shippingMethodLabel(order.shippingMethod) },
            { label: 'Payment Method', value: orderPaymentLabel(order) },
          ]}
        />
        <Divider />
        <TotalsList {...orderAmounts(order)} />
        <h3>Items</h3>
        <OrderItems items={order.items} sample={order.sample} />
      </Panel>
      <Actions>
        <ButtonLink to="/" $variant="outline" $size="lg">
          Continue Shopping
        </ButtonLink>
        {/* The spec's View Order: the account page, on its Orders tab, with this order first. */}
        <ButtonLink to={accountTabPath('orders')} $size="lg">
          View Order
        </ButtonLink>
      </Actions>
    </Wrap>
  );
}
