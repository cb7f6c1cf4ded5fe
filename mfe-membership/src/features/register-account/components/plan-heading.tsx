import styled from 'styled-components';
import type { MembershipPlan } from '@coffee/contracts';
import { Pill } from '../../../shared/pill';
import { DIRECT_PLUS_MONTHLY_CENTS, formatCents } from '../../../shared/direct-plus';

const Root = styled.header`
  margin-bottom: 1.5rem;
  h1 {
    font-size: clamp(1.75rem, 4vw, 2.25rem);
    margin: 0.5rem 0 0.35rem;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const HEADINGS: Record<
  MembershipPlan | 'none',
  { badge?: string; title: string; subtitle: string }
> = {
  standard: { badge: 'Free', title: 'Standard Membership', subtitle: 'Create your free account' },
  directPlus: {
    badge: `${formatCents(DIRECT_PLUS_MONTHLY_CENTS)}/month`,
    title: 'Direct+ Membership',
    subtitle: `Create your account, then set up your Direct+ membership for ${formatCents(DIRECT_PLUS_MONTHLY_CENTS)}/month`,
  },
  none: {
    title: 'Create Your Account',
    subtitle: 'Join Brew Haven to shop our coffee, equipment and gifts',
  },
};

/** The header names the plan chosen on /membership (or a generic heading when none was chosen). */
export function PlanHeading({ plan }: { plan: MembershipPlan | null }) {
  const heading = HEADINGS[plan ?? 'none'];
  return (
    <Root>
      {heading.badge ? <Pill>{heading.badge}</Pill> : null}
      <h1>{heading.title}</h1>
      <p>{heading.subtitle}</p>
    </Root>
  );
}
