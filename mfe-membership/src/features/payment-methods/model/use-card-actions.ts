import { useState } from 'react';
import type { SavedPaymentMethod } from '@coffee/contracts';
import { toApiError, useToast } from '@coffee/platform';
import {
  DEFAULT_PAYMENT_METHOD_SET_MESSAGE,
  PAYMENT_METHOD_REMOVED_MESSAGE,
} from '@coffee/contracts';
import {
  useRemovePaymentMethodMutation,
  useSetDefaultPaymentMethodMutation,
} from '../api/payment-methods-api';
import { cardName } from './card-labels';

/** The service's own words when it gave any (e.g. 'Payment method not found'). */
function reason(err: unknown): string {
  const error = toApiError(err as Parameters<typeof toApiError>[0]);
  return error.serverMessage ?? error.message;
}

/** Set default and remove (after the dialog), each reported with a toast. */
export function useCardActions() {
  const toast = useToast();
  const [setDefault, setting] = useSetDefaultPaymentMethodMutation();
  const [remove, removing] = useRemovePaymentMethodMutation();
  const [confirming, setConfirming] = useState<SavedPaymentMethod | null>(null);

  return {
    busy: setting.isLoading || removing.isLoading,
    removing: removing.isLoading,
    confirming,
    askRemove: setConfirming,
    cancelRemove: () => setConfirming(null),

    async makeDefault(card: SavedPaymentMethod) {
      try {
        await setDefault(card.id).unwrap();
        toast({ title: DEFAULT_PAYMENT_METHOD_SET_MESSAGE, description: cardName(card) });
      } catch (err) {
        toast({
          title: 'Could not update the default card',
          description: reason(err),
          variant: 'destructive',
        });
      }
    },

    async confirmRemove() {
      if (!confirming) return;
      try {
        await remove(confirming.id).unwrap();
        toast({ title: PAYMENT_METHOD_REMOVED_MESSAGE, description: cardName(confirming) });
      } catch (err) {
        toast({
          title: 'Could not remove the card',
          description: reason(err),
          variant: 'destructive',
        });
      } finally {
        setConfirming(null);
      }
    },
  };
}
