import { useCallback } from 'react';
import { useToast } from '@coffee/platform';
import {
  useSubscribeDirectPlusMutation,
  useUnsubscribeDirectPlusMutation,
} from '../api/change-membership';

/** The spec's toasts (sections 8): success and failure of subscribing and of cancelling. */
export const MEMBERSHIP_TOASTS = {
  subscribed: { title: 'Subscription activated!', description: 'You are now a Direct+ member' },
  subscribeFailed: {
    title: 'Subscription failed',
    description: 'Could not activate Direct+ membership',
  },
  cancelled: {
    title: 'Subscription cancelled',
    description: 'Your Direct+ membership has been cancelled',
  },
  cancelFailed: {
    title: 'Cancellation failed',
    description: 'Could not cancel Direct+ membership',
  },
} as const;

/** Subscribe to or cancel Direct+, with the spec's toasts; `isPending` while either call runs. */
export function useDirectPlusToggle() {
  const toast = useToast();
  const [subscribeCall, subscribeState] = useSubscribeDirectPlusMutation();
  const [unsubscribeCall, unsubscribeState] = useUnsubscribeDirectPlusMutation();

  const subscribe = useCallback(async () => {
    try {
      await subscribeCall().unwrap();
    } catch {
      toast({ ...MEMBERSHIP_TOASTS.subscribeFailed, variant: 'destructive' });
      return;
    }
    toast(MEMBERSHIP_TOASTS.subscribed);
  }, [subscribeCall, toast]);

  const unsubscribe = useCallback(async () => {
    try {
      await unsubscribeCall().unwrap();
    } catch {
      toast({ ...MEMBERSHIP_TOASTS.cancelFailed, variant: 'destructive' });
      return;
    }
    toast(MEMBERSHIP_TOASTS.cancelled);
  }, [unsubscribeCall, toast]);

  return {
    subscribe,
    unsubscribe,
    isPending: subscribeState.isLoading || unsubscribeState.isLoading,
  };
}
