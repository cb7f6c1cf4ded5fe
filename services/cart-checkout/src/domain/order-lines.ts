import { memberUnitCents, parseCents, type Product } from '@coffee/contracts';
import { AppError } from '@coffee/service-defaults';
import { stockProblem, type CartItemRecord } from './cart';
import { outOfStockError, ProductConflictError } from './errors';
import type { OrderLineSnapshot } from './order';
import { lineVariantId, variantError, variantOf, type VariantAbsence } from './variants';

/** A cart line whose variant is not on sale: the catalog is asked why (retired or unknown). */
class VariantNotOnSale extends Error {
  constructor(
    readonly productId: string,
    readonly variantId: string,
  ) {
    super(`variant ${variantId} of ${productId} is not on sale`);
  }
}

/**
 * What an order line keeps of its product and variant now: name, picture, size, the variant's
 * label and SKU, and the variant's price: for an active member, its member price (the catalog's
 * memberDiscountPercent, through the contracts' one rule the pages show it by).
 */
function snapshotLine(
  line: CartItemRecord,
  product: Product | undefined,
  isMember: boolean,
): OrderLineSnapshot {
  if (!product) {
    const name = line.productName ?? 'A product in your cart';
    throw new ProductConflictError(`${name} is no longer available`, 'PRODUCT_UNAVAILABLE', {
      productId: line.productId,
      variantId: line.variantId,
      productName: line.productName,
    });
  }
  const variantId = lineVariantId(line.variantId, product) ?? '';
  const variant = variantOf(product, variantId);
  if (!variant) throw new VariantNotOnSale(product.id, variantId);
  const problem = stockProblem(product, variant, line.quantity);
  if (problem) throw outOfStockError(product, variant, problem);
  const listCents = parseCents(variant.price);
  if (listCents === null) {
    throw new AppError(502, 'The catalog service gave an invalid answer', 'UPSTREAM_INVALID');
  }
  const priceCents = isMember
    ? memberUnitCents(listCents, product.memberDiscountPercent)
    : listCents;
  return {
    productId: product.id,
    variantId: variant.id,
    variantLabel: variant.label,
    sku: variant.sku ?? product.sku,
    name: product.name,
    imageUrl: variant.imageUrl ?? product.imageUrl,
    unitSize: variant.size ?? product.unitSize,
    quantity: line.quantity,
    priceCents,
    listPriceCents: priceCents === listCents ? null : listCents,
    // The promotion's share is set once the whole order is priced (place-order.ts).
    discountCents: 0,
  };
}

/**
 * The cart lines priced from the catalog's variants (never from the client or the cart), at
 * member prices when `isMember` (the account's word at this request): a 409 for a product gone
 * or short of stock, a 400 for a variant no longer (or never) sold (`absence` tells which), a
 * 502 for a price the catalog cannot have meant.
 */
export async function priceLines(
  lines: readonly CartItemRecord[],
  products: ReadonlyMap<string, Product>,
  absence: (productId: string, variantId: string) => Promise<VariantAbsence>,
  { isMember = false }: { isMember?: boolean } = {},
): Promise<OrderLineSnapshot[]> {
  try {
    return lines.map((line) => snapshotLine(line, products.get(line.productId), isMember));
  } catch (err) {
    if (!(err instanceof VariantNotOnSale)) throw err;
    throw variantError(await absence(err.productId, err.variantId));
  }
}

export const subtotalOf = (lines: readonly OrderLineSnapshot[]): number =>
  lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);

/** What the member prices of these lines took off their regular prices. */
export const memberSavingsOf = (lines: readonly OrderLineSnapshot[]): number =>
  lines.reduce(
    (sum, line) =>
      sum +
      (line.listPriceCents === null ? 0 : (line.listPriceCents - line.priceCents) * line.quantity),
    0,
  );
