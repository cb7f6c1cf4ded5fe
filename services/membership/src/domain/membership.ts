import { membershipStatusSchema, type MembershipStatus } from '@coffee/contracts';
import type { AccountMember } from '@coffee/service-defaults';

export { membershipStatusSchema, type MembershipStatus };

/** The user's isDirectPlus flag is the one source of truth for the tier, as everywhere in the shop. */
export function toMembershipStatus(member: AccountMember): MembershipStatus {
  return {
    plan: member.isDirectPlus ? 'directPlus' : 'standard',
    isDirectPlus: member.isDirectPlus,
    directPlusExpiry: member.directPlusExpiry,
    membershipNumber: member.membershipNumber,
  };
}
