import styled from 'styled-components';
import { errorMessage, skipToken } from '@coffee/platform';
import { Button, Container, useParams } from '@coffee/ui';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useGetCatalogProductQuery } from '../api/get-catalog-product';
import { productArg } from '../model/product-args';
import { ProductDetail } from './product-detail';
import { ProductNotFound } from './product-not-found';
import { ProductSkeleton } from './product-skeleton';

const Page = styled(Container)`
  padding-top: 1.5rem;
  padding-bottom: 3rem;
`;

const Failure = styled.div`
  padding: 4rem 1rem;
  text-align: center;
  p {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Detail = styled.p`
  font-size: 0.9rem;
`;

/** /product/:id */
export function ProductPage() {
  const { id } = useParams();
  // An id that cannot be a product's can never be found: no need to ask.
  const arg = productArg(id);
  const query = useGetCatalogProductQuery(arg);
  const { isError, error, refetch } = query;
  const product = arg === skipToken ? null : query.currentData;
  useDocumentTitle(product === undefined ? null : (product?.name ?? 'Product Not Found'));

  if (product === null) return <ProductNotFound />;
  if (product) {
    // Keyed by product: moving to a related product starts again at quantity 1.
    return (
      <Page>
        <ProductDetail key={product.id} product={product} />
      </Page>
    );
  }
  if (isError) {
    return (
      <Failure role="alert">
        <p>We couldn&apos;t load this product right now.</p>
        <Detail>{errorMessage(error)}</Detail>
        <Button $variant="outline" onClick={() => void refetch()}>
          Try again
        </Button>
      </Failure>
    );
  }
  return (
    <Page>
      <ProductSkeleton />
    </Page>
  );
}
