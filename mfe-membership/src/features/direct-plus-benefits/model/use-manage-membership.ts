import { useCallback } from 'react';
import type { BillingPeriod, MembershipStatus } from '@coffee/contracts';
import { toApiError, useToast } from '@coffee/platform';
import { formatDate } from '@coffee/ui';
import { formatCents } from '../../../shared/direct-plus';
import {
  MEMBERSHIP_TOASTS,
  useChangeBillingPeriodMutation,
  useRefundMembershipMutation,
  useResumeMembershipMutation,
  useUnsubscribeDirectPlusMutation,
} from '../../../shared/membership';
import { PERIOD_LABEL } from './membership-labels';

const dateOf = (membership: MembershipStatus) =>
  membership.directPlusExpiry ? formatDate(membership.directPlusExpiry) : 'your renewal date';

/** The server's own words after a fixed sentence, so a failure says what to do when it can. */
function failure(sentence: string, error: unknown): string {
  const { serverMessage } = toApiError(error as Parameters<typeof toApiError>[0]);
  return serverMessage ? `${sentence}: ${serverMessage}` : sentence;
}

/**
 * The benefits page's actions, each with its toast: cancel (the spec's texts), the money-back
 * refund, resume and a change of billing period. Each resolves true when the server made the
 * change.
 */
export function useManageMembership() {
  const toast = useToast();
  const [cancelCall, cancelState] = useUnsubscribeDirectPlusMutation();
  const [resumeCall, resumeState] = useResumeMembershipMutation();
  const [refundCall, refundState] = useRefundMembershipMutation();
  const [switchCall, switchState] = useChangeBillingPeriodMutation();

  const cancel = useCallback(async () => {
    try {
      await cancelCall().unwrap();
    } catch {
      toast({ ...MEMBERSHIP_TOASTS.cancelFailed, variant: 'destructive' });
      return false;
    }
    toast(MEMBERSHIP_TOASTS.cancelled);
    return true;
  }, [cancelCall, toast]);

  const refund = useCallback(
    async (amountCents: number) => {
      try {
        await refundCall().unwrap();
        toast({
          title: 'Membership refunded',
          description: `We refunded ${formatCents(amountCents)} in full to your card. Your Direct+ membership has ended.`,
        });
        return true;
      } catch (error) {
        toast({
          title: 'Refund failed',
          description: failure('Could not refund your Direct+ membership', error),
          variant: 'destructive',
        });
        return false;
      }
    },
    [refundCall, toast],
  );

  const resume = useCallback(async () => {
    try {
      const { membership } = await resumeCall().unwrap();
      toast({
        title: 'Membership resumed',
        description: `Your Direct+ membership renews on ${dateOf(membership)}.`,
      });
      return true;
    } catch (error) {
      toast({
        title: 'Resume failed',
        description: failure('Could not resume your Direct+ membership', error),
        variant: 'destructive',
      });
      return false;
    }
  }, [resumeCall, toast]);

  const switchPeriod = useCallback(
    async (period: BillingPeriod) => {
      try {
        const { membership } = await switchCall(period).unwrap();
        const renewsAs = PERIOD_LABEL[membership.renewsAs ?? period];
        toast({
          title: 'Billing period changed',
          description: `Your membership renews as ${renewsAs} on ${dateOf(membership)}.`,
        });
        return true;
      } catch (error) {
        toast({
          title: 'Billing change failed',
          description: failure('Could not change your billing period', error),
          variant: 'destructive',
        });
        return false;
      }
    },
    [switchCall, toast],
  );

  return {
    cancel,
    refund,
    resume,
    switchPeriod,
    cancelling: cancelState.isLoading,
    refunding: refundState.isLoading,
    resuming: resumeState.isLoading,
    switching: switchState.isLoading,
    busy:
      cancelState.isLoading ||
      refundState.isLoading ||
      resumeState.isLoading ||
      switchState.isLoading,
  };
}
