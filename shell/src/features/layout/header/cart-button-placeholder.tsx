import { BagIcon, CartTrigger } from '@coffee/ui';

/**
 * The header's cart button until cart_checkout's own arrives (it loads after the page's first
 * view): it looks the same, and a click asks for the cart, which then loads and opens.
 */
export function CartButtonPlaceholder({ onClick }: { onClick: () => void }) {
  return (
    <CartTrigger
      type="button"
      aria-label="Cart"
      aria-haspopup="dialog"
      aria-expanded={false}
      onClick={onClick}
      data-cart-placeholder=""
    >
      <BagIcon />
    </CartTrigger>
  );
}
