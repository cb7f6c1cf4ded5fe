import { useCallback } from 'react';
import { can as roleCan, type Permission } from '@coffee/contracts';
import { useSession } from '@coffee/platform';

/**
 * What the signed-in staff member may do (contracts' role policy): the screens show only the
 * actions the server would accept. The server checks again; this only hides dead buttons.
 */
export function useStaffRole() {
  const { user } = useSession();
  const role = user?.role ?? null;
  const can = useCallback((permission: Permission) => roleCan(role, permission), [role]);
  return { role, userId: user?.id ?? null, can };
}
