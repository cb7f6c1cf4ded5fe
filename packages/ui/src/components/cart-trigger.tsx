import styled from 'styled-components';
import { LineIcon } from './line-icon';

/**
 * The header's cart button box: 2.75rem round with a 1.5rem bag. cart_checkout's cart button and
 * the shell's stand-in (shown until that button's remote arrives, after the first view) are both
 * built on it, so swapping one for the other moves nothing in the header.
 */
export const CartTrigger = styled.button`
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

/** The shopping bag drawn in the cart button: decoration, its button carries the name. */
export function BagIcon() {
  return (
    <LineIcon strokeWidth="1.8" strokeLinejoin="round">
      <path d="M5 8h14l-1.2 11.1a2 2 0 0 1-2 1.9H8.2a2 2 0 0 1-2-1.9z" />
      <path d="M9 10V6.5a3 3 0 0 1 6 0V10" />
    </LineIcon>
  );
}
