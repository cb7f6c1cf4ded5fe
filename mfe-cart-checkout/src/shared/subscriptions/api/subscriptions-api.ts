import {
  type DeliveryActionInput,
  IDEMPOTENCY_KEY_HEADER,
  subscriptionChangeResultSchema,
  subscriptionListSchema,
  subscriptionOptionsSchema,
  subscriptionSchema,
  type ChangeSubscriptionInput,
  type CreateSubscriptionInput,
  type PauseSubscriptionInput,
  type Subscription,
  type SubscriptionChangeResult,
  type SubscriptionOptions,
} from '@coffee/contracts';
import { api, contract } from '@coffee/platform';

export interface CreateSubscriptionArgs {
  /** One key per submission, kept across its retries: the service makes one subscription of them. */
  idempotencyKey: string;
  subscription: CreateSubscriptionInput;
}

/** The changes of one subscription, each its own POST /api/subscriptions/{id}/{action}. */
export type SubscriptionActionArgs =
  | { id: string; action: 'resume' | 'cancel' }
  /** The delivery the page showed: a second click finds it done (409), not the one after. */
  | { id: string; action: 'skip' | 'ship-now'; body: DeliveryActionInput }
  | { id: string; action: 'pause'; body: PauseSubscriptionInput }
  | { id: string; action: 'change'; body: ChangeSubscriptionInput };
export type SubscriptionActionName = SubscriptionActionArgs['action'];

const LIST = { type: 'Subscription' as const, id: 'LIST' };

/**
 * Subscribe & Save (services/cart-checkout): the customer's subscriptions, what the subscribe
 * form offers today, starting one and changing one. Tags: one per subscription plus 'LIST'.
 */
export const subscriptionsApi = api
  .enhanceEndpoints({ addTagTypes: ['Subscription'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** GET /api/subscriptions (signed in). */
      getSubscriptions: build.query<Subscription[], void>({
        query: () => '/api/subscriptions',
        responseSchema: contract(subscriptionListSchema),
        // 'User': signing in as someone else reads them again.
        providesTags: (result) => [
          LIST,
          'User',
          ...(result ?? []).map((s) => ({ type: 'Subscription' as const, id: s.id })),
        ],
      }),
      /** GET /api/subscriptions/options: frequencies, first-delivery window, holidays, member price. */
      getSubscriptionOptions: build.query<SubscriptionOptions, void>({
        query: () => '/api/subscriptions/options',
        responseSchema: contract(subscriptionOptionsSchema),
        // Joining or leaving Direct+ (or signing in as someone else) changes the member price.
        providesTags: ['User', { type: 'Membership' as const, id: 'SUBSCRIPTION_OPTIONS' }],
      }),
      /** POST /api/subscriptions with an Idempotency-Key: 201 with the subscription. */
      createSubscription: build.mutation<Subscription, CreateSubscriptionArgs>({
        query: ({ idempotencyKey, subscription }) => ({
          url: '/api/subscriptions',
          method: 'POST',
          body: subscription,
          headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
        }),
        responseSchema: contract(subscriptionSchema),
        invalidatesTags: [LIST],
      }),
      /** POST /api/subscriptions/{id}/{action}: the subscription now and the change in words. */
      updateSubscription: build.mutation<SubscriptionChangeResult, SubscriptionActionArgs>({
        query: (args) => ({
          url: `/api/subscriptions/${encodeURIComponent(args.id)}/${args.action}`,
          method: 'POST',
          body: 'body' in args ? args.body : {},
        }),
        responseSchema: contract(subscriptionChangeResultSchema),
        invalidatesTags: (_result, _error, { id, action }) => [
          { type: 'Subscription' as const, id },
          LIST,
          // Ship now places an ordinary order at once.
          ...(action === 'ship-now' ? [{ type: 'Order' as const, id: 'LIST' }] : []),
        ],
      }),
    }),
  });

export const {
  useGetSubscriptionsQuery,
  useGetSubscriptionOptionsQuery,
  useCreateSubscriptionMutation,
  useUpdateSubscriptionMutation,
} = subscriptionsApi;
