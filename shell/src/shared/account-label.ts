import type { PublicUser, Role } from '@coffee/contracts';

const ROLE_LABELS: Record<Role, string> = {
  customer: 'Customer',
  employee: 'Employee',
  manager: 'Manager',
  admin: 'Admin',
};

export function roleLabel(role: Role): string {
  return ROLE_LABELS[role];
}

/**
 * What the header says under a signed-in name: the spec's 'Direct+ Member' or 'Standard
 * Account' for customers; staff accounts have no membership, so their role.
 */
export function accountLabel(user: Pick<PublicUser, 'role' | 'isDirectPlus'>): string {
  if (user.role !== 'customer') return roleLabel(user.role);
  return user.isDirectPlus ? 'Direct+ Member' : 'Standard Account';
}
