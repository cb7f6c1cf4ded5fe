/**
 * The wait before attempt `attempts + 1`: exponential from `baseMs`, capped at `maxMs`, with
 * "equal jitter" (half fixed, half random) so that mailers retrying together spread out.
 */
export function backoffDelay(
  attempts: number,
  baseMs: number,
  maxMs: number,
  random: () => number = Math.random,
): number {
  const exponent = Math.min(Math.max(attempts - 1, 0), 30);
  const ceiling = Math.min(maxMs, baseMs * 2 ** exponent);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
