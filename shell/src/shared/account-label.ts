import { isStaffRole, ROLE_LABELS, type PublicUser, type Role } from '@coffee/contracts';

/** The role's name as the contracts' role policy spells it (one list for every screen). */
export function roleLabel(role: Role): string {
  return ROLE_LABELS[role];
}

/**
 * What the header says under a signed-in name: the spec's 'Direct+ Member' or 'Standard
 * Account' for customers; staff accounts have no membership, so their role.
 */
export function accountLabel(user: Pick<PublicUser, 'role' | 'isDirectPlus'>): string {
  if (isStaffRole(user.role)) return roleLabel(user.role);
  return user.isDirectPlus ? 'Direct+ Member' : 'Standard Account';
}

/** The name a signed-in person goes by on screen: their full name, else the username. */
export function displayName(user: Pick<PublicUser, 'fullName' | 'username'>): string {
  return user.fullName?.trim() || user.username;
}
