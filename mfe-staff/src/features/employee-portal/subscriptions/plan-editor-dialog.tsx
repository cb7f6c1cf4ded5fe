import {
  categoryTitle,
  coffeeCategories,
  type Product,
  type SubscriptionPlan,
} from '@coffee/contracts';
import { Button, Dialog, DialogActions } from '@coffee/ui';
import { isFirstLoad, ListFailed } from '../../../shared/ui/list-state';
import { PlanFacts } from './plan-detail';
import { PlanForm } from './plan-editor-form';
import type { CoffeeGroup } from './plan-row-parts';
import type { PlanRow } from './plan-text';
import { useGetProductsOfCategoriesQuery } from './subscription-plans-api';

/** The coffees by category; a coffee the plan holds that is off sale now stays choosable. */
function coffeeGroups(coffees: readonly Product[], plan: SubscriptionPlan | null): CoffeeGroup[] {
  const groups: CoffeeGroup[] = coffeeCategories.map((category) => ({
    label: categoryTitle(category),
    coffees: coffees.filter((c) => c.category === category),
  }));
  const listed = new Set(coffees.map((c) => c.id));
  const held = new Map<string, string>();
  for (const c of [...(plan?.picks ?? []), ...(plan?.origins ?? [])])
    if (!listed.has(c.productId)) held.set(c.productId, c.productName);
  if (held.size > 0)
    groups.push({
      label: 'On this plan, not on sale now',
      coffees: [...held].map(([id, name]) => ({ id, name })),
    });
  return groups;
}

/** Set up or edit one plan ('subscriptions:manage'): its kind, its box and its coffees. */
export function PlanEditorDialog({ row, onClose }: { row: PlanRow; onClose: () => void }) {
  const coffees = useGetProductsOfCategoriesQuery(coffeeCategories);
  const title = `${row.plan ? 'Edit plan' : 'Set up plan'}: ${row.productName}`;
  return (
    <Dialog wide title={title} onClose={onClose}>
      {row.plan ? (
        <PlanFacts plan={row.plan} />
      ) : (
        <p>Not set up yet: customers can subscribe to it once it is saved.</p>
      )}
      {isFirstLoad(coffees) ? (
        <p role="status">Loading the coffees…</p>
      ) : coffees.isError || !coffees.data ? (
        <>
          <ListFailed title="We couldn't load the coffees" query={coffees} />
          <DialogActions>
            <Button type="button" $variant="ghost" onClick={onClose}>
              Close
            </Button>
          </DialogActions>
        </>
      ) : (
        <PlanForm row={row} groups={coffeeGroups(coffees.data, row.plan)} onClose={onClose} />
      )}
    </Dialog>
  );
}
