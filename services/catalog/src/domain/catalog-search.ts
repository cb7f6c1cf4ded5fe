import { queryWords } from './search/search-text';
import type { SearchMode, TextIndex } from './search/text-index';

/** The search part of the catalog index (catalog-index.ts builds it). */
export interface SearchableCatalog {
  readonly positions: ReadonlyMap<string, number>;
  /** Per position, its place in the featured order. */
  readonly featuredRank: Int32Array;
  readonly text: TextIndex;
}

/**
 * The positions of the products having every word of `q` (each as a word, the start of one, a
 * synonym, or within the typos its length forgives), best match first; equally good matches in
 * the featured order, so the ranking is stable. Empty when `q` has no word at all.
 */
export function rankedMatches(
  index: SearchableCatalog,
  q: string,
  mode: SearchMode = 'full',
): Int32Array {
  const hits = index.text.search(queryWords(q), mode);
  const ranked: { position: number; score: number }[] = [];
  for (const hit of hits) {
    const position = index.positions.get(hit.id);
    if (position !== undefined) ranked.push({ position, score: hit.score });
  }
  ranked.sort(
    (a, b) =>
      b.score - a.score || index.featuredRank[a.position]! - index.featuredRank[b.position]!,
  );
  return Int32Array.from(ranked, (hit) => hit.position);
}
