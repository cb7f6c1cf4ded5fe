import { randomBytes } from 'node:crypto';
import type { PublicUser } from '@coffee/contracts';

/** A user id as the account service makes them (an ObjectId's 24 hex digits), new each call. */
export const newUserId = (): string => randomBytes(12).toString('hex');

/** A complete public user (a Standard customer unless told otherwise), as the account service answers. */
export function makeUser(overrides: Partial<PublicUser> = {}): PublicUser {
  const id = overrides.id ?? newUserId();
  return {
    id,
    username: `user-${id.slice(-6)}`,
    email: `${id.slice(-6)}@example.com`,
    fullName: 'Test User',
    membershipNumber: null,
    isDirectPlus: false,
    directPlusExpiry: null,
    role: 'customer',
    phone: null,
    address: null,
    city: null,
    state: null,
    zipCode: null,
    country: 'United States',
    createdAt: '2025-01-01T00:00:00.000Z',
    hasCompletedInitialPayment: true,
    ...overrides,
  };
}
