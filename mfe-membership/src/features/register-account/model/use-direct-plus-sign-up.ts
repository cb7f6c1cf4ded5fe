import { useCallback, useRef, useState } from 'react';
import type { BillingPeriod } from '@coffee/contracts';
import { toApiError, useRegisterMutation, useToast } from '@coffee/platform';
import { useNavigate } from '@coffee/ui';
import { DIRECT_PLUS_PAYMENT_PATH, DIRECT_PLUS_RETURN_PATH } from '../../../shared/membership';
import { useCreateDirectPlusPaymentMutation } from '../../../shared/payments';
import { clearSelectedMembership } from '../../../shared/selected-membership';
import { registrationErrorDescription } from './registration-error';
import { toRegisterBody, type AccountDetails } from './to-register-body';

/** The spec's words when the payment could not be set up (section 8). */
const SETUP_FAILED = 'Failed to initialize payment. Please try again later.';

/**
 * 'Subscribe to Direct+' on /register-account: the card is taken here, once (issue 25). The form
 * has checked the card first; then the account is made (once, however often the shopper
 * presses), its Direct+ payment set up, and the form confirms it with the card given. A paid
 * payment goes on to the confirmation page; a decline, a refused authentication or any failure
 * after the account exists goes on to /direct-plus-payment, where the card can be tried again
 * (or a free Standard account chosen). A refused registration stays here, with its reason.
 */
export function useDirectPlusSignUp(details: AccountDetails | null, billingPeriod: BillingPeriod) {
  const toast = useToast();
  const navigate = useNavigate();
  const [register] = useRegisterMutation();
  const [createPayment] = useCreateDirectPlusPaymentMutation();
  const accountMade = useRef(false);
  // From the first press: the session this creates must not send the visitor home meanwhile.
  const [holding, setHolding] = useState(false);
  const [working, setWorking] = useState(false);

  const continueOnPaymentPage = useCallback(
    (title: string, message: string) => {
      toast({ title, description: message, variant: 'destructive' });
      navigate(DIRECT_PLUS_PAYMENT_PATH, { replace: true });
    },
    [navigate, toast],
  );

  /** The payment's client secret, or null when a failure has been said (and acted on). */
  const openPayment = useCallback(async (): Promise<string | null> => {
    if (!details) return null;
    setWorking(true);
    setHolding(true);
    try {
      if (!accountMade.current) {
        try {
          await register(toRegisterBody(details, 'directPlus')).unwrap();
        } catch (error) {
          setHolding(false);
          toast({
            title: 'Registration failed',
            description: registrationErrorDescription(error),
            variant: 'destructive',
          });
          return null;
        }
        accountMade.current = true;
        clearSelectedMembership();
        toast({
          title: 'Account created!',
          description: 'Your account has been created successfully',
          variant: 'success',
        });
      }
      try {
        return (await createPayment(billingPeriod).unwrap()).clientSecret;
      } catch (error) {
        const { serverMessage } = toApiError(error as Parameters<typeof toApiError>[0]);
        continueOnPaymentPage('Payment setup failed', serverMessage ?? SETUP_FAILED);
        return null;
      }
    } finally {
      setWorking(false);
    }
  }, [billingPeriod, continueOnPaymentPage, createPayment, details, register, toast]);

  const paid = useCallback(() => {
    navigate(`${DIRECT_PLUS_RETURN_PATH}?redirect_status=succeeded`, { replace: true });
  }, [navigate]);

  /** The card was refused (or the confirmation failed): on to the payment page once it exists. */
  const paymentFailed = useCallback(
    (message: string) => {
      if (accountMade.current) continueOnPaymentPage('Payment failed', message);
      else toast({ title: 'Payment failed', description: message, variant: 'destructive' });
    },
    [continueOnPaymentPage, toast],
  );

  return {
    openPayment,
    paid,
    paymentFailed,
    holding,
    working,
    returnPath: DIRECT_PLUS_RETURN_PATH,
  };
}
export type DirectPlusSignUp = ReturnType<typeof useDirectPlusSignUp>;
