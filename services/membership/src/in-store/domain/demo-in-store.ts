import type { InStoreMembership } from './ports';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * Unclaimed in-store memberships for trying /register-membership (README): 13-digit numbers, a
 * year to run from the first start.
 */
export function demoInStoreMemberships(now: Date): Omit<InStoreMembership, 'claimedBy'>[] {
  const expiresAt = new Date(now.getTime() + YEAR_MS);
  return [
    ['1000000000001', 'Maria', 'Garcia'],
    ['1000000000002', 'James', 'Chen'],
    ['1000000000003', 'Aisha', 'Okafor'],
    ['1000000000004', 'Lukas', 'Novak'],
    ['1000000000005', 'Sofia', 'Rossi'],
    ['1000000000006', 'Kenji', 'Watanabe'],
  ].map(([membershipNumber, firstName, lastName]) => ({
    membershipNumber: membershipNumber!,
    firstName: firstName!,
    lastName: lastName!,
    expiresAt,
  }));
}
