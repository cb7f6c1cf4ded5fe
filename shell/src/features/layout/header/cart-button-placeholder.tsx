import { useHydrated } from '@coffee/platform';
import { BagIcon, CartTrigger } from '@coffee/ui';

/**
 * The header's cart button until cart_checkout's own arrives (it loads after the page's first
 * view): it looks the same, and a click asks for the cart, which then loads and opens.
 */
export function CartButtonPlaceholder({ onClick }: { onClick: () => void }) {
  // Disabled until the page is hydrated: on a server-rendered page a tap before the scripts have
  // run would open nothing.
  const hydrated = useHydrated();
  return (
    <CartTrigger
      type="button"
      aria-label="Cart"
      aria-haspopup="dialog"
      aria-expanded={false}
      disabled={!hydrated}
      onClick={onClick}
      data-cart-placeholder=""
    >
      <BagIcon />
    </CartTrigger>
  );
}
