import { lineName, type Subscription } from '@coffee/contracts';

type Item = Pick<Subscription['item'], 'productName' | 'variantLabel' | 'plan'>;

/** "2 bags" of a coffee; "1 box" of a plan (its `quantity` counts boxes). */
export function unitCount(quantity: number, isPlan: boolean): string {
  if (isPlan) return `${quantity} ${quantity === 1 ? 'box' : 'boxes'}`;
  return `${quantity} ${quantity === 1 ? 'bag' : 'bags'}`;
}

/**
 * What a subscription sends, named: a plan and its box ("Roaster's Choice Monthly — 2 x 12 oz,
 * whole bean"), or a coffee and its bag ("Ethiopia Yirgacheffe, 12 oz, whole bean").
 */
export function itemName(item: Item): string {
  return item.plan
    ? `${item.productName} — ${item.variantLabel}`
    : lineName(item.productName, item.variantLabel);
}
