import { queryTerms } from './search-terms';

/** The search part of the catalog index (catalog-index.ts builds it). */
export interface SearchIndex {
  readonly entries: readonly unknown[];
  /** Every search word of every product, sorted, each once... */
  readonly terms: readonly string[];
  /** ...and, at the same index, the positions of the entries that contain it. */
  readonly postings: readonly Int32Array[];
}

/** First index in the sorted `terms` that is >= `prefix`. */
function lowerBound(terms: readonly string[], prefix: string): number {
  let lo = 0;
  let hi = terms.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (terms[mid]! < prefix) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * How the query's words match: `hits[p] === words` for each entry p that has every word of the
 * query, each word as the start of one of the product's words ("yirga" finds "Yirgacheffe").
 * Null when the query has no word at all: nothing matches.
 */
export function searchHits(
  index: SearchIndex,
  q: string,
): { hits: Uint8Array; words: number } | null {
  const words = queryTerms(q);
  if (words.length === 0) return null;
  // hits[p] = how many of the query's words entry p has matched so far, in query-word order, so
  // an entry that misses one word can never catch up (and two terms of one word count once).
  const hits = new Uint8Array(index.entries.length);
  words.forEach((word, i) => {
    for (let t = lowerBound(index.terms, word); t < index.terms.length; t++) {
      if (!index.terms[t]!.startsWith(word)) break;
      for (const position of index.postings[t]!) if (hits[position] === i) hits[position] = i + 1;
    }
  });
  return { hits, words: words.length };
}
