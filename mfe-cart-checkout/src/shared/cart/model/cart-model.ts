import type { CartItem } from '@coffee/contracts';
import { toCents } from '../../money';

export function itemCount(lines: readonly CartItem[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

export function unitPriceCents(line: CartItem): number | null {
  return line.product ? toCents(line.product.price) : null;
}

/** Null when the product has left the catalog: such a line is listed but never priced. */
export function lineTotalCents(line: CartItem): number | null {
  const unit = unitPriceCents(line);
  return unit === null ? null : unit * line.quantity;
}

/** Sum of price times quantity over the priced lines, in integer cents; 0 when empty (spec). */
export function subtotalCents(lines: readonly CartItem[]): number {
  return lines.reduce((sum, line) => sum + (lineTotalCents(line) ?? 0), 0);
}
