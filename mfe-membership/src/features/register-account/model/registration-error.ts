import { USERNAME_TAKEN_MESSAGE } from '@coffee/contracts';
import { toApiError } from '@coffee/platform';

/** The 'Registration failed' toast text: the server's message, else the spec's fallback. */
export function registrationErrorDescription(error: unknown): string {
  const apiError = toApiError(error as Parameters<typeof toApiError>[0]);
  const data = error && typeof error === 'object' && 'data' in error ? error.data : undefined;
  const hasServerMessage = Boolean(
    data &&
    typeof data === 'object' &&
    'message' in data &&
    typeof data.message === 'string' &&
    data.message,
  );
  if (hasServerMessage) return apiError.message;
  // No server words: a network failure says so; anything else gets the spec's fallback.
  return typeof apiError.status === 'number' ? USERNAME_TAKEN_MESSAGE : apiError.message;
}
