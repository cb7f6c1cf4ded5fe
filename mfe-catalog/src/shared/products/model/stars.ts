export const STAR_SCALE = 5;

export interface StarCounts {
  full: number;
  half: number;
  empty: number;
}

/** Spec: whole stars = floor of rating, a half star if the fraction is at least .5, the rest empty. */
export function starCounts(rating: number | null | undefined): StarCounts {
  const value = Math.min(STAR_SCALE, Math.max(0, rating ?? 0));
  const full = Math.floor(value);
  const half = value - full >= 0.5 ? 1 : 0;
  return { full, half, empty: STAR_SCALE - full - half };
}
