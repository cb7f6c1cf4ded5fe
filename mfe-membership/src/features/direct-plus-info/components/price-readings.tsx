import styled from 'styled-components';
import { DIRECT_PLUS_PRICE_CENTS } from '@coffee/contracts';
import { media } from '@coffee/ui';
import {
  ANNUAL_SAVINGS_LABEL,
  DIRECT_PLUS_ANNUAL_CENTS,
  DIRECT_PLUS_ANNUAL_SAVINGS_CENTS,
  DIRECT_PLUS_MONTHLY_CENTS,
  formatCents,
} from '../../../shared/direct-plus';
import { Pill } from '../../../shared/pill';

const Plans = styled.div`
  display: grid;
  gap: 1rem;
  ${media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Plan = styled.article<{ $featured?: boolean }>`
  position: relative;
  padding: 1.5rem 1.25rem;
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme, $featured }) =>
    $featured ? `2px solid ${theme.colors.accent}` : `1px solid ${theme.colors.border}`};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  h3 {
    margin: 0 0 0.75rem;
    font-size: 1.2rem;
  }
  p {
    margin: 0;
  }
`;

const Price = styled.p`
  display: flex;
  align-items: baseline;
  flex-wrap: wrap;
  gap: 0.35rem;
  strong {
    font-family: ${({ theme }) => theme.fonts.heading};
    font-size: 2.3rem;
    line-height: 1;
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Note = styled.p`
  margin-top: 0.6rem !important;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.muted};
`;

const Saving = styled(Note)`
  color: ${({ theme }) => theme.colors.success};
`;

const Badge = styled(Pill)`
  position: absolute;
  top: -0.8rem;
  right: 1rem;
`;

const Charged = styled.p`
  margin: 1rem 0 0;
  font-size: 0.92rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * The membership pages' prices (spec, sections 1 and 9): $9.99 a month or $99.99 a year, saving
 * $19.89 (about 16%). What the payment page charges for a year is the server's price table
 * ($99.00), said under the cards so nobody is surprised at the payment step.
 */
export function PriceReadings() {
  return (
    <div>
      <Plans>
        <Plan aria-labelledby="price-monthly">
          <h3 id="price-monthly">Monthly</h3>
          <Price>
            <strong>{formatCents(DIRECT_PLUS_MONTHLY_CENTS)}</strong>
            <span>per month</span>
          </Price>
          <Note>Billed monthly, cancel anytime</Note>
        </Plan>
        <Plan aria-labelledby="price-annual" $featured>
          <Badge>{ANNUAL_SAVINGS_LABEL}</Badge>
          <h3 id="price-annual">Annual</h3>
          <Price>
            <strong>{formatCents(DIRECT_PLUS_ANNUAL_CENTS)}</strong>
            <span>per year</span>
          </Price>
          <Saving>Save {formatCents(DIRECT_PLUS_ANNUAL_SAVINGS_CENTS)} a year</Saving>
        </Plan>
      </Plans>
      <Charged>
        Paying online, the annual membership is charged at{' '}
        {formatCents(DIRECT_PLUS_PRICE_CENTS.annual)} a year on the payment page, renews
        automatically and comes with a 30-day money-back guarantee.
      </Charged>
    </div>
  );
}
