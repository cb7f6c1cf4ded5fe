import { categoryTitle, type Promotion } from '@coffee/contracts';
import { formatCount, formatDate, formatPrice } from '@coffee/ui';

/** How the admin's list words a promotion: one function per column. */

export const promotionCodeText = (p: Promotion): string => p.code ?? 'Automatic';

export function promotionTakesOff(p: Promotion): string {
  if (p.kind === 'percent') return `${p.percentOff ?? 0}% off`;
  if (p.kind === 'fixed') return `${formatPrice(p.amountOff)} off`;
  return 'Free shipping';
}

const counted = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** Its categories by title, then how many products and variants it names besides. */
export function promotionLimitedTo(p: Promotion): string {
  const { categories, productIds, variantIds } = p.scope;
  const parts = [
    ...categories.map(categoryTitle),
    ...(productIds.length ? [counted(productIds.length, 'product')] : []),
    ...(variantIds.length ? [counted(variantIds.length, 'variant')] : []),
  ];
  return parts.length ? parts.join(', ') : 'Whole order';
}

export const promotionWho = (p: Promotion): string =>
  p.membersOnly ? 'Direct+ members' : 'Everyone';

export const promotionMinimum = (p: Promotion): string =>
  p.minSubtotal === '0.00' ? 'None' : formatPrice(p.minSubtotal);

/** "37 / 100" against a cap, "37" without one. */
export const promotionUses = (p: Promotion): string =>
  p.maxUses === null ? formatCount(p.uses) : `${formatCount(p.uses)} / ${formatCount(p.maxUses)}`;

export const promotionPerCustomer = (p: Promotion): string | null =>
  p.maxUsesPerCustomer === null ? null : `${p.maxUsesPerCustomer} per customer`;

/** No start date: it ran from its creation (the contract's "running at once"). */
export const promotionFrom = (p: Promotion): string =>
  `From ${formatDate(p.startsAt ?? p.createdAt)}`;
export const promotionUntil = (p: Promotion): string =>
  p.endsAt ? `Until ${formatDate(p.endsAt)}` : 'No end date';
