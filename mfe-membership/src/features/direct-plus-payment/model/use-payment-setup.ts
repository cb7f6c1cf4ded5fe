import { useEffect, useRef, useState } from 'react';
import type { BillingPeriod, CardSetup, PaymentSetup } from '@coffee/contracts';
import { toApiError } from '@coffee/platform';
import {
  useCreateDirectPlusPaymentMutation,
  useStartCardSetupMutation,
} from '../../../shared/payments';
import { PAYMENT_TEXTS } from './payment-texts';

export type SetupState =
  | { status: 'loading' }
  | { status: 'ready'; setup: PaymentSetup | CardSetup }
  | { status: 'error'; message: string; alreadyMember: boolean };

/**
 * Asks the server once for what the payment form needs (spec, section 4: loading, then error or
 * ready): a first payment for the chosen period, or a card setup when `mode` is 'card'. `enabled`
 * waits until the page knows the shopper may pay.
 */
export function usePaymentSetup(
  mode: 'payment' | 'card',
  billingPeriod: BillingPeriod,
  enabled: boolean,
): SetupState {
  const [createPayment] = useCreateDirectPlusPaymentMutation();
  const [startCardSetup] = useStartCardSetupMutation();
  const [state, setState] = useState<SetupState>({ status: 'loading' });
  const asked = useRef(false);

  useEffect(() => {
    if (!enabled || asked.current) return;
    asked.current = true;
    const call = mode === 'card' ? startCardSetup() : createPayment(billingPeriod);
    call
      .unwrap()
      .then((setup) => setState({ status: 'ready', setup }))
      .catch((error: unknown) => {
        const apiError = toApiError(error as Parameters<typeof toApiError>[0]);
        setState({
          status: 'error',
          // The server's words when it gave some; the spec's sentence for a network failure.
          message: apiError.serverMessage ?? PAYMENT_TEXTS.setupFailed,
          alreadyMember:
            apiError.status === 409 && apiError.serverMessage === PAYMENT_TEXTS.alreadyMember,
        });
      });
  }, [enabled, mode, billingPeriod, createPayment, startCardSetup]);

  return state;
}
