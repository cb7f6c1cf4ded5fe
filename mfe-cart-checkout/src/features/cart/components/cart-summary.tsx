import styled from 'styled-components';
import { Button, ButtonLink } from '@coffee/ui';
import { formatMoney } from '../../../shared/money';

const Wrap = styled.div`
  display: grid;
  gap: 0.75rem;
`;

const Row = styled.p`
  display: flex;
  justify-content: space-between;
  margin: 0;
  font-size: 1.05rem;
  font-weight: 700;
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
  subtotalCents: number;
  showPromo: boolean;
  onNavigate: () => void;
  onContinue: () => void;
}

/** Subtotal, the shipping note, the Direct+ promo for non-members and the two ways on. */
export function CartSummary({
  subtotalCents,
  showPromo,
  onNavigate,
  onContinue,
}: CartSummaryProps) {
  return (
    <Wrap>
      <Row>
        <span>Subtotal</span>
        <span data-testid="cart-subtotal">{formatMoney(subtotalCents)}</span>
      </Row>
      <Note>Shipping calculated at checkout</Note>
      {showPromo ? (
        <Promo aria-label="Direct+ membership">
          <p>
            <strong>Direct+ members</strong> get free delivery and member-only savings.
          </p>
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
