import { emit } from '@coffee/events';
import { useCallback } from 'react';
import { errorMessage } from '../api/errors';
import { useSession } from '../session/use-session';
import { useToast } from '../toast/use-toast';
import { useAddToCartMutation } from './cart-api';

/**
 * Add to Cart as every button in the shop behaves (spec, sections 2, 5 and 8):
 * signed out, the drawer opens with 'You need to log in'; on success 'Item added to cart'
 * and the drawer opens; on failure 'Failed to add item' with the server's message.
 * `isAdding` lets a button disable itself while the update runs.
 */
export function useAddToCart() {
  const { user } = useSession();
  const toast = useToast();
  const [add, { isLoading }] = useAddToCartMutation();

  const addToCart = useCallback(
    async (productId: string, quantity = 1): Promise<boolean> => {
      if (!user) {
        emit('open-cart');
        toast({
          title: 'You need to log in',
          description: 'Please sign in to add items to your cart',
          variant: 'destructive',
        });
        return false;
      }
      try {
        await add({ productId, quantity }).unwrap();
      } catch (error) {
        toast({
          title: 'Failed to add item',
          description: errorMessage(error),
          variant: 'destructive',
        });
        return false;
      }
      toast({ title: 'Item added to cart' });
      emit('open-cart');
      return true;
    },
    [add, toast, user],
  );

  return { addToCart, isAdding: isLoading };
}
