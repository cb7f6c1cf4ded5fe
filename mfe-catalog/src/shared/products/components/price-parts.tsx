import styled from 'styled-components';
import { formatPrice, VisuallyHidden } from '@coffee/ui';

export const PRICE_SIZES = {
  md: { now: '1.1rem', was: '0.9rem', note: '0.8rem', tag: '0.7rem' },
  lg: { now: '1.75rem', was: '1.1rem', note: '1rem', tag: '0.85rem' },
} as const;
export type PriceSize = keyof typeof PRICE_SIZES;

export const Row = styled.p`
  margin: 0;
  display: flex;
  align-items: baseline;
  gap: 0.5rem;
  flex-wrap: wrap;
`;

export const Now = styled.span<{ $tone: 'regular' | 'sale' | 'member'; $size: PriceSize }>`
  font-weight: 700;
  font-size: ${({ $size }) => PRICE_SIZES[$size].now};
  color: ${({ theme, $tone }) =>
    ({ regular: theme.colors.text, sale: theme.colors.danger, member: theme.colors.accent })[
      $tone
    ]};
`;

const Was = styled.s<{ $size: PriceSize }>`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ $size }) => PRICE_SIZES[$size].was};
`;

export const From = styled.span`
  font-size: 0.85em;
  font-weight: 400;
  color: ${({ theme }) => theme.colors.muted};
`;

export interface RegularPriceProps {
  /** What everyone pays now (a two-decimal string). */
  price: string;
  /** The price before the sale, struck beside it; null when not on sale. */
  originalPrice: string | null;
  /** The lowest of a product whose bags are priced apart: "from $18.99". */
  from: boolean;
  size: PriceSize;
}

/** The price everyone pays: "from $X", or the price with the struck original when on sale. */
export function RegularPrice({ price, originalPrice, from, size }: RegularPriceProps) {
  if (from) {
    return (
      <Row>
        <Now $tone="regular" $size={size}>
          <From>from </From>
          {formatPrice(price)}
        </Now>
      </Row>
    );
  }
  const onSale = originalPrice !== null;
  return (
    <Row>
      <Now $tone={onSale ? 'sale' : 'regular'} $size={size}>
        {onSale ? <VisuallyHidden>Sale price </VisuallyHidden> : null}
        {formatPrice(price)}
      </Now>
      {onSale ? <OriginalPrice price={originalPrice} size={size} /> : null}
    </Row>
  );
}

/** The price before the sale, struck through, named for screen readers. */
export function OriginalPrice({ price, size }: { price: string; size: PriceSize }) {
  return (
    <Was $size={size}>
      <VisuallyHidden>Original price </VisuallyHidden>
      {formatPrice(price)}
    </Was>
  );
}
