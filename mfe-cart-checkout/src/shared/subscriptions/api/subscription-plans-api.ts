import { subscriptionPlanSchema, type SubscriptionPlan } from '@coffee/contracts';
import { contract } from '@coffee/platform';
import { subscriptionsApi } from './subscriptions-api';

/**
 * GET /api/subscriptions/plans/{productId} (signed in): a plan product as the subscribe box
 * offers it (its kind, box, coffees and price per box). A 404 is a plan staff have not set up.
 */
export const subscriptionPlansApi = subscriptionsApi
  .enhanceEndpoints({ addTagTypes: ['SubscriptionPlan'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getSubscriptionPlan: build.query<SubscriptionPlan, string>({
        query: (productId) => `/api/subscriptions/plans/${encodeURIComponent(productId)}`,
        responseSchema: contract(subscriptionPlanSchema),
        providesTags: (_result, _error, productId) => [
          { type: 'SubscriptionPlan' as const, id: productId },
        ],
      }),
    }),
  });

export const { useGetSubscriptionPlanQuery } = subscriptionPlansApi;
