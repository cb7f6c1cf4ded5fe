import styled from 'styled-components';
import { formatPrice, VisuallyHidden } from '@coffee/ui';
import type { Product } from '@coffee/contracts';

const SIZES = {
  md: { now: '1.1rem', was: '0.9rem' },
  lg: { now: '1.75rem', was: '1.1rem' },
} as const;
type PriceSize = keyof typeof SIZES;

const Row = styled.p`
  margin: 0;
  display: flex;
  align-items: baseline;
  gap: 0.5rem;
  flex-wrap: wrap;
`;

const Now = styled.span<{ $sale: boolean; $size: PriceSize }>`
  font-weight: 700;
  font-size: ${({ $size }) => SIZES[$size].now};
  color: ${({ theme, $sale }) => ($sale ? theme.colors.danger : theme.colors.text)};
`;

const Was = styled.s<{ $size: PriceSize }>`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ $size }) => SIZES[$size].was};
`;

const From = styled.span`
  font-size: 0.85em;
  font-weight: 400;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * The price, plus the struck-through original price when the product is on sale. With `range`,
 * a product whose bags are priced apart reads "from $18.99" (its lowest price on sale).
 */
export function ProductPrice({
  product,
  size = 'md',
  range = false,
}: {
  product: Pick<Product, 'price' | 'originalPrice' | 'isSale'> &
    Partial<Pick<Product, 'minPrice' | 'maxPrice'>>;
  size?: PriceSize;
  range?: boolean;
}) {
  const { minPrice, maxPrice } = product;
  if (range && minPrice && maxPrice && minPrice !== maxPrice) {
    return (
      <Row>
        <Now $sale={false} $size={size}>
          <From>from </From>
          {formatPrice(minPrice)}
        </Now>
      </Row>
    );
  }
  const showOriginal = product.isSale && product.originalPrice !== null;
  return (
    <Row>
      <Now $sale={showOriginal} $size={size}>
        {showOriginal ? <VisuallyHidden>Sale price </VisuallyHidden> : null}
        {formatPrice(product.price)}
      </Now>
      {showOriginal ? (
        <Was $size={size}>
          <VisuallyHidden>Original price </VisuallyHidden>
          {formatPrice(product.originalPrice)}
        </Was>
      ) : null}
    </Row>
  );
}
