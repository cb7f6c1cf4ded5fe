import type { Product, SubscriptionPlan } from '@coffee/contracts';
import { formatDate } from '@coffee/ui';

/** A plan product of the catalog with its plan, or a plan whose product left the category. */
export interface PlanRow {
  productId: string;
  productName: string;
  /** The plan's price a box, else the product's own. */
  price: string;
  plan: SubscriptionPlan | null;
  /** Still a product of the "subscription" category (a plan can only be saved for one). */
  inCatalog: boolean;
}

/** Every subscription product by name, each with its plan; plans of no such product after. */
export function planRowsOf(products: readonly Product[], plans: readonly SubscriptionPlan[]) {
  const byProduct = new Map(plans.map((plan) => [plan.productId, plan]));
  const rows: PlanRow[] = products.map((product) => {
    const plan = byProduct.get(product.id) ?? null;
    return {
      productId: product.id,
      productName: product.name,
      price: plan?.price ?? product.price,
      plan,
      inCatalog: true,
    };
  });
  const listed = new Set(products.map((p) => p.id));
  for (const plan of plans) {
    if (listed.has(plan.productId)) continue;
    const { productId, productName, price } = plan;
    rows.push({ productId, productName, price, plan, inCatalog: false });
  }
  return rows;
}

/** "2 x 12 oz" */
export const boxText = (plan: Pick<SubscriptionPlan, 'bags' | 'bagSize'>) =>
  `${plan.bags} x ${plan.bagSize}`;

/** "3 picks", "4 origins": how many coffees the plan holds. */
export function coffeesText(plan: SubscriptionPlan): string {
  const n = plan.kind === 'roasters-choice' ? plan.picks.length : plan.origins.length;
  const noun = plan.kind === 'roasters-choice' ? 'pick' : 'origin';
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/** "December 1, 2026 by Max Manager" */
export const updatedText = (plan: SubscriptionPlan) =>
  `${formatDate(plan.updatedAt)}${plan.updatedBy ? ` by ${plan.updatedBy}` : ''}`;
