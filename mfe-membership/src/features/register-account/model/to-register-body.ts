import type { z } from 'zod/mini';
import type { MembershipPlan, RegisterInput, registerAccountFormSchema } from '@coffee/contracts';

export type AccountDetails = z.output<typeof registerAccountFormSchema>;

/**
 * The account registration payload: confirm-password and terms are dropped before sending
 * (spec); the plan tells the server whether an initial payment is owed.
 */
export function toRegisterBody(details: AccountDetails, plan: MembershipPlan): RegisterInput {
  const { username, password, email, fullName } = details;
  return { username, password, email, ...(fullName ? { fullName } : {}), plan };
}
