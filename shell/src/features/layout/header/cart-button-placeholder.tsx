import styled from 'styled-components';

// The same box as cart_checkout's cart button (2.75rem round, a 1.5rem bag): swapping one for the
// other moves nothing in the header.
const Trigger = styled.button`
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

/**
 * The header's cart button until cart_checkout's own arrives (it loads after the page's first
 * view): it looks the same, and a click asks for the cart, which then loads and opens.
 */
export function CartButtonPlaceholder({ onClick }: { onClick: () => void }) {
  return (
    <Trigger
      type="button"
      aria-label="Cart"
      aria-haspopup="dialog"
      aria-expanded={false}
      onClick={onClick}
      data-cart-placeholder=""
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
    </Trigger>
  );
}
