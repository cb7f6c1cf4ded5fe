import { membershipStatusSchema, publicUserSchema, type MembershipStatus } from '@coffee/contracts';
import { type z } from 'zod';

/** What the membership service needs to know about a user; the account service owns the rest. */
export const accountMemberSchema = publicUserSchema.pick({
  id: true,
  isDirectPlus: true,
  directPlusExpiry: true,
  membershipNumber: true,
});
export type AccountMember = z.infer<typeof accountMemberSchema>;

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
