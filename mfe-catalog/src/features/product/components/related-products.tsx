import styled from 'styled-components';
import { ProductGrid, useGetCatalogProductsQuery } from '../../../shared/products';
import { RELATED_LIMIT, relatedProductsArgs } from '../model/product-args';

const Section = styled.section`
  margin-top: 3rem;
  h2 {
    font-size: 1.5rem;
    margin: 0 0 1.25rem;
  }
`;

/** 'You might also like': up to four other products of the same category. */
export function RelatedProducts({ productId, category }: { productId: string; category: string }) {
  const { currentData } = useGetCatalogProductsQuery(relatedProductsArgs(category));
  const related = (currentData?.items ?? [])
    .filter((p) => p.id !== productId)
    .slice(0, RELATED_LIMIT);
  // Below the fold and optional: it appears once loaded, and not at all when there is nothing to suggest.
  if (related.length === 0) return null;
  return (
    <Section aria-labelledby="related-title">
      <h2 id="related-title">You might also like</h2>
      <ProductGrid products={related} label="You might also like" />
    </Section>
  );
}
