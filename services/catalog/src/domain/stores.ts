import type { Store } from '@coffee/contracts';
import type { StoreRecord, StoreRepository } from './review-ports';
import { hoursToday, isOpenAt } from './store-hours';
import { US_STATES } from './us-states';

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Whether one part of a query names this store: the start of its city or state name, its state
 * code, or the start of its ZIP code (digits). "Portland, OR" is two parts, both must match.
 */
function partMatches(store: StoreRecord, part: string): boolean {
  if (/^\d+$/.test(part)) return store.zipCode.startsWith(part);
  const city = normalise(store.city);
  const stateName = normalise(US_STATES[store.state.toUpperCase()] ?? '');
  return (
    city.startsWith(part) ||
    city.split(' ').some((word) => word.startsWith(part)) ||
    (part.length >= 3 && stateName.startsWith(part)) ||
    part === store.state.toLowerCase()
  );
}

export function matchesQuery(store: StoreRecord, q: string): boolean {
  const parts = normalise(q)
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  return parts.every((part) => partMatches(store, part));
}

/** The store locator: search, then hours as of now on each store's own clocks. */
export function createStoreLocator(deps: { stores: StoreRepository; now: () => Date }) {
  return {
    async search(q: string): Promise<Store[]> {
      const at = deps.now();
      const found = (await deps.stores.findActive()).filter((store) => matchesQuery(store, q));
      found.sort(
        (a, b) =>
          a.state.localeCompare(b.state) ||
          a.city.localeCompare(b.city) ||
          a.name.localeCompare(b.name),
      );
      return found.map((store) => ({
        ...store,
        openNow: isOpenAt(store.hours, store.timeZone, at),
        hoursToday: hoursToday(store.hours, store.timeZone, at),
      }));
    },
  };
}
export type StoreLocator = ReturnType<typeof createStoreLocator>;
