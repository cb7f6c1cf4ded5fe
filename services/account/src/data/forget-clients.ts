import { ACCOUNT_DELETE_UNAVAILABLE_MESSAGE } from '@coffee/contracts';
import { AppError, type InternalClient } from '@coffee/service-defaults';
import type { UserDataForgetter } from '../domain/ports';

/**
 * Asks every service holding the user's data to forget it (`POST /internal/users/:id/forget`),
 * all at once, each one even when another fails. Any answer but 2xx, or none, is a 503: the
 * account then deletes nothing, and a retry asks them all again (each side is idempotent).
 */
export function createUserDataForgetter(clients: readonly InternalClient[]): UserDataForgetter {
  return {
    async forget(userId, requestId) {
      const path = `/internal/users/${encodeURIComponent(userId)}/forget`;
      const results = await Promise.allSettled(
        clients.map((client) => client.call(path, { method: 'POST', body: {}, requestId })),
      );
      const confirmed = results.every(
        (r) => r.status === 'fulfilled' && r.value.status >= 200 && r.value.status < 300,
      );
      if (!confirmed)
        throw new AppError(503, ACCOUNT_DELETE_UNAVAILABLE_MESSAGE, 'UPSTREAM_UNAVAILABLE');
    },
  };
}
