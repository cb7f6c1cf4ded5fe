/**
 * The plans as the home page's comparison states them (spec, section 1: "Home page and plan
 * comparison"). The membership pages state Direct+ differently ($9.99/month, free shipping over
 * $35); the spec keeps both readings, each where it appears.
 */
export const HOME_DIRECT_PLUS_MONTHLY_CENTS = 599;
export const HOME_DIRECT_PLUS_TRIAL_DAYS = 30;

export interface PlanFeature {
  label: string;
  included: boolean;
}

export const STANDARD_PLAN_FEATURES: readonly PlanFeature[] = [
  { label: 'Standard shipping rates', included: true },
  { label: 'Access to all products', included: true },
  { label: 'Weekly deals', included: true },
  { label: 'No early access', included: false },
  { label: 'No free delivery', included: false },
  { label: 'No exclusive discounts', included: false },
];

export const DIRECT_PLUS_PLAN_FEATURES: readonly PlanFeature[] = [
  { label: 'Free delivery on orders over $25', included: true },
  { label: '15% discount on coffee bean subscriptions', included: true },
  { label: 'Early access to new and limited products', included: true },
  { label: 'Member-only promotions', included: true },
  { label: 'Free coffee samples with every order', included: true },
  { label: 'Priority customer service', included: true },
];
