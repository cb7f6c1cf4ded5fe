import { useState } from 'react';
import styled from 'styled-components';
import type { BillingPeriod, MembershipPlan } from '@coffee/contracts';
import { useSession } from '@coffee/platform';
import { Container, Muted, Spinner, media, Navigate, useNavigate } from '@coffee/ui';
import {
  DIRECT_PLUS_ANNUAL_CENTS,
  DIRECT_PLUS_ANNUAL_SAVINGS_CENTS,
  DIRECT_PLUS_BENEFITS,
  DIRECT_PLUS_MONTHLY_CENTS,
  formatCents,
} from '../../../shared/direct-plus';
import {
  CONTINUE_STANDARD_LABEL,
  owesInitialPayment,
  useContinueStandard,
  useDirectPlusBillingPeriod,
} from '../../../shared/membership';
import { saveSelectedMembership } from '../../../shared/selected-membership';
import { BillingToggle } from './billing-toggle';
import { MembershipFaq } from './membership-faq';
import { PlanCard } from './plan-card';

const STANDARD_FEATURES = [
  { title: 'Access to all products', text: 'Beans, ground coffee, espresso, equipment and gifts.' },
  { title: 'Standard shipping rates', text: 'Calculated at checkout.' },
  { title: 'Weekly deals', text: 'Fresh offers on coffee and gear every week.' },
] as const;

const Hero = styled.header`
  text-align: center;
  padding: 2rem 0 1.5rem;
  ${media.md} {
    padding: 3.5rem 0 2rem;
  }
  h1 {
    font-size: clamp(2rem, 5vw, 3rem);
    margin-bottom: 0.5rem;
  }
  p {
    max-width: 36rem;
    margin: 0 auto 1.5rem;
  }
`;

const Plans = styled.div`
  display: grid;
  gap: 1.75rem;
  max-width: 56rem;
  margin: 0 auto;
  ${media.md} {
    grid-template-columns: 1fr 1fr;
    align-items: stretch;
  }
`;

const Faq = styled.section`
  max-width: 48rem;
  margin: 3.5rem auto 4rem;
  h2 {
    font-size: clamp(1.5rem, 3vw, 2rem);
    text-align: center;
    margin-bottom: 1rem;
  }
`;

const Centered = styled.div`
  display: grid;
  place-items: center;
  min-height: 50vh;
  color: ${({ theme }) => theme.colors.primary};
`;

/**
 * /membership: pick Standard or Direct+ (monthly or annual), then create the account, or, signed
 * in, pay for Direct+. Members are sent to their benefits page.
 */
export function MembershipPage() {
  const { isLoading, isSignedIn, isDirectPlus, user } = useSession();
  const navigate = useNavigate();
  // A Direct+ sign-up who has not paid is not on Standard yet: it is offered, not "current".
  const owesPayment = owesInitialPayment(user);
  const { continueStandard, pending } = useContinueStandard();
  const [rememberedBilling, rememberBilling] = useDirectPlusBillingPeriod();
  // The toggle starts at the period chosen last time (annual by default) and is remembered only
  // when Direct+ is chosen: that is the period the payment page charges.
  const [billing, setBilling] = useState<BillingPeriod>(rememberedBilling);

  if (isLoading) {
    return (
      <Centered>
        <Spinner $size={36} label="Loading membership plans" />
      </Centered>
    );
  }
  if (isDirectPlus) return <Navigate to="/direct-plus-benefits" replace />;

  const choose = (plan: MembershipPlan) => {
    if (plan === 'directPlus') rememberBilling(billing);
    // A signed-in Standard customer already has an account (and /register-account would send
    // them home): upgrading is the Direct+ payment step itself.
    if (isSignedIn) {
      navigate('/direct-plus-payment');
      return;
    }
    saveSelectedMembership(plan);
    navigate('/register-account');
  };

  const annual = billing === 'annual';
  return (
    <Container>
      <Hero>
        <h1>Choose Your Membership</h1>
        <Muted>
          Shop with a free Standard account, or join Direct+ for member pricing, free shipping and
          early access.
        </Muted>
        <BillingToggle value={billing} onChange={setBilling} />
      </Hero>
      <Plans>
        <PlanCard
          id="plan-standard"
          name="Standard"
          summary="Everything you need to shop with us."
          price="Free"
          note="No payment needed"
          features={STANDARD_FEATURES}
          action={
            owesPayment
              ? {
                  label: CONTINUE_STANDARD_LABEL,
                  onClick: () => void continueStandard(),
                  disabled: pending,
                }
              : isSignedIn
                ? { label: 'Your Current Plan', disabled: true }
                : { label: 'Choose Standard', onClick: () => choose('standard') }
          }
        />
        <PlanCard
          id="plan-direct-plus"
          name="Direct+"
          ribbon="Best value"
          summary="Our premium membership for coffee lovers."
          price={formatCents(annual ? DIRECT_PLUS_ANNUAL_CENTS : DIRECT_PLUS_MONTHLY_CENTS)}
          period={annual ? 'per year' : 'per month'}
          note={
            annual
              ? `Save ${formatCents(DIRECT_PLUS_ANNUAL_SAVINGS_CENTS)} a year`
              : 'Billed monthly, cancel anytime'
          }
          features={DIRECT_PLUS_BENEFITS}
          action={{
            label: owesPayment
              ? 'Complete your Direct+ payment'
              : isSignedIn
                ? 'Upgrade to Direct+'
                : 'Choose Direct+',
            onClick: () => choose('directPlus'),
          }}
        />
      </Plans>
      <Faq aria-labelledby="membership-faq-title">
        <h2 id="membership-faq-title">Frequently Asked Questions</h2>
        <MembershipFaq />
      </Faq>
    </Container>
  );
}
