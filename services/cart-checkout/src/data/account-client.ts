import { publicUserSchema } from '@coffee/contracts';
import { AppError, type InternalClient } from '@coffee/service-defaults';
import type { MemberDirectory } from '../domain/ports';

const memberSchema = publicUserSchema.pick({ id: true, isDirectPlus: true });

/** Reads the user's Direct+ flag from the account service's GET /internal/users/:id. */
export function createAccountClient(client: InternalClient): MemberDirectory {
  return {
    async isDirectPlus(userId, requestId) {
      const { status, body } = await client.call(`/internal/users/${encodeURIComponent(userId)}`, {
        requestId,
      });
      // A valid token for an account that no longer exists: no membership to honour.
      if (status === 404) return false;
      if (status !== 200) {
        throw new AppError(503, 'The account service is unavailable', 'UPSTREAM_UNAVAILABLE');
      }
      const member = memberSchema.safeParse(body);
      if (!member.success || member.data.id !== userId) {
        throw new AppError(502, 'The account service gave an invalid answer', 'UPSTREAM_INVALID');
      }
      return member.data.isDirectPlus;
    },
  };
}
