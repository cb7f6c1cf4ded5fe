import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from '@coffee/ui';
import type { MembershipStatus } from '@coffee/contracts';
import { api, toApiError, useAppDispatch, useSession } from '@coffee/platform';
import { useGetMembershipQuery } from '../../../shared/membership';

/** How often the page asks whether the payment's webhook has landed, and for how long. */
export const CONFIRM_POLL_MS = 1000;
export const CONFIRM_TIMEOUT_MS = 20_000;

export type Confirmation =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'failed' }
  | { status: 'waiting' }
  | { status: 'timedOut'; error: string | null }
  | { status: 'nothingToConfirm' }
  | { status: 'confirmed'; membership: MembershipStatus };

/** A paid membership the server has granted (a trial is not a payment). */
const isPaid = (membership: MembershipStatus | undefined): membership is MembershipStatus =>
  Boolean(
    membership?.isDirectPlus &&
    (membership.state === 'active' || membership.state === 'cancelling'),
  );

/**
 * What the return address of the payment (Stripe's or the offline provider's:
 * `?payment_intent=...&redirect_status=...`) has led to, as the server says it: the page only
 * shows a membership GET /api/membership reports, never one it assumes. Until the webhook has
 * landed it asks every second, for up to 20 seconds.
 */
export function usePaymentConfirmation(): Confirmation & { retry: () => void } {
  const [params] = useSearchParams();
  const redirectStatus = params.get('redirect_status');
  const failed = redirectStatus === 'failed';
  const expectingPayment = params.has('payment_intent') || redirectStatus !== null;
  const session = useSession();
  const dispatch = useAppDispatch();
  const [attempt, setAttempt] = useState(0);
  const [timedOut, setTimedOut] = useState(false);

  const skip = failed || !session.isSignedIn;
  const query = useGetMembershipQuery(undefined, { skip, refetchOnMountOrArgChange: true });
  const confirmed = isPaid(query.data);
  const polling = !skip && expectingPayment && !confirmed && !timedOut;
  const { refetch } = query;

  // Our own interval rather than RTK's pollingInterval: whether to poll depends on the answer,
  // and the time limit starts with the polling.
  useEffect(() => {
    if (!polling) return undefined;
    const poll = setInterval(() => void refetch(), CONFIRM_POLL_MS);
    const stop = setTimeout(() => setTimedOut(true), CONFIRM_TIMEOUT_MS);
    return () => {
      clearInterval(poll);
      clearTimeout(stop);
    };
  }, [polling, attempt, refetch]);

  // The header, checkout's free shipping and the initial-payment guard read the user: once the
  // membership is confirmed, they must see it too.
  useEffect(() => {
    if (confirmed) dispatch(api.util.invalidateTags(['User']));
  }, [confirmed, dispatch]);

  const retry = useCallback(() => {
    setTimedOut(false);
    setAttempt((n) => n + 1);
    void refetch();
  }, [refetch]);

  if (session.isLoading) return { status: 'loading', retry };
  if (!session.isSignedIn) return { status: 'signedOut', retry };
  if (failed) return { status: 'failed', retry };
  if (isPaid(query.data)) return { status: 'confirmed', membership: query.data, retry };
  if (query.isUninitialized || query.isLoading) return { status: 'loading', retry };
  if (!expectingPayment) {
    return query.isFetching ? { status: 'loading', retry } : { status: 'nothingToConfirm', retry };
  }
  if (timedOut) {
    return {
      status: 'timedOut',
      error: query.isError ? toApiError(query.error).message : null,
      retry,
    };
  }
  return { status: 'waiting', retry };
}
