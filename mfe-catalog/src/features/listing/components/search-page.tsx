import { useEffect } from 'react';
import { useSearchParams } from '@coffee/ui';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { searchQuery } from '../model/search-query';
import { ListingView } from './listing-view';

export const SEARCH_EMPTY_HINT = 'Try adjusting your search criteria.';

/** /search?q=: the trimmed query must be non-empty; an empty one shows the empty state. */
export function SearchPage() {
  const [search, setSearch] = useSearchParams();
  const raw = search.get('q');
  const q = searchQuery(search);
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
