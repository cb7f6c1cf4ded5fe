import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { accountTabPath, frequencyLabel, type Subscription } from '@coffee/contracts';
import { CheckIcon, Link } from '@coffee/ui';
import { formatDay, itemName, unitCount } from '../../../shared/subscriptions';

const Done = styled.div`
  display: grid;
  gap: 0.5rem;
  h3 {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    margin: 0;
    font-size: 1.2rem;
    color: ${({ theme }) => theme.colors.success};
    &:focus {
      outline: none;
    }
  }
  svg {
    width: 1.25rem;
    height: 1.25rem;
  }
  p {
    margin: 0;
  }
  a {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** After subscribing: the first delivery's day and where the subscription is managed. */
export function Subscribed({ subscription }: { subscription: Subscription }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form that had focus is gone: the news takes it.
  useEffect(() => heading.current?.focus(), []);
  const { item, next, gift } = subscription;
  // "1 box of Roaster's Choice Monthly — 2 x 12 oz, whole bean"; "3 × Ethiopia Yirgacheffe, 12 oz".
  const what = item.plan
    ? `${unitCount(item.quantity, true)} of ${itemName(item)}`
    : `${item.quantity} × ${itemName(item)}`;
  if (gift)
    return (
      <Done role="status">
        <h3 ref={heading} tabIndex={-1}>
          <CheckIcon /> Your gift is on its way
        </h3>
        <p>
          {gift.deliveries} deliveries of {what} for {gift.recipientName},{' '}
          {frequencyLabel(item.frequencyWeeks).toLowerCase()}. We have told them by email.
        </p>
        {next ? <p>The first delivery is on {formatDay(next.on)}.</p> : null}
        <Link to={accountTabPath('subscriptions')}>Manage your subscriptions</Link>
      </Done>
    );
  return (
    <Done role="status">
      <h3 ref={heading} tabIndex={-1}>
        <CheckIcon /> You&apos;re subscribed
      </h3>
      <p>
        {what}, {frequencyLabel(item.frequencyWeeks).toLowerCase()}.
      </p>
      {next ? <p>Your first delivery is on {formatDay(next.on)}.</p> : null}
      <Link to={accountTabPath('subscriptions')}>Manage your subscriptions</Link>
    </Done>
  );
}
