import {
  lineName,
  RETIRED_VARIANT_MESSAGE,
  shortageMessage,
  UNKNOWN_VARIANT_MESSAGE,
  variantLabel,
  type StockShortage,
} from '@coffee/contracts';
import { AppError } from '@coffee/service-defaults';
import type { ReservationLine, StockLevel } from './ports';
import type { VariantRecord } from './product';

export const PRODUCT_UNAVAILABLE_MESSAGE = 'A product in this order is no longer available';

const lineOf = (productId: string, variantId: string | undefined) =>
  `${productId}|${variantId ?? ''}`;

/**
 * One line per product and variant (named twice, it counts once with both quantities),
 * first-seen order. The same product in two variants stays two lines.
 */
export function mergeLines(lines: readonly ReservationLine[]): ReservationLine[] {
  const merged = new Map<string, ReservationLine>();
  for (const { productId, variantId, quantity } of lines) {
    const id = productId.toLowerCase();
    const key = lineOf(id, variantId);
    const seen = merged.get(key);
    if (seen) seen.quantity += quantity;
    else merged.set(key, { productId: id, ...(variantId ? { variantId } : {}), quantity });
  }
  return [...merged.values()];
}

/**
 * The same lines in any order give the same key. A stored line the caller named no variant for
 * (`defaulted`) matches a repeat that again names none.
 */
export const lineKey = (lines: readonly ReservationLine[]): string =>
  lines
    .map((l) => `${lineOf(l.productId, l.defaulted ? undefined : l.variantId)}:${l.quantity}`)
    .sort()
    .join(',');

export const unknownVariant = (path?: string) =>
  new AppError(
    400,
    UNKNOWN_VARIANT_MESSAGE,
    'UNKNOWN_VARIANT',
    path ? [{ path, message: UNKNOWN_VARIANT_MESSAGE }] : undefined,
  );
export const retiredVariant = (path?: string) =>
  new AppError(
    400,
    RETIRED_VARIANT_MESSAGE,
    'RETIRED_VARIANT',
    path ? [{ path, message: RETIRED_VARIANT_MESSAGE }] : undefined,
  );

/**
 * The variant a line names (absent: the product's default), refused with the contracts'
 * messages when the product does not sell it (400 UNKNOWN_VARIANT) or no longer does (400
 * RETIRED_VARIANT; `allowRetired` lets a release give units back to one).
 */
export function variantOfLine(
  level: StockLevel,
  variantId: string | undefined,
  { path, allowRetired = false }: { path?: string; allowRetired?: boolean } = {},
): VariantRecord {
  const id = variantId ?? level.defaultVariantId;
  const variant = level.variants.find((v) => v.id === id);
  if (!variant) throw unknownVariant(path);
  if (variant.retired && !allowRetired) throw retiredVariant(path);
  return variant;
}

/** How a line is named to people: "Ethiopia Yirgacheffe, 2 lb, pour-over". */
export const variantLineName = (level: StockLevel, variant: VariantRecord): string =>
  lineName(level.name, variantLabel(variant));

/**
 * Resolves every line's variant (the default where none is named), refusing a product that
 * does not exist (404) and a variant not sold (400). Returns the lines with their variant ids.
 */
export function resolveLines(
  lines: readonly ReservationLine[],
  levels: ReadonlyMap<string, StockLevel>,
): ReservationLine[] {
  return lines.map((line, i) => {
    const level = levels.get(line.productId);
    if (!level) throw new AppError(404, PRODUCT_UNAVAILABLE_MESSAGE, 'PRODUCT_NOT_FOUND');
    const variant = variantOfLine(level, line.variantId, { path: `lines.${i}.variantId` });
    return {
      productId: line.productId,
      variantId: variant.id,
      quantity: line.quantity,
      ...(line.variantId === undefined ? { defaulted: true } : {}),
    };
  });
}

/**
 * The first line the levels cannot fill, as the 409's body; null when every line can be.
 * Quantities of lines that resolved to the same variant are added up. `lines` are resolved.
 */
export function findShortage(
  lines: readonly ReservationLine[],
  levels: ReadonlyMap<string, StockLevel>,
): StockShortage | null {
  const wanted = new Map<string, number>();
  for (const line of lines) {
    const key = lineOf(line.productId, line.variantId);
    wanted.set(key, (wanted.get(key) ?? 0) + line.quantity);
  }
  for (const line of lines) {
    const level = levels.get(line.productId)!;
    const variant = variantOfLine(level, line.variantId);
    const available = variant.inStock ? variant.inventory : 0;
    if (wanted.get(lineOf(line.productId, line.variantId))! > available) {
      const name = variantLineName(level, variant);
      return {
        message: shortageMessage(name, available),
        code: 'OUT_OF_STOCK',
        productId: level.id,
        variantId: variant.id,
        productName: name,
        available,
      };
    }
  }
  return null;
}

/**
 * A product's variants after adding `delta` to some of them (negative takes). A variant that
 * runs out is out of stock; one that had run out is back in stock when units return; one held
 * back by hand (inStock false with stock) stays held back.
 */
export function withDeltas(
  variants: readonly VariantRecord[],
  deltas: ReadonlyMap<string, number>,
): VariantRecord[] {
  return variants.map((v) => {
    const delta = deltas.get(v.id);
    if (!delta) return v;
    const inventory = v.inventory + delta;
    const inStock = inventory <= 0 ? false : delta > 0 ? v.inStock || v.inventory === 0 : v.inStock;
    return { ...v, inventory, inStock };
  });
}
