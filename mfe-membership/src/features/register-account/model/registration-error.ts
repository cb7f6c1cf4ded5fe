import { apiErrorSchema, USERNAME_TAKEN_MESSAGE } from '@coffee/contracts';
import { toApiError } from '@coffee/platform';

type CallError = Parameters<typeof toApiError>[0];

/**
 * The 'Registration failed' toast text (spec, section 8): the server's message, else the spec's
 * 'Username or email already exists'. A call that got no answer says so instead.
 */
export function registrationErrorDescription(error: unknown): string {
  const { status, message, serverMessage } = toApiError(error as CallError);
  if (typeof status !== 'number') return message;
  // Only our services' JSON error carries a message of their own: an empty answer's status text
  // ('Internal Server Error') is no server message, and gets the spec's fallback.
  const data = error && typeof error === 'object' && 'data' in error ? error.data : undefined;
  return apiErrorSchema.safeParse(data).success && serverMessage
    ? serverMessage
    : USERNAME_TAKEN_MESSAGE;
}
