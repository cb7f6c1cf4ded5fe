import styled from 'styled-components';
import { useSession } from '@coffee/platform';
import { formatPrice, VisuallyHidden } from '@coffee/ui';
import {
  From,
  Now,
  OriginalPrice,
  PRICE_SIZES,
  RegularPrice,
  Row,
  type PriceSize,
  type RegularPriceProps,
} from './price-parts';

/** Two lines in both forms, so nothing below moves when the session answers. */
const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.15rem;
`;

/** The line under the price: the teaser, or a member's regular price. */
const Note = styled.p<{ $size: PriceSize; $tone: 'member' | 'muted' }>`
  margin: 0;
  display: flex;
  align-items: baseline;
  flex-wrap: wrap;
  gap: 0 0.4rem;
  font-size: ${({ $size }) => PRICE_SIZES[$size].note};
  font-weight: ${({ $tone }) => ($tone === 'member' ? 600 : 400)};
  color: ${({ theme, $tone }) => ($tone === 'member' ? theme.colors.accent : theme.colors.muted)};
  s {
    font-size: 1em;
  }
`;

const Tag = styled.span<{ $size: PriceSize }>`
  display: inline-block;
  padding: 0.1rem 0.45rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ $size }) => PRICE_SIZES[$size].tag};
  font-weight: 700;
  letter-spacing: 0.02em;
  line-height: 1.3;
  vertical-align: 0.15em;
  white-space: nowrap;
`;

/**
 * A product with a member discount. An active Direct+ member sees the member price as the price
 * ("Direct+ price $16.20") and the regular one under it ("Regular $18.00"); everyone else sees
 * the regular price and a teaser line ("Direct+ price $16.20").
 */
export function DirectPlusPrice({
  regular,
  memberPrice,
}: {
  regular: RegularPriceProps;
  memberPrice: string;
}) {
  const { isLoading, isDirectPlus } = useSession();
  const { size, from, price, originalPrice } = regular;
  // A member price only once GET /api/user has said so: until then (and on a page the server
  // rendered before it knew the visitor) the teaser, which is true whoever it turns out to be.
  if (isLoading || !isDirectPlus) {
    return (
      <Stack>
        <RegularPrice {...regular} />
        <Note $size={size} $tone="member">
          {`Direct+ ${from ? 'from' : 'price'} ${formatPrice(memberPrice)}`}
        </Note>
      </Stack>
    );
  }
  return (
    <Stack>
      <Row>
        <Now $tone="member" $size={size}>
          <Tag $size={size}>
            {/* A card has room for "Direct+" only: there "price" is for screen readers. */}
            Direct+{size === 'lg' ? ' price' : <VisuallyHidden> price</VisuallyHidden>}
          </Tag>{' '}
          {from ? <From>from </From> : null}
          {formatPrice(memberPrice)}
        </Now>
      </Row>
      <Note $size={size} $tone="muted">
        <span>{`Regular ${from ? 'from ' : ''}${formatPrice(price)}`}</span>
        {originalPrice !== null ? <OriginalPrice price={originalPrice} size={size} /> : null}
      </Note>
    </Stack>
  );
}
