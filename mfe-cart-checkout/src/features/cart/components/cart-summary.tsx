import styled from 'styled-components';
import { Button, ButtonLink } from '@coffee/ui';
import { defaultShippingMethod, promotionLabelOf } from '@coffee/contracts';
import { PromotionCode, useCartPromotion, type CartPricing } from '../../../shared/cart';
import { formatDeduction, formatMoney } from '../../../shared/money';

const Wrap = styled.div`
  display: grid;
  gap: 0.75rem;
`;

const Row = styled.p`
  display: flex;
  justify-content: space-between;
  gap: 0 1rem;
  /* A long promotion code wraps in its label; the amount stays on the right. */
  > span:first-child {
    min-width: 0;
    overflow-wrap: anywhere;
  }
  > span:last-child {
    white-space: nowrap;
  }
  margin: 0;
  font-size: 1.05rem;
  font-weight: 700;
`;

const Savings = styled(Row)`
  font-size: 0.95rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.success};
`;

const Note = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Promo = styled.aside`
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  padding: 0.75rem 0.9rem;
  font-size: 0.88rem;
  p {
    margin: 0 0 0.25rem;
  }
  a {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export interface CartSummaryProps {
  /** The cart priced for this shopper (member prices for an active Direct+ member). */
  pricing: CartPricing;
  onNavigate: () => void;
  onContinue: () => void;
}

/**
 * The promo code, the subtotal as the checkout will charge it, a member's Direct+ savings, the
 * promotion's discount, the shipping note, the Direct+ promo for everyone else (with what it
 * would save on this cart) and the two ways on.
 */
export function CartSummary({ pricing, onNavigate, onContinue }: CartSummaryProps) {
  const { isMember, subtotalCents, memberSavingsCents, memberOfferCents } = pricing;
  // Priced with the shopper's usual shipping (standard, or free for members) until checkout.
  const promotion = useCartPromotion(pricing, defaultShippingMethod(isMember));
  const discountCents = promotion.chosen?.discount.discountCents ?? 0;
  return (
    <Wrap>
      <PromotionCode promotion={promotion} isLoading={promotion.isLoading} collapsible />
      {memberSavingsCents > 0 ? (
        <Savings>
          <span>Direct+ savings</span>
          <span data-testid="cart-member-savings">{formatDeduction(memberSavingsCents)}</span>
        </Savings>
      ) : null}
      <Row>
        <span>Subtotal</span>
        <span data-testid="cart-subtotal">{formatMoney(subtotalCents)}</span>
      </Row>
      {promotion.chosen && discountCents > 0 ? (
        <Savings>
          <span>{promotionLabelOf(promotion.chosen.offer)}</span>
          <span data-testid="cart-discount">{formatDeduction(discountCents)}</span>
        </Savings>
      ) : null}
      <Note>Shipping calculated at checkout</Note>
      {!isMember ? (
        <Promo aria-label="Direct+ membership">
          {memberOfferCents > 0 ? (
            <p>
              <strong>
                Direct+ members would save {formatMoney(memberOfferCents)} on this cart
              </strong>
              , and get free delivery.
            </p>
          ) : (
            <p>
              <strong>Direct+ members</strong> get free delivery and member-only savings.
            </p>
          )}
          <ButtonLink to="/direct-plus" $variant="link" $size="sm" onClick={onNavigate}>
            Join Direct+
          </ButtonLink>
        </Promo>
      ) : null}
      <ButtonLink to="/checkout" $block $size="lg" onClick={onNavigate}>
        Proceed to Checkout
      </ButtonLink>
      <Button $variant="outline" $block onClick={onContinue}>
        Continue Shopping
      </Button>
    </Wrap>
  );
}
