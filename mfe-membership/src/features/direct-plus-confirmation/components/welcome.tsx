import { useState } from 'react';
import styled from 'styled-components';
import type { MembershipStatus } from '@coffee/contracts';
import { useSession } from '@coffee/platform';
import {
  ButtonLink,
  Confetti,
  formatDate,
  media,
  SuccessSeal,
  LineIcon,
  cardSurface,
} from '@coffee/ui';
import { BenefitCards } from '../../../shared/benefit-cards';
import { ACCOUNT_MEMBERSHIP_PATH } from '../../../shared/membership';
import { PageSection, PageShell } from '../../../shared/page';

/** Spec, section 2: the expiry shown when neither the membership nor the user has one. */
const FALLBACK_DAYS = 30;

const Hero = styled.header`
  text-align: center;
  h1 {
    font-size: clamp(2rem, 6vw, 3rem);
    margin: 1rem 0 0.5rem;
  }
  p {
    max-width: 34rem;
    margin: 0 auto;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Facts = styled.section`
  max-width: 44rem;
  margin: 2rem auto 0;
  padding: 1.25rem;
  ${cardSurface}
  box-shadow: ${({ theme }) => theme.shadows.md};
  ${media.sm} {
    padding: 1.5rem;
  }
  dl {
    display: grid;
    gap: 1rem;
    margin: 0;
    ${media.sm} {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  }
  dl > div {
    min-width: 0;
  }
  dt {
    font-size: 0.85rem;
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0.2rem 0 0;
    font-weight: 700;
    overflow-wrap: anywhere;
  }
`;

const Benefits = styled(PageSection)`
  max-width: 52rem;
  margin-left: auto;
  margin-right: auto;
`;

const Active = styled.span`
  color: ${({ theme }) => theme.colors.success};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem;
  margin: 2.5rem 0 1rem;
  > * {
    flex: 1 1 14rem;
    max-width: 20rem;
  }
`;

/** 'Welcome to Direct+' (spec, section 2) for a membership the server has confirmed. */
export function Welcome({ membership }: { membership: MembershipStatus }) {
  const { user } = useSession();
  const [fallback] = useState(() => Date.now() + FALLBACK_DAYS * 24 * 60 * 60 * 1000);
  const expiry = membership.directPlusExpiry ?? user?.directPlusExpiry ?? fallback;
  return (
    <PageShell>
      <Confetti />
      <Hero>
        <SuccessSeal>
          <LineIcon strokeWidth="2.4" strokeLinejoin="round">
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </LineIcon>
        </SuccessSeal>
        <h1>Welcome to Direct+</h1>
        <p>
          Your payment is confirmed and your membership is active. Enjoy every benefit from now on.
        </p>
      </Hero>
      <Facts aria-label="Your membership">
        <dl>
          <div>
            <dt>Status</dt>
            <dd>
              <Active>Active</Active>
            </dd>
          </div>
          <div>
            <dt>Expiration date</dt>
            <dd>{formatDate(expiry)}</dd>
          </div>
          <div>
            <dt>Membership number</dt>
            <dd>{membership.membershipNumber ?? 'On its way'}</dd>
          </div>
        </dl>
      </Facts>
      <Benefits aria-labelledby="welcome-benefits-title">
        <h2 id="welcome-benefits-title">Your benefits</h2>
        <p>Starting with your next order.</p>
        <BenefitCards limit={4} columns={2} />
      </Benefits>
      <Actions>
        <ButtonLink to="/" $size="lg">
          Continue Shopping
        </ButtonLink>
        <ButtonLink to={ACCOUNT_MEMBERSHIP_PATH} $size="lg" $variant="outline">
          View Membership
        </ButtonLink>
      </Actions>
    </PageShell>
  );
}
