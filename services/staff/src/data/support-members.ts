import type { AccountClient, Logger } from '@coffee/service-defaults';
import type { SupportMembers } from '../domain/support-types';

/**
 * Direct+ membership as the account service says it (GET /internal/users/:id: `isDirectPlus`
 * is already false once the membership has expired). A ticket must open whatever that service
 * does: when it cannot answer, the ticket is standard and the log says why.
 */
export function createSupportMembers(
  accounts: Pick<AccountClient, 'findMember'>,
  logger: Pick<Logger, 'warn'>,
): SupportMembers {
  return {
    async isMember(userId, requestId) {
      try {
        return (await accounts.findMember(userId, requestId))?.isDirectPlus === true;
      } catch (err) {
        logger.warn({ err, userId }, 'membership unknown: the ticket is opened as standard');
        return false;
      }
    },
  };
}
