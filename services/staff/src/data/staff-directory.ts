import { staffUserSchema } from '@coffee/contracts';
import type { StaffDirectory } from '../domain/actor-names';
import type { Upstream } from '../domain/ports';

/** Staff members' names from the account service (GET /internal/staff/users/:id). */
export function createStaffDirectory(accounts: Upstream): StaffDirectory {
  return {
    async fullNameOf(userId) {
      const user = await accounts.send(
        `/internal/staff/users/${encodeURIComponent(userId)}`,
        staffUserSchema,
      );
      return user.fullName;
    },
  };
}
