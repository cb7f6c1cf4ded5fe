import styled from 'styled-components';
import { useSession } from '@coffee/platform';
import { Badge, ButtonLink, Card, Muted, formatDate } from '@coffee/ui';
import { useGetAccountMembershipQuery } from '../api/get-membership';
import { DIRECT_PLUS_BENEFITS } from '../model/benefits';
import { renewalOf } from '../model/renewal';

const Status = styled(Card)`
  display: grid;
  gap: 0.5rem;
  margin-bottom: 1.25rem;
  h3 {
    font-size: 1.3rem;
    margin: 0;
  }
  p {
    margin: 0;
  }
`;

const Benefits = styled.ul`
  list-style: none;
  margin: 0 0 1.5rem;
  padding: 0;
  display: grid;
  gap: 1rem;
  @media (min-width: 768px) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Benefit = styled.li`
  padding: 1.25rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  h4 {
    margin: 0 0 0.35rem;
    font-size: 1.05rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/**
 * Direct+ with its expiry and benefits, or Standard with the way to upgrade (spec, section 2).
 * The membership service says whether it renews: a cancelled membership reads "Not renewing"
 * with its end date (issue 25), a renewing one when it renews.
 */
export function MembershipTab() {
  const { user } = useSession();
  const membership = useGetAccountMembershipQuery(undefined, { skip: !user?.isDirectPlus });
  if (!user) return null;

  if (!user.isDirectPlus) {
    return (
      <Status>
        <h3>Standard Membership</h3>
        <Muted>
          Join Direct+ for free shipping, member discounts, early access to new roasts and 60-day
          returns.
        </Muted>
        <div>
          <ButtonLink to="/membership">Upgrade to Direct+</ButtonLink>
        </div>
      </Status>
    );
  }

  const expiry = membership.data?.directPlusExpiry ?? user.directPlusExpiry;
  const validUntil = expiry ? formatDate(expiry) : '';
  const { badge, line } = renewalOf(membership.data);
  return (
    <>
      <Status>
        <div>
          <Badge $tone={badge.tone}>{badge.label}</Badge>
        </div>
        <h3>Direct+ Membership Active</h3>
        {validUntil ? <p>Valid until {validUntil}</p> : null}
        {line ? <Muted>{line}</Muted> : null}
      </Status>
      <Benefits aria-label="Your Direct+ benefits">
        {DIRECT_PLUS_BENEFITS.map((benefit) => (
          <Benefit key={benefit.title}>
            <h4>{benefit.title}</h4>
            <p>{benefit.text}</p>
          </Benefit>
        ))}
      </Benefits>
      <ButtonLink to="/direct-plus-benefits" $variant="outline">
        Manage Direct+
      </ButtonLink>
    </>
  );
}
