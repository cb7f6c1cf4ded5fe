import { useEffect, useState } from 'react';
import type { SearchSuggestions } from '@coffee/contracts';
import { useLazyGetSearchSuggestionsQuery } from './suggest-api';
import { SUGGEST_DEBOUNCE_MS, suggestionTerm } from './suggestion-term';

/** `value`, once it has stayed the same for `ms`. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

export interface Suggestions {
  /** What to show: the current term's answer or, while it is on its way, the previous one. */
  data: SearchSuggestions | undefined;
  /** The answer for exactly what the box holds has arrived (what the live region announces). */
  settled: boolean;
}

/**
 * The suggestions for what the box holds: asked once typing pauses, only for a term of at least
 * two characters. Moving on to another term aborts the request for the one before (on a slow
 * line the requests of a fast typist would otherwise queue up), and each answer lands in its own
 * term's cache entry, so only the answer to the latest term is ever taken as current.
 */
export function useSuggestions(query: string): Suggestions {
  const term = suggestionTerm(query);
  const asked = useDebounced(term, SUGGEST_DEBOUNCE_MS);
  const [fetchSuggestions, result] = useLazyGetSearchSuggestionsQuery();

  useEffect(() => {
    if (!asked) return undefined;
    // preferCacheValue: a term answered a moment ago is shown again without a request.
    const request = fetchSuggestions(asked, true);
    return () => request.abort();
  }, [asked, fetchSuggestions]);

  if (!term) return { data: undefined, settled: false };
  const forTerm = asked === term && result.originalArgs === term;
  // The service failed this term: show nothing rather than an older term's list as its answer
  // (the box still searches on Enter).
  if (forTerm && result.isError) return { data: undefined, settled: false };
  const current = forTerm ? result.currentData : undefined;
  return { data: current ?? result.data, settled: current !== undefined };
}
