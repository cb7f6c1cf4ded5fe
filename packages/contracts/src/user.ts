import { z } from 'zod/mini';
import { roleSchema } from './session';

/** A user as every client sees it: never the password hash. */
export const publicUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  fullName: z.nullable(z.string()),
  membershipNumber: z.nullable(z.string()),
  isDirectPlus: z.boolean(),
  /** ISO date-time, or null when the user never had Direct+. */
  directPlusExpiry: z.nullable(z.string()),
  role: roleSchema,
  phone: z.nullable(z.string()),
  address: z.nullable(z.string()),
  city: z.nullable(z.string()),
  state: z.nullable(z.string()),
  zipCode: z.nullable(z.string()),
  country: z.string(),
  createdAt: z.string(),
  hasCompletedInitialPayment: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;
