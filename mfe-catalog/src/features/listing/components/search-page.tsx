import { useSearchParams } from '@coffee/ui';
import { MAX_SEARCH_QUERY_LENGTH } from '@coffee/contracts';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { ListingView } from './listing-view';

export const SEARCH_EMPTY_HINT = 'Try adjusting your search criteria.';

/** /search?q=: the trimmed query must be non-empty; an empty one shows the empty state. */
export function SearchPage() {
  const [search] = useSearchParams();
  // The service takes at most 100 characters; a longer query is cut rather than refused.
  const q = (search.get('q') ?? '').trim().slice(0, MAX_SEARCH_QUERY_LENGTH).trim();
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
