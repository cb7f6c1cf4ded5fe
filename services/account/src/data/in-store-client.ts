import { inStoreClaimResultSchema } from '@coffee/contracts';
import { AppError, TooManyAttemptsError, type InternalClient } from '@coffee/service-defaults';
import type { InStoreClaims } from '../domain/ports';

/** The membership service's verification window, the longest a shopper may have to wait. */
const IN_STORE_WINDOW_SECONDS = 15 * 60;

/** The membership service's internal claim and release of in-store membership numbers. */
export function createInStoreClaims(client: InternalClient): InStoreClaims {
  return {
    async claim(input, requestId) {
      const { status, body } = await client.call<{ message?: unknown; code?: unknown }>(
        '/internal/in-store-memberships/claim',
        { method: 'POST', body: input, requestId },
      );
      if (status === 200) {
        const parsed = inStoreClaimResultSchema.safeParse(body);
        if (!parsed.success || parsed.data.membershipNumber !== input.membershipNumber)
          throw client.invalidAnswer();
        return parsed.data;
      }
      // Its verdict on the number (not found, taken, run out, too many tries) is the shopper's
      // answer too; anything else means the membership service could not decide.
      if (status === 429 && typeof body?.message === 'string') {
        // Its Retry-After does not come through the internal client; its window is 15 minutes.
        throw new TooManyAttemptsError(
          body.message,
          typeof body.code === 'string' ? body.code : 'TOO_MANY_VERIFICATIONS',
          IN_STORE_WINDOW_SECONDS,
        );
      }
      if ((status === 404 || status === 409) && typeof body?.message === 'string') {
        throw new AppError(
          status,
          body.message,
          typeof body.code === 'string' ? body.code : 'MEMBERSHIP_CLAIM_REFUSED',
        );
      }
      throw client.unavailable();
    },
    async release(input, requestId) {
      await client
        .call('/internal/in-store-memberships/release', { method: 'POST', body: input, requestId })
        .catch(() => undefined);
    },
  };
}
