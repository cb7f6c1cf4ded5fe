import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useGetCurrentUserQuery, useSession } from '@coffee/platform';
import { Button, ButtonLink, Container, Muted, formatDate, media, useLocation } from '@coffee/ui';
import { formatCents } from '../../../shared/direct-plus';
import {
  CONTINUE_STANDARD_LABEL,
  owesInitialPayment,
  useContinueStandard,
} from '../../../shared/membership';
import { useDirectPlusToggle } from '../model/use-direct-plus-toggle';
import { ComparisonCard } from './comparison-card';
import {
  DIRECT_PLUS_PLAN_FEATURES,
  HOME_DIRECT_PLUS_MONTHLY_CENTS,
  HOME_DIRECT_PLUS_TRIAL_DAYS,
  STANDARD_PLAN_FEATURES,
} from './comparison-plans';

const Band = styled.section`
  padding: 3rem 0;
  ${media.md} {
    padding: 4rem 0;
  }
`;

const Head = styled.div`
  text-align: center;
  max-width: 40rem;
  margin: 0 auto 2.25rem;
  h2 {
    margin: 0 0 0.5rem;
    font-size: clamp(1.5rem, 3vw, 2rem);
  }
  p {
    margin: 0;
  }
`;

const Plans = styled.div`
  display: grid;
  gap: 1.75rem;
  max-width: 52rem;
  margin: 0 auto;
  ${media.md} {
    grid-template-columns: 1fr 1fr;
    align-items: stretch;
    gap: 2rem;
  }
`;

const Hint = styled.p`
  margin: 1.25rem 0 0;
  text-align: center;
  font-size: 0.88rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Included = styled.p`
  margin: 0;
  padding: 0.8rem 1rem;
  text-align: center;
  font-weight: 600;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  color: ${({ theme }) => theme.colors.text};
`;

const TRIAL_LABEL = `${HOME_DIRECT_PLUS_TRIAL_DAYS}-day free trial`;

/**
 * The home page's membership plan comparison (spec, sections 1, 2 and 4): Standard beside Direct+.
 * Signed-out visitors are sent to /auth by either plan; for a signed-in user the Direct+ button
 * subscribes or cancels by their isDirectPlus. Mounted by the catalog's home page through
 * `<RemoteWidgetSlot remote="membership" module="PlanComparison" />`; it brings its own heading.
 */
export function PlanComparison() {
  const { user, isLoading, isSignedIn, isDirectPlus } = useSession();
  // After a change the user is fetched again: until it arrives the button would offer the old
  // action, so it stays disabled meanwhile.
  const { isFetching: refreshingUser } = useGetCurrentUserQuery();
  const { subscribe, unsubscribe, isPending } = useDirectPlusToggle();
  // A Direct+ sign-up who has not paid is not on Standard yet: it is offered, as on /membership.
  const owesPayment = owesInitialPayment(user);
  const standardChoice = useContinueStandard();
  const location = useLocation();
  const busy = isLoading || isPending || refreshingUser;

  // Signed out: both plans lead to sign-in, which brings the visitor back here afterwards.
  const toSignIn = (label: string, featured: boolean) => (
    <ButtonLink
      to="/auth"
      state={{ from: location }}
      $block
      $size="lg"
      $variant={featured ? 'primary' : 'outline'}
    >
      {label}
    </ButtonLink>
  );

  let standardFooter: ReactNode;
  let directPlusFooter: ReactNode;
  if (!isLoading && !isSignedIn) {
    standardFooter = toSignIn('Get Started Free', false);
    directPlusFooter = toSignIn('Start Free Trial', true);
  } else if (isDirectPlus) {
    standardFooter = <Included>Included with Direct+</Included>;
    directPlusFooter = (
      <Button
        $block
        $size="lg"
        $variant="outline"
        disabled={busy}
        aria-busy={isPending}
        onClick={unsubscribe}
      >
        {isPending ? 'Cancelling…' : 'Cancel Direct+'}
      </Button>
    );
  } else {
    standardFooter = owesPayment ? (
      <Button
        $block
        $size="lg"
        $variant="outline"
        disabled={standardChoice.pending}
        aria-busy={standardChoice.pending}
        onClick={() => void standardChoice.continueStandard()}
      >
        {CONTINUE_STANDARD_LABEL}
      </Button>
    ) : (
      <Button $block $size="lg" $variant="outline" disabled>
        {isLoading ? 'Standard' : 'Your Current Plan'}
      </Button>
    );
    directPlusFooter = (
      <Button $block $size="lg" disabled={busy} aria-busy={isPending} onClick={subscribe}>
        {isPending ? 'Activating…' : 'Start Free Trial'}
      </Button>
    );
  }

  let directPlusNote = `${TRIAL_LABEL} · Cancel anytime`;
  if (isDirectPlus) {
    directPlusNote = user?.directPlusExpiry
      ? `Active until ${formatDate(user.directPlusExpiry)}`
      : 'Active';
  }
  return (
    <Band aria-labelledby="plan-comparison-title">
      <Container>
        <Head>
          <h2 id="plan-comparison-title">Choose Your Membership</h2>
          <Muted>
            Shop everything with a free Standard account, or get more from every order with Direct+.
          </Muted>
        </Head>
        <Plans>
          <ComparisonCard
            id="compare-standard"
            name="Standard"
            tagline="Everything you need to shop with us."
            price="Free"
            note="No payment needed"
            features={STANDARD_PLAN_FEATURES}
            footer={standardFooter}
          />
          <ComparisonCard
            id="compare-direct-plus"
            name="Direct+"
            tagline="Our premium membership."
            price={formatCents(HOME_DIRECT_PLUS_MONTHLY_CENTS)}
            period="per month"
            ribbon={isDirectPlus ? 'Your plan' : TRIAL_LABEL}
            featured
            note={directPlusNote}
            features={DIRECT_PLUS_PLAN_FEATURES}
            footer={directPlusFooter}
          />
        </Plans>
        {!isLoading && !isSignedIn ? (
          <Hint>Sign in or create an account to choose a plan.</Hint>
        ) : null}
      </Container>
    </Band>
  );
}
