import type { MembershipStatus, PublicUser } from '@coffee/contracts';

/**
 * A complete GET /api/membership answer: a paid annual member renewing on 2027-03-01, unless told
 * otherwise (the services' shape, so a test states only what its case is about).
 */
export function makeMembership(overrides: Partial<MembershipStatus> = {}): MembershipStatus {
  return {
    plan: 'directPlus',
    isDirectPlus: true,
    directPlusExpiry: '2027-03-01T12:00:00.000Z',
    membershipNumber: '4000123456789',
    state: 'active',
    billingPeriod: 'annual',
    renewsAs: 'annual',
    trialAvailable: false,
    renewalFailed: false,
    paymentMethod: { brand: 'visa', last4: '4242', expMonth: 4, expYear: 2028 },
    moneyBack: null,
    ...overrides,
  };
}

/** A Standard customer's membership: never a member, the trial still open. */
export function makeNoMembership(overrides: Partial<MembershipStatus> = {}): MembershipStatus {
  return makeMembership({
    plan: 'standard',
    isDirectPlus: false,
    directPlusExpiry: null,
    membershipNumber: null,
    state: 'none',
    billingPeriod: null,
    renewsAs: null,
    trialAvailable: true,
    paymentMethod: null,
    ...overrides,
  });
}

/** The user the account service answers for that membership. */
export function userFor(user: PublicUser, membership: MembershipStatus): PublicUser {
  return {
    ...user,
    isDirectPlus: membership.isDirectPlus,
    directPlusExpiry: membership.directPlusExpiry,
    membershipNumber: membership.membershipNumber ?? user.membershipNumber,
  };
}
