import { forwardRef } from 'react';
import styled from 'styled-components';
import { badgeLabel } from '../model/badge';

const Trigger = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: inherit;
  cursor: pointer;
  &:hover {
    background: rgba(127, 127, 127, 0.15);
  }
  svg {
    width: 1.5rem;
    height: 1.5rem;
  }
`;

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
    <Trigger
      ref={ref}
      type="button"
      aria-label={`Cart, ${n} ${n === 1 ? 'item' : 'items'}`}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      aria-controls={expanded ? controls : undefined}
      onClick={onClick}
    >
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M5 8h14l-1.2 11.1a2 2 0 0 1-2 1.9H8.2a2 2 0 0 1-2-1.9z" />
        <path d="M9 10V6.5a3 3 0 0 1 6 0V10" />
      </svg>
      {count !== null && count > 0 ? (
        <Count data-testid="cart-badge" aria-hidden="true">
          {badgeLabel(count)}
        </Count>
      ) : null}
    </Trigger>
  );
});
