import { useCallback } from 'react';
import { useToast } from '@coffee/platform';
import {
  MEMBERSHIP_TOASTS,
  useSubscribeDirectPlusMutation,
  useUnsubscribeDirectPlusMutation,
} from '../../../shared/membership';

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
