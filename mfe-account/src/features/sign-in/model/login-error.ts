import { toApiError } from '@coffee/platform';

/**
 * The description of the 'Login failed' toast. Refused credentials get the spec's words. A rate
 * limit (429) is not a credentials problem: its own sentence says when to try again. An
 * unreachable service, a network failure or an answer the page cannot read gets the shop's
 * usual error text ('503: Service unavailable: account'), so the visitor is not sent to retype
 * a correct password. A disabled account (403, said only once the password was right) is told
 * so in the service's words, or its owner would keep retyping a correct password.
 */
export function loginErrorDescription(error: unknown): string {
  const apiError = toApiError(error as Parameters<typeof toApiError>[0]);
  const { status } = apiError;
  if (status === 429) return apiError.serverMessage ?? apiError.message;
  if (status === 403 && apiError.serverMessage) return apiError.serverMessage;
  if (typeof status === 'number' && status < 500) return 'Invalid username or password';
  return apiError.message;
}
