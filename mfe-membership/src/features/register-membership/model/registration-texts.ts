import { toApiError } from '@coffee/platform';

/** The spec's toasts and messages for registering an in-store membership (section 8). */
export const REGISTRATION_TEXTS = {
  verified: {
    title: 'Membership verified',
    description: 'Your membership details have been verified. Please create your online account.',
  },
  verifyFailed: 'Unable to verify membership. Please check your details and try again.',
  verifyError: 'An error occurred while verifying your membership. Please try again.',
  created: {
    title: 'Account created',
    description: 'Your online account has been created successfully.',
  },
  registerFailed: 'Unable to create your account. Please try again.',
  registerError: 'An error occurred while creating your account. Please try again.',
  detailsMissing: 'Membership details are missing. Please try again.',
} as const;

/** A failure the server answered (its message, or the spec's sentence) or one it never saw. */
export function failureText(error: unknown, answered: string, unanswered: string): string {
  const apiError = toApiError(error as Parameters<typeof toApiError>[0]);
  if (typeof apiError.status !== 'number') return unanswered;
  return apiError.serverMessage ?? answered;
}
