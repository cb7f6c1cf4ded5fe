/** The spec's toasts (section 8): success and failure of subscribing and of cancelling. */
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
