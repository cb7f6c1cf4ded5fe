import { useState } from 'react';
import type { CardSetup } from '@coffee/contracts';
import { toApiError, useToast } from '@coffee/platform';
import { useStartSavedCardSetupMutation } from '../api/payment-methods-api';

export const CARD_SAVED_MESSAGE = 'Card saved';
export const CARD_SETUP_FAILED_MESSAGE = 'Could not add a card';

/**
 * 'Add a payment method': asks the server for a card setup (POST /api/payment-methods/setup,
 * any signed-in user), then holds it while the card form shows. Closing forgets it; asking
 * again hands back the same open setup.
 */
export function useAddCard() {
  const toast = useToast();
  const [startSetup, starting] = useStartSavedCardSetupMutation();
  const [setup, setSetup] = useState<CardSetup | null>(null);

  return {
    setup,
    starting: starting.isLoading,

    async open() {
      try {
        setSetup(await startSetup().unwrap());
      } catch (err) {
        const error = toApiError(err as Parameters<typeof toApiError>[0]);
        toast({
          title: CARD_SETUP_FAILED_MESSAGE,
          description: error.serverMessage ?? error.message,
          variant: 'destructive',
        });
      }
    },

    close: () => setSetup(null),

    /** The card form's confirmation saved the card (and refreshed the list): the form goes. */
    saved() {
      setSetup(null);
      toast({ title: CARD_SAVED_MESSAGE, description: 'It is listed with your payment methods.' });
    },

    failed(message: string) {
      toast({ title: CARD_SETUP_FAILED_MESSAGE, description: message, variant: 'destructive' });
    },
  };
}
