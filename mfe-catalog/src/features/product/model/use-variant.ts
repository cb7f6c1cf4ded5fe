import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@coffee/ui';
import type { Product, ProductVariant } from '@coffee/contracts';
import { chooseVariant, VARIANT_PARAM, variantsOf } from './variants';

/**
 * The chosen variant lives in the URL (`?variant=2lb-pour-over`): a shared link opens the same
 * bag, the server renders it, and a reload keeps it. A new choice replaces the history entry, so
 * trying five grinds does not leave five steps for Back.
 */
export function useVariant(product: Product) {
  const [search, setSearch] = useSearchParams();
  const variants = useMemo(() => variantsOf(product), [product]);
  const variant = chooseVariant(variants, search.get(VARIANT_PARAM), product.defaultVariantId);
  const choose = useCallback(
    (next: ProductVariant) => {
      setSearch(
        (current) => {
          const params = new URLSearchParams(current);
          params.set(VARIANT_PARAM, next.id);
          return params;
        },
        { replace: true },
      );
    },
    [setSearch],
  );
  return { variants, variant, choose };
}
