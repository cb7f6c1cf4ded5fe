import {
  isCoffeeCategory,
  isProductId,
  ownVariantOf,
  type Product,
  type ProductVariant,
} from '@coffee/contracts';
import { skipToken } from '@coffee/platform';
import { useParams, useSearchParams } from '@coffee/ui';
import { useGetSubscriptionProductQuery } from '../../../shared/subscriptions';

/** The product page keeps the chosen bag in the URL (`/product/:id?variant=12oz-whole-bean`). */
const VARIANT_PARAM = 'variant';

/** The bag the page shows: the URL's if it is on sale, else the product's default, else the first. */
export function chosenVariant(product: Product, wanted: string | null): ProductVariant {
  const onSale = product.variants.filter((v) => !v.retired);
  const variants = onSale.length > 0 ? onSale : [ownVariantOf(product)];
  const byId = (id: string | null) => (id === null ? undefined : variants.find((v) => v.id === id));
  return byId(wanted) ?? byId(product.defaultVariantId) ?? variants[0]!;
}

/** The catalog's category of plans: staff choose each delivery's coffee (subscription-plans.ts). */
export const PLAN_CATEGORY = 'subscription';

export type SubscribeTarget =
  { kind: 'none' } | { kind: 'coffee' | 'plan'; product: Product; variant: ProductVariant };

/**
 * What the product page around this widget shows, read as the page reads it (widgets take no
 * props): the product of `/product/:id` and the bag of `?variant=` (a plan's: its own, the
 * product's default). Nothing until the product is known, and nothing for a product that is
 * neither coffee nor a plan.
 */
export function useSubscribeTarget(): SubscribeTarget {
  const { id } = useParams();
  const [search] = useSearchParams();
  const { data: product } = useGetSubscriptionProductQuery(
    id !== undefined && isProductId(id) ? id : skipToken,
  );
  if (!product) return { kind: 'none' };
  const kind =
    product.category === PLAN_CATEGORY
      ? 'plan'
      : isCoffeeCategory(product.category)
        ? 'coffee'
        : null;
  if (!kind) return { kind: 'none' };
  return { kind, product, variant: chosenVariant(product, search.get(VARIANT_PARAM)) };
}
