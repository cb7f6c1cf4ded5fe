import type { PublicUser } from '../user';

/**
 * A complete public user as the account service answers it: a Standard customer who has paid,
 * unless told otherwise. The one user factory of the tests, frontend and service alike
 * (`@coffee/platform/testing` and `@coffee/service-defaults/testing` hand it on).
 */
export function makeUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: '64b7f0c2a1b2c3d4e5f60718',
    username: 'customer',
    email: 'customer@example.com',
    fullName: 'Casey Customer',
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
    createdAt: '2026-01-15T10:00:00.000Z',
    hasCompletedInitialPayment: true,
    ...overrides,
  };
}
