// Early access (issue 30, item 2): a product may have a public release time; active Direct+
// members can see and buy it EARLY_ACCESS_HOURS before. One rule for the catalog's pages and the
// cart's refusal. Plain functions free of zod, so a page bundle can take them alone.

/** How long before its public release a Direct+ member can buy a product. */
export const EARLY_ACCESS_HOURS = 24;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Where a product stands at `now`: on sale to everyone, in its members' early window, or coming
 * (not on sale to anyone yet). A product without a release time is on sale.
 */
export type SaleWindow = 'on-sale' | 'early-access' | 'coming';

export function saleWindowAt(releaseAt: string | null | undefined, now: number): SaleWindow {
  if (!releaseAt) return 'on-sale';
  const release = Date.parse(releaseAt);
  if (Number.isNaN(release) || now >= release) return 'on-sale';
  return now >= release - EARLY_ACCESS_HOURS * HOUR_MS ? 'early-access' : 'coming';
}

/** When members may buy it: EARLY_ACCESS_HOURS before the release. */
export const earlyAccessFrom = (releaseAt: string): Date =>
  new Date(Date.parse(releaseAt) - EARLY_ACCESS_HOURS * HOUR_MS);

/** Whether this shopper may buy it now. */
export const canBuyAt = (
  releaseAt: string | null | undefined,
  isMember: boolean,
  now: number,
): boolean => {
  const window = saleWindowAt(releaseAt, now);
  return window === 'on-sale' || (window === 'early-access' && isMember);
};

/**
 * The zone release times are written in where the shop's own setting is not at hand (a page):
 * the spec's default. The zone's name is always written, so no reader mistakes the hour.
 */
export const RELEASE_TIME_ZONE = 'America/New_York';

/** "Dec 3, 2026, 9:00 AM EST": the same text on the server and in the browser. */
export const releaseText = (at: string | Date, timeZone: string = RELEASE_TIME_ZONE): string =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(typeof at === 'string' ? new Date(at) : at);

/** What a shopper who may not buy yet is told (the product page, and the cart's refusal). */
export const EARLY_ACCESS_CODE = 'EARLY_ACCESS';
export const NOT_RELEASED_CODE = 'NOT_RELEASED';
export const earlyAccessMessage = (releaseAt: string, timeZone?: string): string =>
  `Coming ${releaseText(releaseAt, timeZone)} - Direct+ members have early access`;
export const notReleasedMessage = (releaseAt: string, timeZone?: string): string =>
  `Coming ${releaseText(releaseAt, timeZone)} - Direct+ members can buy it from ${releaseText(
    earlyAccessFrom(releaseAt),
    timeZone,
  )}`;
