import {
  offlinePaymentResultSchema,
  orderPaymentSetupSchema,
  orderSchema,
  type OfflineCardConfirm,
  type OfflinePaymentResult,
  type Order,
  type OrderPaymentSetup,
} from '@coffee/contracts';
import { api, contract } from '@coffee/platform';
import { ordersApi } from './get-orders';

const orderPath = (orderId: string) => `/api/orders/${encodeURIComponent(orderId)}`;
// An answer from the provider may have changed the order (failed, or paid once its event lands).
const orderTags = (orderId: string) => [
  { type: 'Order' as const, id: orderId },
  { type: 'Order' as const, id: 'LIST' },
];

/**
 * Paying for a placed order and cancelling it (services/cart-checkout). The amount is always the
 * server's: the setup carries it, and nothing here computes a charge. Only the provider's verified
 * event marks the order paid; these calls return what the provider said at once.
 */
export const orderPaymentApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/orders/{id}/payment: a new or the current payment of this one order. */
    startOrderPayment: build.mutation<OrderPaymentSetup, string>({
      query: (orderId) => ({ url: `${orderPath(orderId)}/payment`, method: 'POST' }),
      responseSchema: contract(orderPaymentSetupSchema),
      invalidatesTags: (_setup, _error, orderId) => orderTags(orderId),
    }),
    confirmOrderCard: build.mutation<
      OfflinePaymentResult,
      { orderId: string; body: OfflineCardConfirm }
    >({
      query: ({ orderId, body }) => ({
        url: `${orderPath(orderId)}/payment/card`,
        method: 'POST',
        body,
      }),
      responseSchema: contract(offlinePaymentResultSchema),
      invalidatesTags: (_r, _e, { orderId }) => orderTags(orderId),
    }),
    authenticateOrderPayment: build.mutation<
      OfflinePaymentResult,
      { orderId: string; body: { clientSecret: string; approve: boolean } }
    >({
      query: ({ orderId, body }) => ({
        url: `${orderPath(orderId)}/payment/authenticate`,
        method: 'POST',
        body,
      }),
      responseSchema: contract(offlinePaymentResultSchema),
      invalidatesTags: (_r, _e, { orderId }) => orderTags(orderId),
    }),
    approveOrderPayPal: build.mutation<
      OfflinePaymentResult,
      { orderId: string; body: { clientSecret: string; approve: boolean } }
    >({
      query: ({ orderId, body }) => ({
        url: `${orderPath(orderId)}/payment/paypal`,
        method: 'POST',
        body,
      }),
      responseSchema: contract(offlinePaymentResultSchema),
      invalidatesTags: (_r, _e, { orderId }) => orderTags(orderId),
    }),
    /** POST /api/orders/{id}/cancel: the shopper's own order, until it ships (refunded if paid). */
    cancelOrder: build.mutation<Order, { orderId: string; reason?: string }>({
      query: ({ orderId, reason }) => ({
        url: `${orderPath(orderId)}/cancel`,
        method: 'POST',
        body: reason ? { reason } : {},
      }),
      responseSchema: contract(orderSchema),
      invalidatesTags: (_r, _e, { orderId }) => orderTags(orderId),
      async onQueryStarted({ orderId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // The answer is the cancelled order: the page shows it at once, not a moment of
          // 'Pending' under the 'Order cancelled' toast while the refetch is on its way.
          dispatch(ordersApi.util.upsertQueryData('getOrder', orderId, data));
        } catch {
          // the dialog shows the refusal; the order stays as it was
        }
      },
    }),
  }),
});

export const {
  useStartOrderPaymentMutation,
  useConfirmOrderCardMutation,
  useAuthenticateOrderPaymentMutation,
  useApproveOrderPayPalMutation,
  useCancelOrderMutation,
} = orderPaymentApi;
