import styled from 'styled-components';
import { toApiError } from '@coffee/platform';
import { bareList, ButtonLink, LoadFailed, PageMessage, Skeleton } from '@coffee/ui';
import {
  useGetSubscriptionOptionsQuery,
  useGetSubscriptionsQuery,
} from '../../../shared/subscriptions';
import { SubscriptionCard } from './subscription-card';

const List = styled.ul`
  ${bareList}
  display: grid;
  gap: 1rem;
`;

/** Where a customer without subscriptions can find a coffee to subscribe to. */
export const SHOP_COFFEE_PATH = '/category/beans';

/**
 * `cart_checkout/Subscriptions`, the account page's Subscriptions tab: every Subscribe & Save
 * subscription of the customer, with its next delivery, its lock, its history and its actions.
 */
export function Subscriptions() {
  const { data, error, isLoading, isFetching, refetch } = useGetSubscriptionsQuery();
  // The delivery window (for a pause's end) and whether the member price applies.
  const options = useGetSubscriptionOptionsQuery();

  if (isLoading)
    return (
      <List aria-busy="true" aria-label="Loading your subscriptions">
        {[0, 1].map((i) => (
          <li key={i}>
            <Skeleton $h="12rem" />
          </li>
        ))}
      </List>
    );
  if (error && !data)
    return (
      <LoadFailed
        headingLevel={3}
        title="We couldn't load your subscriptions"
        message={toApiError(error).message}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  if (!data || data.length === 0)
    return (
      <PageMessage
        headingLevel={3}
        title="You have no subscriptions yet"
        actions={<ButtonLink to={SHOP_COFFEE_PATH}>Shop coffee</ButtonLink>}
      >
        Subscribe to a coffee from its page and it arrives on your schedule.
      </PageMessage>
    );
  return (
    <List aria-label="Your subscriptions" aria-busy={isFetching}>
      {data.map((subscription) => (
        <SubscriptionCard
          key={subscription.id}
          subscription={subscription}
          options={options.data}
        />
      ))}
    </List>
  );
}
