import {
  IDEMPOTENCY_KEY_HEADER,
  subscriptionSchema,
  type CreateGiftSubscriptionInput,
  type Subscription,
} from '@coffee/contracts';
import { contract } from '@coffee/platform';
import { subscriptionsApi } from './subscriptions-api';

export interface CreateGiftSubscriptionArgs {
  /** One key per submission, kept across its retries: the service charges and makes one gift. */
  idempotencyKey: string;
  gift: CreateGiftSubscriptionInput;
}

/** POST /api/subscriptions/gifts: a gift subscription paid at once (201 with it; 402 declined). */
export const giftSubscriptionsApi = subscriptionsApi.injectEndpoints({
  endpoints: (build) => ({
    createGiftSubscription: build.mutation<Subscription, CreateGiftSubscriptionArgs>({
      query: ({ idempotencyKey, gift }) => ({
        url: '/api/subscriptions/gifts',
        method: 'POST',
        body: gift,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
      responseSchema: contract(subscriptionSchema),
      invalidatesTags: [{ type: 'Subscription' as const, id: 'LIST' }],
    }),
  }),
});
export const { useCreateGiftSubscriptionMutation } = giftSubscriptionsApi;
