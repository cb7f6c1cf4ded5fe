import { parseCents, type Product } from '@coffee/contracts';
import { AppError } from '@coffee/service-defaults';
import { stockProblem, type CartItemRecord } from './cart';
import { outOfStockError, ProductConflictError } from './errors';
import type { OrderLineSnapshot } from './order';

/** What an order line keeps of its product now: name, picture, size and the catalog's price. */
function snapshotLine(line: CartItemRecord, product: Product | undefined): OrderLineSnapshot {
  if (!product) {
    const name = line.productName ?? 'A product in your cart';
    throw new ProductConflictError(`${name} is no longer available`, 'PRODUCT_UNAVAILABLE', {
      productId: line.productId,
      productName: line.productName,
    });
  }
  const problem = stockProblem(product, line.quantity);
  if (problem) throw outOfStockError(product, problem);
  const priceCents = parseCents(product.price);
  if (priceCents === null) {
    throw new AppError(502, 'The catalog service gave an invalid answer', 'UPSTREAM_INVALID');
  }
  return {
    productId: product.id,
    name: product.name,
    imageUrl: product.imageUrl,
    unitSize: product.unitSize,
    quantity: line.quantity,
    priceCents,
  };
}

/**
 * The cart lines priced from the catalog's products (never from the client or the cart): a
 * 409 for a product gone or short of stock, a 502 for a price the catalog cannot have meant.
 */
export function priceLines(
  lines: readonly CartItemRecord[],
  products: ReadonlyMap<string, Product>,
): OrderLineSnapshot[] {
  return lines.map((line) => snapshotLine(line, products.get(line.productId)));
}

export const subtotalOf = (lines: readonly OrderLineSnapshot[]): number =>
  lines.reduce((sum, line) => sum + line.priceCents * line.quantity, 0);
