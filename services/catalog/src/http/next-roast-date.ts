import { isCoffeeCategory } from '@coffee/contracts';
import type { CatalogEntry } from '../domain/catalog-index';

type DatedEntry = Pick<CatalogEntry, 'detailJson'>;

// The catalog's entries serialise once; the date changes once a day: one dated copy per entry
// and day (and its bytes and ETag, which product-list.ts keeps per object).
const dated = new WeakMap<CatalogEntry, { day: string; entry: DatedEntry }>();

/**
 * A coffee's detail answer with its `nextRoastDate` (the roastery's next roast day, the day an
 * order placed now is roasted); any other product as it is.
 */
export function withNextRoastDate(entry: CatalogEntry, day: string): DatedEntry {
  if (!isCoffeeCategory(entry.record.category)) return entry;
  const known = dated.get(entry);
  if (known?.day === day) return known.entry;
  const body = JSON.parse(entry.detailJson) as Record<string, unknown>;
  const copy: DatedEntry = { detailJson: JSON.stringify({ ...body, nextRoastDate: day }) };
  dated.set(entry, { day, entry: copy });
  return copy;
}
