import { MAX_SEARCH_QUERY_LENGTH } from '@coffee/contracts';

/** Fewer characters than this match too much to help: the list waits for a second one. */
export const MIN_SUGGEST_CHARS = 2;
/** How long typing must pause before the list asks (one request per pause, not per key). */
export const SUGGEST_DEBOUNCE_MS = 150;
/** Products the list shows at most (the service may find more). */
export const MAX_PRODUCT_SUGGESTIONS = 6;

/**
 * The term the service is asked for what the box holds: trimmed, inner runs of spaces as one
 * (so "cold  brew" and "cold brew" share one answer), cut to the length the service accepts.
 * Null when it is too short to ask.
 */
export function suggestionTerm(query: string): string | null {
  const term = query.trim().replace(/\s+/g, ' ').slice(0, MAX_SEARCH_QUERY_LENGTH).trim();
  return term.length >= MIN_SUGGEST_CHARS ? term : null;
}
