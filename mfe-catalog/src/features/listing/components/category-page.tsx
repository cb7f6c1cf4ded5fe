import { useParams } from '@coffee/ui';
import { categorySubtitle, categoryTitle } from '../../../shared/products';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { categorySource } from '../model/listing-args';
import { ListingView } from './listing-view';

export const BROWSE_EMPTY_HINT = 'Try removing some filters or check back later for new products.';

/** /category/:category: one category, or every product for 'all'. */
export function CategoryPage() {
  const { category } = useParams();
  const source = categorySource(category);
  const slug = source.category;
  const title = categoryTitle(slug);
  useDocumentTitle(title);
  // Keyed by category: a new category starts with its own closed panel and fresh state.
  return (
    <ListingView
      key={slug}
      title={title}
      subtitle={categorySubtitle(slug)}
      source={source}
      emptyHint={BROWSE_EMPTY_HINT}
    />
  );
}
