import { can, type Permission, type StaffActor } from '@coffee/contracts';
import { AppError } from '@coffee/service-defaults';

/**
 * The staff service checks each route's permission before it calls; the catalog checks the
 * actor's right again itself, so no caller can write on a role that may not.
 */
export function requireActorPermission(actor: StaffActor, permission: Permission): void {
  if (!can(actor.role, permission)) throw new AppError(403, 'Forbidden', 'FORBIDDEN');
}
