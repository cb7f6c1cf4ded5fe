import { emit } from '@coffee/events';
import { useCallback, useState } from 'react';
import { errorMessage } from '../api/errors';
import { useSessionReady } from '../session/use-session';
import { useToast } from '../toast/use-toast';
import { useAddToCartMutation } from './cart-api';

/**
 * Add to Cart as every button in the shop behaves (spec, sections 2, 5 and 8):
 * signed out, the drawer opens with 'You need to log in'; on success 'Item added to cart'
 * and the drawer opens; on failure 'Failed to add item' with the error's text.
 * A click made before the session is known waits for it (a signed-in shopper on a slow phone
 * is not signed out). `isAdding` covers that wait and the update, so a button can disable itself.
 * `variantId` is the bag size and grind chosen; left out, the cart adds the default variant.
 */
export function useAddToCart() {
  const sessionReady = useSessionReady();
  const toast = useToast();
  const [add] = useAddToCartMutation();
  const [pending, setPending] = useState(0);

  const addToCart = useCallback(
    async (productId: string, quantity = 1, variantId?: string): Promise<boolean> => {
      setPending((n) => n + 1);
      try {
        if (!(await sessionReady())) {
          emit('open-cart');
          toast({
            title: 'You need to log in',
            description: 'Please sign in to add items to your cart',
            variant: 'destructive',
          });
          return false;
        }
        await add(
          variantId ? { productId, variantId, quantity } : { productId, quantity },
        ).unwrap();
        toast({ title: 'Item added to cart' });
        emit('open-cart');
        return true;
      } catch (error) {
        // The session could not be read, or the add failed: either way nothing was added.
        toast({
          title: 'Failed to add item',
          description: errorMessage(error),
          variant: 'destructive',
        });
        return false;
      } finally {
        setPending((n) => n - 1);
      }
    },
    [add, sessionReady, toast],
  );

  return { addToCart, isAdding: pending > 0 };
}
