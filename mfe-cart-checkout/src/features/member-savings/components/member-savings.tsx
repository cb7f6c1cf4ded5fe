import styled from 'styled-components';
import { toApiError } from '@coffee/platform';
import { LoadFailed, Skeleton, cardSurface, formatPrice, media } from '@coffee/ui';
import { useGetMemberSavingsQuery } from '../api/get-member-savings';

const Card = styled.section`
  ${cardSurface}
  display: grid;
  gap: 1rem;
  padding: 1.25rem;
  ${media.md} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr);
    align-items: center;
    padding: 1.5rem 1.75rem;
  }
`;

const Total = styled.p`
  margin: 0;
  font-size: clamp(2rem, 6vw, 2.6rem);
  font-weight: 800;
  line-height: 1.1;
  color: ${({ theme }) => theme.colors.primary};
  span {
    display: block;
    margin-top: 0.35rem;
    font-size: 1rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Breakdown = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 0.5rem 1rem;
  dt {
    color: ${({ theme }) => theme.colors.text};
  }
  dt small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.85rem;
  }
  dd {
    margin: 0;
    font-weight: 700;
    text-align: right;
  }
`;

const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
`;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * What Direct+ has saved the shopper this year, from their paid orders (the service adds it up):
 * member prices, free shipping and free samples. The benefits page mounts it with
 * `<RemoteWidgetSlot remote="cart_checkout" module="MemberSavings" />`.
 */
export function MemberSavings() {
  const { data, error, isLoading, isFetching, refetch } = useGetMemberSavingsQuery();
  if (isLoading) return <Skeleton $h="9rem" aria-label="Loading your savings" />;
  if (error || !data)
    return (
      <LoadFailed
        headingLevel={3}
        title="We couldn't add up your savings"
        message={toApiError(error).message}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  return (
    <Card aria-label={`Your Direct+ savings in ${data.year}`}>
      <Total>
        {formatPrice(data.total)}
        <span>saved with Direct+ in {data.year}</span>
      </Total>
      {data.orders === 0 ? (
        <Empty>
          Your savings add up here as you order: member prices on coffee and select equipment, free
          shipping and free samples.
        </Empty>
      ) : (
        <Breakdown>
          <dt>
            Member prices
            <small>10% off coffee, up to 15% off select equipment</small>
          </dt>
          <dd>{formatPrice(data.memberPrices)}</dd>
          <dt>
            Free shipping
            <small>
              {data.freeShippingOrders > 0
                ? `${plural(data.freeShippingOrders, 'order')} at the Standard Shipping price`
                : 'None of your orders shipped free yet'}
            </small>
          </dt>
          <dd>{formatPrice(data.freeShipping)}</dd>
          <dt>
            Free samples
            <small>
              {data.sampleCount > 0
                ? `${plural(data.sampleCount, 'coffee sample')} (2 oz) with your orders`
                : 'A 2 oz coffee sample comes with every order while they last'}
            </small>
          </dt>
          <dd>{formatPrice(data.samples)}</dd>
          <dt>
            <small>From {plural(data.orders, 'paid order')} this year</small>
          </dt>
          <dd />
        </Breakdown>
      )}
    </Card>
  );
}
