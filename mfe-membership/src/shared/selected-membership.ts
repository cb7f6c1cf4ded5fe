import { membershipPlanSchema, type MembershipPlan } from '@coffee/contracts';

/** The spec's local-storage key: the plan chosen on /membership, read by /register-account. */
export const SELECTED_MEMBERSHIP_KEY = 'selectedMembership';

// Storage can be unavailable (privacy modes, quota): the flow then behaves as if no plan was stored.

export function readSelectedMembership(): MembershipPlan | null {
  try {
    const parsed = membershipPlanSchema.safeParse(
      window.localStorage.getItem(SELECTED_MEMBERSHIP_KEY),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveSelectedMembership(plan: MembershipPlan): void {
  try {
    window.localStorage.setItem(SELECTED_MEMBERSHIP_KEY, plan);
  } catch {
    /* see above */
  }
}

export function clearSelectedMembership(): void {
  try {
    window.localStorage.removeItem(SELECTED_MEMBERSHIP_KEY);
  } catch {
    /* see above */
  }
}
