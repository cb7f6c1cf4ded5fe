export const BADGE_CAP = 99;

/** Spec: the badge reads '99+' above 99. */
export function badgeLabel(count: number): string {
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}
