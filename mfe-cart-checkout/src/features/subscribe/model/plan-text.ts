import {
  PLAN_KIND_LABELS,
  type PlanKind,
  type Product,
  type SubscriptionPlan,
} from '@coffee/contracts';

const WHAT_IT_SENDS: Readonly<Record<PlanKind, string>> = {
  'roasters-choice': "our roasters choose each delivery's coffee",
  'origin-explorer': 'a different single origin each delivery',
};

const ANYTIME = 'Skip, pause or cancel anytime.';

/**
 * "Roaster's Choice: our roasters choose each delivery's coffee — 2 x 12 oz bags per box. Skip,
 * pause or cancel anytime."
 */
export function planLead(plan: Pick<SubscriptionPlan, 'kind' | 'bags' | 'bagSize'>): string {
  const bags = `${plan.bags} x ${plan.bagSize} ${plan.bags === 1 ? 'bag' : 'bags'}`;
  return `${PLAN_KIND_LABELS[plan.kind]}: ${WHAT_IT_SENDS[plan.kind]} — ${bags} per box. ${ANYTIME}`;
}

/** Before the plan is read (signed out, or still loading): what every plan has in common. */
export function planTeaser(product: Pick<Product, 'name'>): string {
  return `Get ${product.name} delivered on your schedule, with coffee our roasters choose. ${ANYTIME}`;
}
