import styled from 'styled-components';
import { Link } from '@coffee/ui';
import { formatMoney } from '../../../shared/money';
import { deliveryPrice } from '../../../shared/subscriptions';

const Box = styled.div`
  margin: 0.25rem 0 1rem;
  padding: 0.8rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  p {
    margin: 0;
  }
  p + p {
    margin-top: 0.3rem;
  }
  del {
    color: ${({ theme }) => theme.colors.muted};
    margin-right: 0.4rem;
  }
  a {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Amount = styled.strong`
  font-size: 1.25rem;
`;

/** What one delivery costs: the bag's price times the bags; members see their 15% off. */
export function PriceSummary({
  unitPrice,
  quantity,
  isMember,
  discountPercent,
}: {
  unitPrice: string;
  quantity: number;
  isMember: boolean;
  discountPercent: number;
}) {
  const { cents, memberCents } = deliveryPrice(unitPrice, quantity);
  return (
    <Box aria-live="polite">
      {isMember ? (
        <>
          <p>
            <del aria-label={`Regular price ${formatMoney(cents)}`}>{formatMoney(cents)}</del>
            <Amount>{formatMoney(memberCents)}</Amount> per delivery
          </p>
          <p>{discountPercent}% off with Direct+</p>
        </>
      ) : (
        <>
          <p>
            <Amount>{formatMoney(cents)}</Amount> per delivery
          </p>
          <p>
            Direct+ members save {discountPercent}% on every delivery.{' '}
            <Link to="/direct-plus">Learn about Direct+</Link>
          </p>
        </>
      )}
    </Box>
  );
}
