import type { PublicUser } from '../user';

const YEAR_MS = 365 * 24 * 60 * 60 * 1000;

/**
 * A complete public user as the account service answers it: a Standard customer who has paid,
 * unless told otherwise. The one user factory of the tests, frontend and service alike
 * (`@coffee/platform/testing` and `@coffee/service-defaults/testing` hand it on). A member, as
 * the service never answers otherwise, has a membership that runs a year from now unless the
 * test gives its end.
 */
export function makeUser(overrides: Partial<PublicUser> = {}): PublicUser {
  const member = overrides.isDirectPlus === true;
  return {
    id: '64b7f0c2a1b2c3d4e5f60718',
    username: 'customer',
    email: 'customer@example.com',
    fullName: 'Casey Customer',
    membershipNumber: null,
    isDirectPlus: false,
    directPlusExpiry: member ? new Date(Date.now() + YEAR_MS).toISOString() : null,
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
