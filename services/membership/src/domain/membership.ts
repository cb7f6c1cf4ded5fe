import { membershipPlanSchema, publicUserSchema } from '@coffee/contracts';
import { z } from 'zod';

/** What the membership service needs to know about a user; the account service owns the rest. */
export const accountMemberSchema = publicUserSchema.pick({
  id: true,
  isDirectPlus: true,
  directPlusExpiry: true,
  membershipNumber: true,
});
export type AccountMember = z.infer<typeof accountMemberSchema>;

// TODO(contracts): the answer of GET /api/membership belongs in @coffee/contracts with the
// other shared payloads; defined here until it moves there.
export const membershipStatusSchema = z.object({
  plan: membershipPlanSchema,
  isDirectPlus: z.boolean(),
  /** ISO date-time, or null when the user never had Direct+. */
  directPlusExpiry: z.string().nullable(),
  membershipNumber: z.string().nullable(),
});
export type MembershipStatus = z.infer<typeof membershipStatusSchema>;

/** The user's isDirectPlus flag is the one source of truth for the tier, as everywhere in the shop. */
export function toMembershipStatus(member: AccountMember): MembershipStatus {
  return {
    plan: member.isDirectPlus ? 'directPlus' : 'standard',
    isDirectPlus: member.isDirectPlus,
    directPlusExpiry: member.directPlusExpiry,
    membershipNumber: member.membershipNumber,
  };
}
