import { AppError, type InternalClient } from '@coffee/service-defaults';
import { accountMemberSchema } from '../domain/membership';
import type { AccountDirectory } from '../domain/ports';

/** Reads users from the account service's GET /internal/users/:id (x-internal-token). */
export function createAccountClient(client: InternalClient): AccountDirectory {
  return {
    async findMember(userId, requestId) {
      const { status, body } = await client.call(`/internal/users/${encodeURIComponent(userId)}`, {
        requestId,
      });
      if (status === 404) return null;
      if (status !== 200) {
        throw new AppError(503, 'The account service is unavailable', 'UPSTREAM_UNAVAILABLE');
      }
      const member = accountMemberSchema.safeParse(body);
      if (!member.success || member.data.id !== userId) {
        throw new AppError(502, 'The account service gave an invalid answer', 'UPSTREAM_INVALID');
      }
      return member.data;
    },
  };
}
