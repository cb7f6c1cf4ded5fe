import { useEffect } from 'react';
import { useSearchParams } from '@coffee/ui';
import { MAX_SEARCH_QUERY_LENGTH } from '@coffee/contracts';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { ListingView } from './listing-view';

export const SEARCH_EMPTY_HINT = 'Try adjusting your search criteria.';

/** /search?q=: the trimmed query must be non-empty; an empty one shows the empty state. */
export function SearchPage() {
  const [search, setSearch] = useSearchParams();
  const raw = search.get('q');
  // The service takes at most 100 characters; a longer query is cut rather than refused.
  const q = (raw ?? '').trim().slice(0, MAX_SEARCH_QUERY_LENGTH).trim();
  // A search the header's form sent before its page's scripts ran comes untrimmed: the address
  // then shows the query as searched, as a search made in the page would.
  useEffect(() => {
    if (raw === null || raw === raw.trim()) return;
    setSearch(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('q', raw.trim());
        return next;
      },
      { replace: true },
    );
  }, [raw, setSearch]);
  useDocumentTitle(q ? `Search: ${q}` : 'Search');
  return (
    <ListingView
      key={q}
      title={q ? `Search Results for "${q}"` : 'Search Results'}
      subtitle={
        q
          ? 'Products across our whole range that match your search.'
          : 'Type what you are looking for in the search box above.'
      }
      source={q ? { kind: 'search', q } : null}
      emptyHint={SEARCH_EMPTY_HINT}
    />
  );
}
