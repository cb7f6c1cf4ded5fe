import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { emit } from '@coffee/events';
import {
  SHIPPING_METHODS,
  type CartItem,
  type PaymentMethod,
  type ShippingAddress,
  type ShippingMethod,
} from '@coffee/contracts';
import type { OfflineCard } from '@coffee/platform/payments';
import { Button, Spinner } from '@coffee/ui';
import type { CartPricing } from '../../../shared/cart';
import { formatMoney } from '../../../shared/money';
import { AddressBlock, paymentMethodLabel, shippingMethodLabel } from '../../../shared/orders';
import { cardEnding, type PlacingPhase } from '../model/card-payment';
import type { CheckoutStep } from '../model/steps';
import { CheckoutItems } from './checkout-items';
import { StepActions } from './step-card';

const Sections = styled.div`
  display: grid;
  gap: 1rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

const Section = styled.section`
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.bg};
  header {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: 0.5rem;
    margin: 0 0 0.5rem;
  }
  h3 {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 0.8rem;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${({ theme }) => theme.colors.muted};
    margin: 0;
  }
  p {
    margin: 0;
  }
  p + p {
    font-size: 0.88rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Edit = styled.button`
  border: 0;
  padding: 0;
  background: none;
  color: ${({ theme }) => theme.colors.accent};
  font-size: 0.85rem;
  font-weight: 600;
  text-transform: none;
  letter-spacing: 0;
  text-decoration: underline;
  cursor: pointer;
`;

const ItemsSection = styled.section`
  margin-top: 1.5rem;
  h3 {
    font-size: 1.15rem;
    margin-bottom: 0.25rem;
  }
`;

const Problem = styled.p`
  margin: 1rem 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

const PlaceRow = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: 0.4rem;
  p {
    margin: 0;
    text-align: center;
    font-weight: 700;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    flex-direction: row;
    align-items: center;
    p {
      text-align: right;
    }
  }
`;

export interface ReviewStepProps {
  address: ShippingAddress;
  shippingMethod: ShippingMethod;
  paymentMethod: PaymentMethod;
  /** The offline card given at the Payment step ('Card ending 4242'); null for Stripe or PayPal. */
  card: OfflineCard | null;
  lines: readonly CartItem[];
  /** The lines priced for this shopper, as the summary prices them. */
  pricing: CartPricing;
  totalCents: number;
  /** Why the order cannot be placed as it is (e.g. an item left the catalog), if anything. */
  blocker: string | null;
  /** 'placing' the order, then 'paying' it with the card given; null while idle. */
  placing: PlacingPhase;
  /** Why the service refused the order (shown by the button), with a way on. */
  refusal?: ReactNode;
  onEdit: (step: CheckoutStep) => void;
  onBack: () => void;
  onPlaceOrder: () => void;
}

/** Everything the order will be, one last time, and the button that places it. */
export function ReviewStep(props: ReviewStepProps) {
  const {
    address,
    shippingMethod,
    paymentMethod,
    card,
    lines,
    pricing,
    totalCents,
    blocker,
    placing,
    refusal,
    onEdit,
    onBack,
    onPlaceOrder,
  } = props;
  const isPlacing = placing !== null;
  const placeButton = useRef<HTMLButtonElement>(null);
  const wasPlacing = useRef(false);
  // The button is disabled while placing, which drops keyboard focus: give it back after a failure.
  useEffect(() => {
    if (wasPlacing.current && !isPlacing && document.activeElement === document.body)
      placeButton.current?.focus();
    wasPlacing.current = isPlacing;
  }, [isPlacing]);
  return (
    <div>
      <Sections>
        <Section aria-labelledby="review-address">
          <header>
            <h3 id="review-address">Shipping Address</h3>
            <Edit
              type="button"
              onClick={() => onEdit('shipping')}
              aria-label="Edit shipping address"
            >
              Edit
            </Edit>
          </header>
          <AddressBlock address={address} />
        </Section>
        <Section aria-labelledby="review-shipping">
          <header>
            <h3 id="review-shipping">Shipping Method</h3>
            <Edit
              type="button"
              onClick={() => onEdit('shipping')}
              aria-label="Edit shipping method"
            >
              Edit
            </Edit>
          </header>
          <p>{shippingMethodLabel(shippingMethod)}</p>
          <p>{SHIPPING_METHODS[shippingMethod].days}</p>
        </Section>
        <Section aria-labelledby="review-payment">
          <header>
            <h3 id="review-payment">Payment Method</h3>
            <Edit type="button" onClick={() => onEdit('payment')} aria-label="Edit payment method">
              Edit
            </Edit>
          </header>
          <p>{paymentMethodLabel(paymentMethod)}</p>
          {card ? <p>{cardEnding(card)}</p> : null}
        </Section>
      </Sections>

      <ItemsSection aria-labelledby="review-items">
        <h3 id="review-items">Items</h3>
        <CheckoutItems lines={lines} pricing={pricing} label="Items to order" />
      </ItemsSection>

      {blocker ? (
        <Problem role="alert">
          {blocker}{' '}
          <Edit type="button" onClick={() => emit('open-cart')}>
            Open cart
          </Edit>
        </Problem>
      ) : null}

      <StepActions>
        <Button $variant="outline" $size="lg" onClick={onBack} disabled={isPlacing}>
          Back
        </Button>
        <PlaceRow>
          <p>Total {formatMoney(totalCents)}</p>
          <Button
            ref={placeButton}
            $size="lg"
            onClick={onPlaceOrder}
            disabled={isPlacing || blocker !== null}
            aria-busy={isPlacing || undefined}
          >
            {placing ? (
              <Spinner
                $size={18}
                label={placing === 'paying' ? 'Processing your payment' : 'Placing your order'}
              />
            ) : null}
            {placing === 'paying'
              ? 'Processing payment…'
              : placing === 'placing'
                ? 'Placing Order…'
                : 'Place Order'}
          </Button>
        </PlaceRow>
      </StepActions>
      {refusal}
    </div>
  );
}
