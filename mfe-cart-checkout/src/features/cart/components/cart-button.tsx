import { forwardRef } from 'react';
import styled from 'styled-components';
import { BagIcon, CartTrigger } from '@coffee/ui';
import { badgeLabel } from '../model/badge';

const Count = styled.span`
  position: absolute;
  /* Up and to the right of the bag, so even '99+' leaves most of it visible. */
  top: -0.15rem;
  right: -0.3rem;
  min-width: 1.25rem;
  height: 1.25rem;
  padding: 0 0.3rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: #fff;
  font-size: 0.7rem;
  font-weight: 700;
  line-height: 1.25rem;
  text-align: center;
  white-space: nowrap;
`;

export interface CartButtonProps {
  /** Items in the cart (sum of quantities); null when there is no cart (signed out). */
  count: number | null;
  expanded: boolean;
  controls: string;
  onClick: () => void;
}

/** The header's cart button: a bag with the item count, capped at '99+'. */
export const CartButton = forwardRef<HTMLButtonElement, CartButtonProps>(function CartButton(
  { count, expanded, controls, onClick },
  ref,
) {
  const n = count ?? 0;
  return (
    <CartTrigger
      ref={ref}
      type="button"
      aria-label={`Cart, ${n} ${n === 1 ? 'item' : 'items'}`}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      aria-controls={expanded ? controls : undefined}
      onClick={onClick}
    >
      <BagIcon />
      {count !== null && count > 0 ? (
        <Count data-testid="cart-badge" aria-hidden="true">
          {badgeLabel(count)}
        </Count>
      ) : null}
    </CartTrigger>
  );
});
