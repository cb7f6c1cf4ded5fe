import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { PLAN_NOT_FOUND_MESSAGE, type Subscription } from '@coffee/contracts';
import { skipToken, toApiError, useSession } from '@coffee/platform';
import { Button, ButtonLink, cardSurface, Skeleton, useLocation } from '@coffee/ui';
import {
  useGetSubscriptionCardsQuery,
  useGetSubscriptionOptionsQuery,
  useGetSubscriptionPlanQuery,
} from '../../../shared/subscriptions';
import { planLead, planTeaser } from '../model/plan-text';
import { useSubscribeTarget } from '../model/use-subscribe-target';
import { GiftForm } from './gift-form';
import { GiftToggle } from './gift-toggle';
import { PlanSummary } from './plan-summary';
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

/** A plan staff have not set up yet: said plainly, in place of the form. */
const NotOpen = styled.div`
  padding: 0.8rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  font-weight: 600;
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

function LoadFailed({
  what,
  message,
  onRetry,
}: {
  what: string;
  message: string;
  onRetry: () => void;
}) {
  return (
    <>
      <p role="alert">
        We couldn&apos;t load {what}: {message}
      </p>
      <Button $variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </>
  );
}

/**
 * `cart_checkout/SubscribeBox`, under the product page's purchase panel: for a coffee, a
 * subscription to the bag the page shows (its `?variant=`); for a plan (a product of the
 * "subscription" category), the plan as staff keep it and a subscription in the customer's
 * grind. Signed out, a link to sign in; while the session is still being read, a placeholder (a
 * pending GET /api/user is not signed out).
 */
export function SubscribeBox() {
  const target = useSubscribeTarget();
  const session = useSession();
  const location = useLocation();
  const signedIn = target.kind !== 'none' && session.isSignedIn;
  const options = useGetSubscriptionOptionsQuery(signedIn ? undefined : skipToken);
  const cards = useGetSubscriptionCardsQuery(signedIn ? undefined : skipToken);
  const plan = useGetSubscriptionPlanQuery(
    signedIn && target.kind === 'plan' ? target.product.id : skipToken,
  );
  const [subscribed, setSubscribed] = useState<Subscription | null>(null);
  const [asGift, setAsGift] = useState(false);

  if (target.kind === 'none') return null;
  const { product, variant } = target;
  const isPlan = target.kind === 'plan';
  const lead = !isPlan
    ? `Get ${product.name}${variant.label ? `, ${variant.label},` : ''} delivered on your schedule. Skip, pause or cancel anytime.`
    : plan.data
      ? planLead(plan.data)
      : planTeaser(product);
  const frame = (children: ReactNode) => <Frame lead={lead}>{children}</Frame>;

  if (subscribed) return frame(<Subscribed subscription={subscribed} />);
  if (session.isLoading) return frame(<Skeleton $h="3rem" aria-busy="true" />);
  if (!session.user)
    return frame(
      // `from` brings the shopper back to this bag after signing in.
      <ButtonLink to="/auth" state={{ from: location }} $variant="outline">
        Sign in to subscribe
      </ButtonLink>,
    );
  if (isPlan && plan.error && !plan.data) {
    const failure = toApiError(plan.error);
    return frame(
      failure.status === 404 ? (
        <NotOpen role="status">{PLAN_NOT_FOUND_MESSAGE}</NotOpen>
      ) : (
        <LoadFailed
          what="this plan"
          message={failure.message}
          onRetry={() => void plan.refetch()}
        />
      ),
    );
  }
  if (options.error && !options.data)
    return frame(
      <LoadFailed
        what="the subscription options"
        message={toApiError(options.error).message}
        onRetry={() => void options.refetch()}
      />,
    );
  const planData = isPlan ? plan.data : undefined;
  if (!options.data || (isPlan && !planData))
    return frame(<Skeleton $h="12rem" aria-busy="true" />);
  // What both forms are given: the bag or the plan, the options and the saved cards.
  const order = {
    product,
    variant,
    plan: planData,
    options: options.data,
    cards: cards.data,
    cardsLoading: cards.isLoading,
  };
  return frame(
    <>
      {planData ? <PlanSummary plan={planData} /> : null}
      <GiftToggle checked={asGift} onChange={setAsGift} />
      {/* Another product starts a new form; another bag of it keeps what was filled in. */}
      {asGift ? (
        <GiftForm key={product.id} {...order} onGiven={setSubscribed} />
      ) : (
        <SubscribeForm
          key={product.id}
          {...order}
          user={session.user}
          onSubscribed={setSubscribed}
        />
      )}
    </>,
  );
}
