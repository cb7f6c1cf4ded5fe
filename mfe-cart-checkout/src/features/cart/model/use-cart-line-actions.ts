import { useCallback } from 'react';
import type { CartItem } from '@coffee/contracts';
import {
  errorMessage,
  useRemoveCartItemMutation,
  useToast,
  useUpdateCartItemMutation,
} from '@coffee/platform';

/**
 * Quantity changes and removal of one cart line, with the spec's toasts. Each line has its own
 * mutation state, so only the line being changed waits. The platform's endpoints invalidate
 * the 'Cart' tag, so the cart refreshes after every change (spec, section 7).
 */
export function useCartLineActions(line: CartItem) {
  const toast = useToast();
  const [update, updateState] = useUpdateCartItemMutation();
  const [remove, removeState] = useRemoveCartItemMutation();
  const itemId = line.id;

  const setQuantity = useCallback(
    async (quantity: number) => {
      try {
        await update({ itemId, quantity }).unwrap();
      } catch (error) {
        toast({
          title: 'Failed to update item',
          description: errorMessage(error),
          variant: 'destructive',
        });
      }
    },
    [itemId, toast, update],
  );

  const removeLine = useCallback(async () => {
    try {
      await remove({ itemId }).unwrap();
      toast({ title: 'Item removed from cart' });
    } catch (error) {
      toast({
        title: 'Failed to remove item',
        description: errorMessage(error),
        variant: 'destructive',
      });
    }
  }, [itemId, remove, toast]);

  return { setQuantity, removeLine, isBusy: updateState.isLoading || removeState.isLoading };
}
