import styled from 'styled-components';
import { formatPrice, VisuallyHidden } from '@coffee/ui';
import type { Product } from '../model/product';

const Row = styled.p`
  margin: 0;
  display: flex;
  align-items: baseline;
  gap: 0.5rem;
  flex-wrap: wrap;
`;

const Now = styled.span<{ $sale: boolean }>`
  font-weight: 700;
  font-size: 1.1rem;
  color: ${({ theme, $sale }) => ($sale ? theme.colors.danger : theme.colors.text)};
`;

const Was = styled.s`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.9rem;
`;

/** The price, plus the struck-through original price when the product is on sale. */
export function ProductPrice({ product }: { product: Pick<Product, 'price' | 'originalPrice' | 'isSale'> }) {
  const showOriginal = product.isSale && product.originalPrice !== null;
  return (
    <Row>
      <Now $sale={showOriginal}>
        {showOriginal ? <VisuallyHidden>Sale price </VisuallyHidden> : null}
        {formatPrice(product.price)}
      </Now>
      {showOriginal ? (
        <Was>
          <VisuallyHidden>Original price </VisuallyHidden>
          {formatPrice(product.originalPrice)}
        </Was>
      ) : null}
    </Row>
  );
}
