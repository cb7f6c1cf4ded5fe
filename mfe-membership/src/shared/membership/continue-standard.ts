import { useCallback } from 'react';
import type { PublicUser } from '@coffee/contracts';
import { toApiError, useToast } from '@coffee/platform';
import { useNavigate } from '@coffee/ui';
import { useChooseStandardAccountMutation } from './membership-api';

export const CONTINUE_STANDARD_LABEL = 'Continue with a free Standard account';

/**
 * A Direct+ sign-up who has not paid yet: the shell's guard sends them to the payment page from
 * every guarded page until they pay, or continue with a free Standard account (which owes none).
 */
export const owesInitialPayment = (user: PublicUser | null): boolean =>
  user !== null && user.role === 'customer' && !user.hasCompletedInitialPayment;

/** A location as the shell's guard passes it on (`state.from`). */
export interface FromLocation {
  pathname?: unknown;
  search?: unknown;
  hash?: unknown;
}

/** Where the guard sent the shopper from, as a path of this shop; else the home page. */
export function destinationOf(from: FromLocation | null | undefined): string {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const pathname = text(from?.pathname);
  // Only a path of this shop: never another site's address.
  if (!pathname.startsWith('/') || pathname.startsWith('//') || pathname.startsWith('/\\'))
    return '/';
  return `${pathname}${text(from?.search)}${text(from?.hash)}`;
}

/**
 * "Continue with a free Standard account" (issue 25): the server records the choice (the account
 * owes no initial payment from then on), the answer's user is in the cache at once, and the
 * shopper lands where they were going: the page the guard sent them from, else the home page.
 */
export function useContinueStandard(from?: FromLocation | null) {
  const toast = useToast();
  const navigate = useNavigate();
  const [choose, { isLoading }] = useChooseStandardAccountMutation();

  const continueStandard = useCallback(async () => {
    if (isLoading) return;
    try {
      await choose().unwrap();
    } catch (error) {
      const { serverMessage } = toApiError(error as Parameters<typeof toApiError>[0]);
      toast({
        title: 'Could not continue',
        description: serverMessage ?? 'Your account could not be changed. Please try again.',
        variant: 'destructive',
      });
      return;
    }
    toast({
      title: 'Standard account',
      description: 'You can shop and check out now. Join Direct+ anytime from Membership.',
      variant: 'success',
    });
    navigate(destinationOf(from), { replace: true });
  }, [choose, from, isLoading, navigate, toast]);

  return { continueStandard, pending: isLoading };
}
