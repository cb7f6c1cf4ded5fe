import styled from 'styled-components';
import type { MembershipStatus } from '@coffee/contracts';
import { RemoteWidgetSlot } from '@coffee/platform';
import { media } from '@coffee/ui';
import { BenefitCards } from '../../../shared/benefit-cards';
import { PageSection, PageShell } from '../../../shared/page';
import { Pill } from '../../../shared/pill';
import { STATE_LABEL, endDate } from '../model/membership-labels';
import { useManageMembership } from '../model/use-manage-membership';
import { BenefitsFaq } from './benefits-faq';
import { CurrentExclusives } from './current-exclusives';
import { ManageMembership } from './manage-membership';
import { MembershipNotice } from './membership-notice';

const Hero = styled.header`
  padding: 1.75rem 1.25rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  ${media.md} {
    padding: 2.5rem 2.25rem;
  }
  h1 {
    color: inherit;
    font-size: clamp(1.9rem, 5vw, 2.75rem);
    margin: 0.75rem 0 0.5rem;
  }
  p {
    margin: 0;
    font-size: 1.1rem;
    color: #f6e3cf;
  }
`;

const StatePill = styled(Pill)`
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.primary};
`;

const Narrow = styled(PageSection)`
  max-width: 48rem;
`;

/** The member's page once the membership is known: status, benefits, offers, manage, FAQ. */
export function BenefitsView({ membership }: { membership: MembershipStatus }) {
  const actions = useManageMembership();
  return (
    <PageShell>
      <Hero>
        <StatePill>{STATE_LABEL[membership.state]}</StatePill>
        <h1>Your Direct+ Benefits</h1>
        <p>Your Direct+ membership is active until {endDate(membership)}</p>
      </Hero>
      <MembershipNotice
        membership={membership}
        resuming={actions.resuming}
        busy={actions.busy}
        onResume={() => void actions.resume()}
      />
      <PageSection aria-labelledby="savings-title">
        <h2 id="savings-title">Your savings this year</h2>
        <p>Added up from your paid orders: member prices and free shipping.</p>
        {/* The orders are cart-checkout's: its remote adds them up (its own service, its widget).
              Alone, this module has no such remote: the section says so instead of a guess. */}
        <RemoteWidgetSlot
          remote="cart_checkout"
          module="MemberSavings"
          fallback={<p>We couldn’t add up your savings just now. Please try again later.</p>}
          placeholderMinHeight="9rem"
        />
      </PageSection>
      <PageSection aria-labelledby="benefits-title">
        <h2 id="benefits-title">Your benefits</h2>
        <p>Included with your membership on every order.</p>
        <BenefitCards />
      </PageSection>
      <PageSection aria-labelledby="exclusives-title">
        <h2 id="exclusives-title">Current exclusives</h2>
        <p>This season’s offers for members only.</p>
        <CurrentExclusives />
      </PageSection>
      <PageSection aria-labelledby="manage-title">
        <h2 id="manage-title">Manage your membership</h2>
        <p>Billing, card and renewal, all in one place.</p>
        <ManageMembership membership={membership} actions={actions} />
      </PageSection>
      <Narrow aria-labelledby="benefits-faq-title">
        <h2 id="benefits-faq-title">Frequently Asked Questions</h2>
        <BenefitsFaq />
      </Narrow>
    </PageShell>
  );
}
