import { z } from 'zod';

// TODO(contracts): the body of PUT /internal/users/:id/membership is shared with the membership
// service's account client; it belongs in @coffee/contracts beside publicUserSchema.
/**
 * A user's Direct+ state as the membership service sets it. Strict: nothing else about the user
 * (role, payment flags, profile) can ride along.
 */
export const membershipUpdateSchema = z.strictObject({
  isDirectPlus: z.boolean(),
  directPlusExpiry: z.iso
    .datetime({ offset: true, error: 'Direct+ expiry must be an ISO date-time or null' })
    .nullable(),
});
export type MembershipUpdate = z.output<typeof membershipUpdateSchema>;
