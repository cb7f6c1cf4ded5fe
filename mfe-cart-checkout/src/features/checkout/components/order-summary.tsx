import styled from 'styled-components';
import type { CartItem } from '@coffee/contracts';
import {
  PromotionCode,
  type CartPricing,
  type CartTotals,
  type PromotionPricing,
} from '../../../shared/cart';
import { TotalsList } from '../../../shared/ui/totals-list';
import { CheckoutItems } from './checkout-items';
import { cardSurface } from '@coffee/ui';

const Aside = styled.aside`
  ${cardSurface}
  box-shadow: ${({ theme }) => theme.shadows.md};
  padding: 1.25rem 1.25rem 1.5rem;
  h2 {
    font-size: 1.3rem;
    margin: 0 0 0.5rem;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    /* Below the shop's sticky header (about 7rem tall on wide screens). */
    position: sticky;
    top: 8rem;
  }
`;

const Items = styled.div`
  margin-bottom: 1rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    /* Sticky beside the form: a long cart scrolls inside, so the totals stay in view. */
    max-height: calc(100vh - 26rem);
    min-height: 8rem;
    overflow-y: auto;
    padding-right: 0.25rem;
  }
`;

const PromoSlot = styled.div`
  margin-bottom: 1rem;
`;

export interface OrderSummaryProps {
  lines: readonly CartItem[];
  /** The lines priced for this shopper (member prices for an active Direct+ member). */
  pricing: CartPricing;
  /** The checkout's cartTotals: orderTotals of that subtotal and the chosen shipping method. */
  totals: CartTotals;
  /** The cart's promotion at the chosen shipping method; the code field shows when given. */
  promotion?: (PromotionPricing & { isLoading: boolean }) | undefined;
}

/**
 * The sidebar: items, a member's Direct+ savings, subtotal, shipping, 'Estimated tax' (7%, on the
 * subtotal after member prices) and total, all by the contracts' memberSubtotal and orderTotals.
 */
export function OrderSummary({ lines, pricing, totals, promotion }: OrderSummaryProps) {
  return (
    <Aside aria-labelledby="order-summary-title">
      <h2 id="order-summary-title">Order Summary</h2>
      {/* Focusable: a keyboard must be able to scroll a long list too. */}
      <Items tabIndex={0} role="region" aria-label="Order items">
        <CheckoutItems lines={lines} pricing={pricing} label="Items in your order" />
      </Items>
      {promotion ? (
        <PromoSlot>
          <PromotionCode promotion={promotion} isLoading={promotion.isLoading} />
        </PromoSlot>
      ) : null}
      <TotalsList {...totals} taxLabel="Estimated tax" />
    </Aside>
  );
}
