import { toApiError } from '@coffee/platform';

/**
 * The description of the 'Login failed' toast. Wrong credentials get the spec's words; a rate
 * limit (429), an unreachable service or a network failure is not a credentials problem, so the
 * visitor is told what really happened instead of being sent to retype a correct password.
 */
export function loginErrorDescription(error: unknown): string {
  const apiError = toApiError(error as Parameters<typeof toApiError>[0]);
  const { status } = apiError;
  if (status === 429 || status === 'FETCH_ERROR' || (typeof status === 'number' && status >= 500)) {
    return apiError.message;
  }
  return 'Invalid username or password';
}
