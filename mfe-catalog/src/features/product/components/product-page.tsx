import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { RemoteRoot } from '@coffee/platform';
import { Button, Container } from '@coffee/ui';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { useGetCatalogProductQuery } from '../api/get-catalog-product';
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

/** /product/:id */
export function ProductPage() {
  const { id = '' } = useParams();
  const { currentData: product, isError, refetch } = useGetCatalogProductQuery(id);
  useDocumentTitle(product === undefined ? null : (product?.name ?? 'Product Not Found'));

  let body;
  if (product === null) {
    body = <ProductNotFound />;
  } else if (product) {
    // Keyed by product: moving to a related product starts again at quantity 1.
    body = (
      <Page>
        <ProductDetail key={product.id} product={product} />
      </Page>
    );
  } else if (isError) {
    body = (
      <Failure role="alert">
        <p>We couldn&apos;t load this product right now.</p>
        <Button $variant="outline" onClick={() => void refetch()}>
          Try again
        </Button>
      </Failure>
    );
  } else {
    body = (
      <Page>
        <ProductSkeleton />
      </Page>
    );
  }
  return (
    <RemoteRoot name="catalog" release={__RELEASE__}>
      {body}
    </RemoteRoot>
  );
}
