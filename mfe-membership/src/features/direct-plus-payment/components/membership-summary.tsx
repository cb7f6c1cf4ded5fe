import styled from 'styled-components';
import type { BillingPeriod } from '@coffee/contracts';
import { Card } from '@coffee/ui';

const Summary = styled(Card)`
  h2 {
    margin: 0 0 0.25rem;
    font-size: 1.25rem;
  }
  ul {
    list-style: none;
    margin: 1rem 0 0;
    padding: 0;
    display: grid;
    gap: 0.5rem;
  }
  li::before {
    content: '✓';
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 700;
    margin-right: 0.5rem;
  }
`;

const Price = styled.p`
  margin: 0.5rem 0 0;
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 2.25rem;
  font-weight: 700;
  span {
    font-size: 1rem;
    font-weight: 400;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Saving = styled.p`
  margin: 0.75rem 0 0;
  color: ${({ theme }) => theme.colors.success};
  font-weight: 600;
`;

/**
 * The membership summary (spec, section 2): the amount is the server's, the one the provider will
 * take: $99.00 a year ('Save $71 compared to monthly plan'), or $9.99 a month when Monthly was
 * picked on /membership.
 */
export function MembershipSummary({
  amount,
  billingPeriod,
}: {
  amount: string | null;
  billingPeriod: BillingPeriod;
}) {
  const annual = billingPeriod === 'annual';
  return (
    <Summary as="section" aria-labelledby="membership-summary-title">
      <h2 id="membership-summary-title">Direct+ Membership</h2>
      <Price>
        {amount ? `$${amount}` : '…'}
        <span>{annual ? ' / year' : ' / month'}</span>
      </Price>
      {annual ? <Saving>Save $71 compared to monthly plan</Saving> : null}
      <ul>
        <li>30-day money-back guarantee</li>
        <li>{annual ? 'Auto-renews annually' : 'Auto-renews monthly'}</li>
        <li>Cancel anytime</li>
      </ul>
    </Summary>
  );
}
