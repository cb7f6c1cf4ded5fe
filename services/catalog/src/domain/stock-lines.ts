import { shortageMessage, type StockShortage } from '@coffee/contracts';
import { AppError } from '@coffee/service-defaults';
import type { ReservationLine, StockLevel } from './ports';

export const PRODUCT_UNAVAILABLE_MESSAGE = 'A product in this order is no longer available';

/** One line per product (a product named twice counts once, with both quantities), first-seen order. */
export function mergeLines(lines: readonly ReservationLine[]): ReservationLine[] {
  const merged = new Map<string, number>();
  for (const { productId, quantity } of lines) {
    const id = productId.toLowerCase();
    merged.set(id, (merged.get(id) ?? 0) + quantity);
  }
  return [...merged].map(([productId, quantity]) => ({ productId, quantity }));
}

/** The same lines in any order give the same key. */
export const lineKey = (lines: readonly ReservationLine[]): string =>
  lines
    .map((l) => `${l.productId}:${l.quantity}`)
    .sort()
    .join(',');

/**
 * The first line the levels cannot fill, as the 409's body; null when every line can be. A
 * product that does not exist is a 404 (nothing of any line is taken either way).
 */
export function findShortage(
  lines: readonly ReservationLine[],
  levels: ReadonlyMap<string, StockLevel>,
): StockShortage | null {
  for (const line of lines) {
    const level = levels.get(line.productId);
    if (!level) throw new AppError(404, PRODUCT_UNAVAILABLE_MESSAGE, 'PRODUCT_NOT_FOUND');
    const available = level.inStock ? level.inventory : 0;
    if (line.quantity > available) {
      return {
        message: shortageMessage(level.name, available),
        code: 'OUT_OF_STOCK',
        productId: level.id,
        productName: level.name,
        available,
      };
    }
  }
  return null;
}
