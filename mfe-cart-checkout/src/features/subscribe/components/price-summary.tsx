import styled from 'styled-components';
import { Link } from '@coffee/ui';
import { formatMoney } from '../../../shared/money';

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

/**
 * What one delivery costs (a coffee's bags, a plan's boxes); members see their 15% off, others
 * what Direct+ would save them.
 */
export function PriceSummary({
  cents,
  memberCents,
  per = 'per delivery',
  isMember,
  discountPercent,
}: {
  cents: number;
  memberCents: number;
  /** "per delivery"; a plan's single box: "per box". */
  per?: string;
  isMember: boolean;
  discountPercent: number;
}) {
  return (
    <Box aria-live="polite">
      {isMember ? (
        <>
          <p>
            <del aria-label={`Regular price ${formatMoney(cents)}`}>{formatMoney(cents)}</del>
            <Amount>{formatMoney(memberCents)}</Amount> {per}
          </p>
          <p>{discountPercent}% off with Direct+</p>
        </>
      ) : (
        <>
          <p>
            <Amount>{formatMoney(cents)}</Amount> {per}
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
