import { useParams } from '@coffee/ui';
import {
  ALL_CATEGORY,
  categorySlug,
  categorySubtitle,
  categoryTitle,
} from '../../../shared/products';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { ListingView } from './listing-view';

export const BROWSE_EMPTY_HINT = 'Try removing some filters or check back later for new products.';

/** /category/:category: one category, or every product for 'all'. */
export function CategoryPage() {
  const { category = ALL_CATEGORY } = useParams();
  const slug = categorySlug(category);
  const title = categoryTitle(slug);
  useDocumentTitle(title);
  // Keyed by category: a new category starts with its own closed panel and fresh state.
  return (
    <ListingView
      key={slug}
      title={title}
      subtitle={categorySubtitle(slug)}
      source={{ kind: 'category', category: slug }}
      emptyHint={BROWSE_EMPTY_HINT}
    />
  );
}
