import { MAX_SEARCH_QUERY_LENGTH } from '@coffee/contracts';

/**
 * The query /search?q= searches for: trimmed, cut to the service's 100 characters rather than
 * refused; '' shows the empty state without asking. The page, its server prefetch and its plan
 * all read it here.
 */
export function searchQuery(search: URLSearchParams): string {
  return (search.get('q') ?? '').trim().slice(0, MAX_SEARCH_QUERY_LENGTH).trim();
}
