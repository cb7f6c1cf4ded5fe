import styled from 'styled-components';
import {
  accountTabPath,
  SUBSCRIPTION_STATUS_LABELS,
  type Subscription,
  type SubscriptionOptions,
  type SubscriptionStatus,
} from '@coffee/contracts';
import { Badge, bareList, cardSurface, formatDate, formatPrice, Link } from '@coffee/ui';
import { addressLine } from '../../../shared/address';
import { cardName, formatDay } from '../../../shared/subscriptions';
import {
  itemLine,
  itemTitle,
  lockSentence,
  OUTCOME_LABELS,
  pauseSentence,
  paymentProblemSentence,
  giftSentence,
  pendingSentence,
  skippedDays,
} from '../model/subscription-display';
import { SubscriptionActions } from './subscription-actions';

const Card = styled.li`
  ${cardSurface}
  box-shadow: ${({ theme }) => theme.shadows.sm};
  padding: 1rem;
  display: grid;
  gap: 0.75rem;
  min-width: 0;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    padding: 1.25rem 1.5rem;
  }
  h3 {
    margin: 0;
    font-size: 1.15rem;
  }
  p {
    margin: 0;
  }
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: 0.35rem 0.75rem;
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  font-size: 0.95rem;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(6.5rem, auto) 1fr;
  gap: 0.35rem 0.75rem;
  margin: 0;
  font-size: 0.95rem;
  dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
  del {
    color: ${({ theme }) => theme.colors.muted};
    margin-right: 0.35rem;
  }
`;

const Notice = styled.p<{ $tone: 'info' | 'warning' }>`
  padding: 0.6rem 0.8rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) =>
    $tone === 'warning' ? theme.colors.dangerSoft : theme.colors.accentSoft};
  font-size: 0.95rem;
  a {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Deliveries = styled.ul`
  ${bareList}
  display: grid;
  gap: 0.35rem;
  font-size: 0.9rem;
  li {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.75rem;
  }
`;

const TONES: Record<SubscriptionStatus, 'success' | 'accent' | 'neutral'> = {
  active: 'success',
  paused: 'accent',
  cancelled: 'neutral',
};

function Price({ subscription, isMember }: { subscription: Subscription; isMember: boolean }) {
  const { price, memberPrice } = subscription;
  if (isMember)
    return (
      <>
        <del aria-label={`Regular price ${formatPrice(price)}`}>{formatPrice(price)}</del>
        {formatPrice(memberPrice)} per delivery (Direct+ price)
      </>
    );
  return (
    <>
      {formatPrice(price)} per delivery ({formatPrice(memberPrice)} with{' '}
      <Link to="/direct-plus">Direct+</Link>)
    </>
  );
}

/** One subscription: what, how often, its next delivery and lock, its history and its actions. */
export function SubscriptionCard({
  subscription,
  options,
}: {
  subscription: Subscription;
  options: SubscriptionOptions | undefined;
}) {
  const { item, next, status, pendingItem } = subscription;
  const pending = pendingItem ? pendingSentence(item, pendingItem) : null;
  const skipped = skippedDays(subscription);
  const headingId = `subscription-${subscription.id}`;
  return (
    <Card aria-labelledby={headingId}>
      <Head>
        <h3 id={headingId}>{itemTitle(item)}</h3>
        <Badge $tone={TONES[status]}>{SUBSCRIPTION_STATUS_LABELS[status]}</Badge>
      </Head>
      <Muted>{itemLine(item)}</Muted>
      {subscription.gift ? <Notice $tone="info">{giftSentence(subscription.gift)}</Notice> : null}

      {status === 'active' && subscription.paymentProblem ? (
        <Notice $tone="warning" role="status">
          {paymentProblemSentence(subscription.paymentProblem)} (
          <Link to={accountTabPath('payment-methods')}>Payment Methods</Link>, then Change the card
          here: we try again at once).
        </Notice>
      ) : null}

      {status === 'paused' ? (
        <Notice $tone={subscription.pauseReason === 'payment-failed' ? 'warning' : 'info'}>
          {pauseSentence(subscription)}
          {subscription.pauseReason === 'payment-failed' ? (
            <>
              {' '}
              (<Link to={accountTabPath('payment-methods')}>Payment Methods</Link>, then Change the
              card here).
            </>
          ) : null}
        </Notice>
      ) : null}
      {status === 'active' && next ? <Notice $tone="info">{lockSentence(next)}</Notice> : null}
      {pending ? <Notice $tone="info">{pending}</Notice> : null}

      <Facts>
        <dt>Price</dt>
        <dd>
          {subscription.gift ? (
            'Prepaid: nothing more is charged'
          ) : (
            <Price subscription={subscription} isMember={options?.isMember ?? false} />
          )}
        </dd>
        {next ? (
          <>
            <dt>Next delivery</dt>
            <dd>
              {formatDay(next.on)}
              {next.skipped ? ' (skipped)' : ''}
            </dd>
            <dt>{subscription.gift ? 'Ordered on' : 'Charged on'}</dt>
            <dd>{formatDay(next.chargeOn)}</dd>
          </>
        ) : null}
        {skipped.length > 0 ? (
          <>
            <dt>Skipped</dt>
            <dd>{skipped.join('; ')}</dd>
          </>
        ) : null}
        {status === 'cancelled' && subscription.cancelledAt ? (
          <>
            <dt>Cancelled</dt>
            <dd>{formatDate(subscription.cancelledAt)}</dd>
          </>
        ) : null}
        <dt>Card</dt>
        <dd>{cardName(subscription.card)}</dd>
        <dt>Ships to</dt>
        <dd>{addressLine(subscription.shippingAddress)}</dd>
      </Facts>

      {subscription.deliveries.length > 0 ? (
        <section aria-label={`Latest deliveries of ${item.productName}`}>
          <Muted as="h4">Latest deliveries</Muted>
          <Deliveries>
            {subscription.deliveries.map((d) => (
              // A failed try and its retry share a cycle: the time tells them apart.
              <li key={`${d.cycle}-${d.at}`}>
                <span>{formatDay(d.on)}</span>
                {d.orderId && d.orderNumber ? (
                  <Link to={`/orders/${encodeURIComponent(d.orderId)}`}>Order {d.orderNumber}</Link>
                ) : null}
                {/* A plan's delivery: the coffee the roasters chose for it. */}
                {d.coffee ? <span>{d.coffee}</span> : null}
                {d.total ? <span>{formatPrice(d.total)}</span> : null}
                <span>{OUTCOME_LABELS[d.outcome]}</span>
                {d.note ? <span>{d.note}</span> : null}
              </li>
            ))}
          </Deliveries>
        </section>
      ) : null}

      <SubscriptionActions subscription={subscription} options={options} />
    </Card>
  );
}
