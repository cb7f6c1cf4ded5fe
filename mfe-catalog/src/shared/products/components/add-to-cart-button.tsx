import { useAddToCart, useHydrated } from '@coffee/platform';
import { Button } from '@coffee/ui';
import type { Product } from '@coffee/contracts';
import { UntilHydrated } from '../../ui/until-hydrated';
import { useSaleState } from '../model/use-sale-window';

/**
 * A card's Add to Cart: adds one (spec) through the shop-wide add flow, which handles the
 * signed-out prompt, the toasts and opening the drawer. Busy and disabled from the click until
 * the add is done, including the wait for the session when the click came before it was known.
 */
export function AddToCartButton({
  product,
  describedBy,
}: {
  product: Pick<Product, 'id' | 'inStock'> & Partial<Pick<Product, 'releaseAt'>>;
  describedBy?: string;
}) {
  const { addToCart, isAdding } = useAddToCart();
  const sale = useSaleState({ releaseAt: product.releaseAt ?? null });
  // Disabled until the page is hydrated: on a server-rendered page a tap before the scripts have
  // run would do nothing at all. It says "Loading…" meanwhile, busy.
  const hydrated = useHydrated();
  if (!product.inStock) {
    return (
      <Button $variant="outline" $size="sm" $block disabled aria-describedby={describedBy}>
        Out of Stock
      </Button>
    );
  }
  // Not on sale to this shopper yet: the card says so; its page says when (sale.note).
  if (!sale.canBuy) {
    return (
      <Button
        $variant="outline"
        $size="sm"
        $block
        disabled
        aria-describedby={describedBy}
        title={sale.note ?? undefined}
      >
        {sale.window === 'coming' ? 'Coming Soon' : 'Direct+ Early Access'}
      </Button>
    );
  }
  return (
    <Button
      $size="sm"
      $block
      disabled={isAdding || !hydrated}
      aria-busy={isAdding || !hydrated}
      aria-describedby={describedBy}
      onClick={() => void addToCart(product.id, 1)}
    >
      <UntilHydrated hydrated={hydrated}>{isAdding ? 'Adding…' : 'Add to Cart'}</UntilHydrated>
    </Button>
  );
}
