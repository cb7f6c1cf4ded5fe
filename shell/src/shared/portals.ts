import { can, type Role } from '@coffee/contracts';

export type PortalLink = { to: '/admin-portal' | '/employee-portal'; label: string };

const PORTALS = [
  { to: '/admin-portal', label: 'Admin Portal', permission: 'admin-portal' },
  { to: '/employee-portal', label: 'Employee Portal', permission: 'employee-portal' },
] as const;

/** The staff portals a role may open, read from the contracts' role policy (never a role list here). */
export function portalLinks(role: Role): PortalLink[] {
  return PORTALS.filter((portal) => can(role, portal.permission)).map(({ to, label }) => ({
    to,
    label,
  }));
}
