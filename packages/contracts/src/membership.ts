import { z } from 'zod';
import { membershipPlanSchema } from './auth';
import { publicUserSchema } from './user';

/**
 * PUT /internal/users/:id/membership (membership service → account service): a user's Direct+
 * state. Strict: nothing else about the user (role, payment flags, profile) can ride along.
 */
export const membershipUpdateSchema = z.strictObject({
  isDirectPlus: z.boolean(),
  directPlusExpiry: z.iso
    .datetime({ offset: true, error: 'Direct+ expiry must be an ISO date-time or null' })
    .nullable(),
});
export type MembershipUpdate = z.output<typeof membershipUpdateSchema>;

/** GET /api/membership: the signed-in user's tier. */
export const membershipStatusSchema = z.object({
  plan: membershipPlanSchema,
  isDirectPlus: z.boolean(),
  /** ISO date-time, or null when the user never had Direct+. */
  directPlusExpiry: z.string().nullable(),
  membershipNumber: z.string().nullable(),
});
export type MembershipStatus = z.infer<typeof membershipStatusSchema>;

/** POST /api/subscribe and /api/unsubscribe: the changed user and their membership. */
export const membershipChangeSchema = z.object({
  user: publicUserSchema,
  membership: membershipStatusSchema,
});
export type MembershipChange = z.infer<typeof membershipChangeSchema>;
