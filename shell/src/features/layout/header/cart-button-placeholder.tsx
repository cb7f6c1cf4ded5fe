import { useHydrated } from '@coffee/platform';
import { BagIcon, CartTrigger } from '@coffee/ui';

/**
 * The header's cart button until cart_checkout's own arrives (signed in it loads after the page's
 * first view, signed out when reached for): it looks the same, and a click asks for the cart,
 * which then loads and opens. `onIntent`: a pointer over it or focus on it, a click likely next.
 */
export function CartButtonPlaceholder({
  onClick,
  onIntent,
}: {
  onClick: () => void;
  onIntent?: () => void;
}) {
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
      onPointerEnter={onIntent}
      onFocus={onIntent}
      data-cart-placeholder=""
    >
      <BagIcon />
    </CartTrigger>
  );
}
