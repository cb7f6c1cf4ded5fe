import { useCallback, useSyncExternalStore } from 'react';
import { billingPeriodSchema, type BillingPeriod } from '@coffee/contracts';

/**
 * The billing period chosen with Direct+ on /membership, kept beside the spec's
 * `selectedMembership` so the payment page (reached after account creation or sign-in) charges
 * the period the shopper picked. Annual when nothing (or nothing valid) is stored: the spec's
 * default.
 */
export const SELECTED_BILLING_PERIOD_KEY = 'selectedBillingPeriod';
export const DEFAULT_BILLING_PERIOD: BillingPeriod = 'annual';

// Storage can be unavailable (privacy modes, quota): the default period then applies.

export function readSelectedBillingPeriod(): BillingPeriod {
  try {
    const parsed = billingPeriodSchema.safeParse(
      window.localStorage.getItem(SELECTED_BILLING_PERIOD_KEY),
    );
    return parsed.success ? parsed.data : DEFAULT_BILLING_PERIOD;
  } catch {
    return DEFAULT_BILLING_PERIOD;
  }
}

const listeners = new Set<() => void>();

export function saveSelectedBillingPeriod(period: BillingPeriod): void {
  try {
    window.localStorage.setItem(SELECTED_BILLING_PERIOD_KEY, period);
  } catch {
    /* see above */
  }
  listeners.forEach((listener) => listener());
}

export function clearSelectedBillingPeriod(): void {
  try {
    window.localStorage.removeItem(SELECTED_BILLING_PERIOD_KEY);
  } catch {
    /* see above */
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab choosing a period changes it here too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The remembered period and a setter that remembers a new one (every reader re-renders). */
export function useDirectPlusBillingPeriod(): [BillingPeriod, (period: BillingPeriod) => void] {
  const period = useSyncExternalStore(
    subscribe,
    readSelectedBillingPeriod,
    () => DEFAULT_BILLING_PERIOD,
  );
  const remember = useCallback((next: BillingPeriod) => saveSelectedBillingPeriod(next), []);
  return [period, remember];
}
