import { publicUserSchema } from '@coffee/contracts';
import { AppError, type InternalClient } from '@coffee/service-defaults';
import { accountMemberSchema } from '../domain/membership';
import type { AccountDirectory } from '../domain/ports';

const unavailable = () =>
  new AppError(503, 'The account service is unavailable', 'UPSTREAM_UNAVAILABLE');
const invalidAnswer = () =>
  new AppError(502, 'The account service gave an invalid answer', 'UPSTREAM_INVALID');

/**
 * The account service's internal user endpoints (x-internal-token): GET /internal/users/:id and
 * PUT /internal/users/:id/membership.
 */
export function createAccountClient(client: InternalClient): AccountDirectory {
  const userPath = (userId: string) => `/internal/users/${encodeURIComponent(userId)}`;
  return {
    async findMember(userId, requestId) {
      const { status, body } = await client.call(userPath(userId), { requestId });
      if (status === 404) return null;
      if (status !== 200) throw unavailable();
      const member = accountMemberSchema.safeParse(body);
      if (!member.success || member.data.id !== userId) throw invalidAnswer();
      return member.data;
    },

    async setMembership(userId, update, requestId) {
      const { status, body } = await client.call(`${userPath(userId)}/membership`, {
        method: 'PUT',
        // Only these two fields: the account service refuses anything else.
        body: { isDirectPlus: update.isDirectPlus, directPlusExpiry: update.directPlusExpiry },
        requestId,
      });
      if (status === 404) return null;
      if (status !== 200) throw unavailable();
      const user = publicUserSchema.safeParse(body);
      // An answer that does not show the change would leave the caller guessing: treat it as invalid.
      if (
        !user.success ||
        user.data.id !== userId ||
        user.data.isDirectPlus !== update.isDirectPlus
      )
        throw invalidAnswer();
      return user.data;
    },
  };
}
