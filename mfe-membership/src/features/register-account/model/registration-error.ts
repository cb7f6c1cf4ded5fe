import { USERNAME_TAKEN_MESSAGE } from '@coffee/contracts';
import { toApiError } from '@coffee/platform';

type CallError = Parameters<typeof toApiError>[0];

/**
 * The 'Registration failed' toast text (spec, section 8): the server's message, else the spec's
 * 'Username or email already exists'. A call that got no answer says so instead.
 */
export function registrationErrorDescription(error: unknown): string {
  const { status, message, serverMessage } = toApiError(error as CallError);
  if (typeof status !== 'number') return message;
  return serverMessage ?? USERNAME_TAKEN_MESSAGE;
}
