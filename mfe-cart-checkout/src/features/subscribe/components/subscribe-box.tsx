import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import type { Subscription } from '@coffee/contracts';
import { skipToken, toApiError, useSession } from '@coffee/platform';
import { Button, ButtonLink, cardSurface, Skeleton, useLocation } from '@coffee/ui';
import {
  useGetSubscriptionCardsQuery,
  useGetSubscriptionOptionsQuery,
} from '../../../shared/subscriptions';
import { useSubscribeTarget } from '../model/use-subscribe-target';
import { GiftForm } from './gift-form';
import { GiftToggle } from './gift-toggle';
import { SubscribeForm } from './subscribe-form';
import { Subscribed } from './subscribed';

const Section = styled.section`
  ${cardSurface}
  box-shadow: ${({ theme }) => theme.shadows.sm};
  padding: 1.25rem 1rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    padding: 1.5rem;
  }
  > h2 {
    margin: 0 0 0.35rem;
    font-size: 1.35rem;
  }
  > p {
    margin: 0 0 1rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

function Frame({ lead, children }: { lead: string; children: ReactNode }) {
  return (
    <Section aria-labelledby="subscribe-and-save">
      <h2 id="subscribe-and-save">Subscribe &amp; Save</h2>
      <p>{lead}</p>
      {children}
    </Section>
  );
}

/**
 * `cart_checkout/SubscribeBox`, under the product page's purchase panel: for coffee only, a
 * subscription to the bag the page shows (its `?variant=`). Signed out, a link to sign in;
 * while the session is still being read, a placeholder (a pending GET /api/user is not signed out).
 */
export function SubscribeBox() {
  const target = useSubscribeTarget();
  const session = useSession();
  const location = useLocation();
  const signedIn = target.kind === 'coffee' && session.isSignedIn;
  const options = useGetSubscriptionOptionsQuery(signedIn ? undefined : skipToken);
  const cards = useGetSubscriptionCardsQuery(signedIn ? undefined : skipToken);
  const [subscribed, setSubscribed] = useState<Subscription | null>(null);
  const [asGift, setAsGift] = useState(false);

  if (target.kind === 'none') return null;
  const { product, variant } = target;
  const lead = `Get ${product.name}${variant.label ? `, ${variant.label},` : ''} delivered on your schedule. Skip, pause or cancel anytime.`;

  if (subscribed)
    return (
      <Frame lead={lead}>
        <Subscribed subscription={subscribed} />
      </Frame>
    );
  if (session.isLoading)
    return (
      <Frame lead={lead}>
        <Skeleton $h="3rem" aria-busy="true" />
      </Frame>
    );
  if (!session.user)
    return (
      <Frame lead={lead}>
        {/* `from` brings the shopper back to this bag after signing in. */}
        <ButtonLink to="/auth" state={{ from: location }} $variant="outline">
          Sign in to subscribe
        </ButtonLink>
      </Frame>
    );
  if (options.error && !options.data)
    return (
      <Frame lead={lead}>
        <p role="alert">
          We couldn&apos;t load the subscription options: {toApiError(options.error).message}
        </p>
        <Button $variant="outline" onClick={() => void options.refetch()}>
          Try again
        </Button>
      </Frame>
    );
  if (!options.data)
    return (
      <Frame lead={lead}>
        <Skeleton $h="12rem" aria-busy="true" />
      </Frame>
    );
  if (asGift)
    return (
      <Frame lead={lead}>
        <GiftToggle checked={asGift} onChange={setAsGift} />
        <GiftForm
          key={product.id}
          product={product}
          variant={variant}
          options={options.data}
          cards={cards.data}
          cardsLoading={cards.isLoading}
          onGiven={setSubscribed}
        />
      </Frame>
    );
  return (
    <Frame lead={lead}>
      <GiftToggle checked={asGift} onChange={setAsGift} />
      <SubscribeForm
        // Another product starts a new form; another bag of it keeps what was filled in.
        key={product.id}
        product={product}
        variant={variant}
        user={session.user}
        options={options.data}
        cards={cards.data}
        cardsLoading={cards.isLoading}
        onSubscribed={setSubscribed}
      />
    </Frame>
  );
}
