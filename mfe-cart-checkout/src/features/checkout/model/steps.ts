/** The checkout's steps, in order (spec, section 4): shipping, then payment, then review. */
export const CHECKOUT_STEPS = ['shipping', 'payment', 'review'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export const STEP_LABELS: Record<CheckoutStep, string> = {
  shipping: 'Shipping',
  payment: 'Payment',
  review: 'Review',
};

/** Spec: the payment tab is disabled while on shipping; review is disabled on shipping and payment. */
export function isStepTabDisabled(tab: CheckoutStep, current: CheckoutStep): boolean {
  if (tab === 'payment') return current === 'shipping';
  if (tab === 'review') return current !== 'review';
  return false;
}

/** Back goes payment to shipping and review to payment. */
export const PREVIOUS_STEP: Partial<Record<CheckoutStep, CheckoutStep>> = {
  payment: 'shipping',
  review: 'payment',
};
