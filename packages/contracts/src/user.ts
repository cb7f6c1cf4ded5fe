import { z } from 'zod';
import { roleSchema } from './session';

/** A user as every client sees it: never the password hash. */
export const publicUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  membershipNumber: z.string().nullable(),
  isDirectPlus: z.boolean(),
  /** ISO date-time, or null when the user never had Direct+. */
  directPlusExpiry: z.string().nullable(),
  role: roleSchema,
  phone: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  country: z.string(),
  createdAt: z.string(),
  hasCompletedInitialPayment: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;
