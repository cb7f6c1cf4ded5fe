import type { Product } from '@coffee/contracts';
import { memberPriceOf } from '../model/member-price';
import { DirectPlusPrice } from './direct-plus-price';
import { RegularPrice, type PriceSize } from './price-parts';

/**
 * The price, plus the struck-through original price when the product is on sale. With `range`,
 * a product whose bags are priced apart reads "from $18.99" (its lowest price on sale). A product
 * with a member discount adds its Direct+ price: the price itself for a member, a teaser line
 * for everyone else.
 */
export function ProductPrice({
  product,
  size = 'md',
  range = false,
}: {
  product: Pick<Product, 'price' | 'originalPrice' | 'isSale'> &
    Partial<Pick<Product, 'minPrice' | 'maxPrice' | 'memberDiscountPercent'>>;
  size?: PriceSize;
  range?: boolean;
}) {
  const { minPrice, maxPrice } = product;
  const from = Boolean(range && minPrice && maxPrice && minPrice !== maxPrice);
  // A range shows no original price: its lowest bag may not be the one on sale.
  const price = from && minPrice ? minPrice : product.price;
  const originalPrice = !from && product.isSale ? product.originalPrice : null;
  const regular = { price, originalPrice, from, size };
  const memberPrice = memberPriceOf(price, product.memberDiscountPercent ?? 0);
  if (memberPrice === null) return <RegularPrice {...regular} />;
  return <DirectPlusPrice regular={regular} memberPrice={memberPrice} />;
}
