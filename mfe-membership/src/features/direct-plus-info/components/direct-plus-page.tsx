import styled from 'styled-components';
import { useSession } from '@coffee/platform';
import { Container, media } from '@coffee/ui';
import { BenefitCards } from '../../../shared/benefit-cards';
import { PageSection } from '../../../shared/page';
import { DirectPlusFaq } from './direct-plus-faq';
import { JoinAction } from './join-action';
import { PriceReadings } from './price-readings';

const Hero = styled.header`
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  padding: 3rem 0 3.25rem;
  text-align: center;
  ${media.md} {
    padding: 4.5rem 0;
  }
  h1 {
    color: inherit;
    font-size: clamp(2rem, 6vw, 3.25rem);
    margin: 0.75rem 0;
  }
  p {
    max-width: 38rem;
    margin: 0 auto 1.75rem;
    font-size: 1.1rem;
    color: #f6e3cf;
  }
`;

const Eyebrow = styled.span`
  display: inline-block;
  padding: 0.3rem 0.8rem;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.primary};
  font-size: 0.85rem;
  font-weight: 700;
`;

const HeroAction = styled.div`
  display: flex;
  justify-content: center;
`;

const FaqSection = styled(PageSection)`
  max-width: 48rem;
  margin-left: auto;
  margin-right: auto;
`;

const Closing = styled.section`
  margin: 3.5rem 0 4rem;
  padding: 2rem 1.25rem;
  text-align: center;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => theme.radii.lg};
  h2 {
    margin: 0 0 0.5rem;
    font-size: clamp(1.4rem, 3vw, 1.85rem);
  }
  p {
    margin: 0 auto 1.25rem;
    max-width: 34rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

function ClosingCall() {
  const { isDirectPlus } = useSession();
  return (
    <Closing aria-labelledby="direct-plus-join-title">
      <h2 id="direct-plus-join-title">
        {isDirectPlus ? 'Make the most of your membership' : 'Ready for better coffee days?'}
      </h2>
      <p>
        {isDirectPlus
          ? 'See your renewal date, switch between monthly and annual billing, or update your card.'
          : 'Join in a minute: choose monthly or annual billing, and cancel anytime.'}
      </p>
      <JoinAction placement="footer" />
    </Closing>
  );
}

/**
 * /direct-plus: what the membership is (spec, section 2), its benefits and prices as the
 * membership pages state them, the FAQ, and the way in (or, for members, to their benefits).
 */
export function DirectPlusPage() {
  return (
    <>
      <Hero>
        <Container>
          <Eyebrow>Premium membership</Eyebrow>
          <h1>Direct+ Membership</h1>
          <p>
            More from every cup: free shipping, member pricing on coffee, early access to new roasts
            and invitations to our tastings.
          </p>
          <HeroAction>
            <JoinAction placement="hero" />
          </HeroAction>
        </Container>
      </Hero>
      <Container>
        <PageSection aria-labelledby="direct-plus-benefits-title">
          <h2 id="direct-plus-benefits-title">Member benefits</h2>
          <p>Everything Direct+ includes, from your first order.</p>
          <BenefitCards />
        </PageSection>
        <PageSection aria-labelledby="direct-plus-pricing-title">
          <h2 id="direct-plus-pricing-title">Pricing</h2>
          <p>Pay monthly, or annually and save.</p>
          <PriceReadings />
        </PageSection>
        <FaqSection aria-labelledby="direct-plus-faq-title">
          <h2 id="direct-plus-faq-title">Frequently Asked Questions</h2>
          <DirectPlusFaq />
        </FaqSection>
        <ClosingCall />
      </Container>
    </>
  );
}
