import {
  ORDER_PAYMENT_CONFIG_PATH,
  orderPaymentConfigSchema,
  type OrderPaymentConfig,
} from '@coffee/contracts';
import { api, contract } from '@coffee/platform';

/**
 * GET /api/orders/payment-config: which provider takes the card, known before the order exists,
 * so the Payment step shows the provider's own form (the card is asked for once, there).
 */
export const paymentConfigApi = api.injectEndpoints({
  endpoints: (build) => ({
    getOrderPaymentConfig: build.query<OrderPaymentConfig, void>({
      query: () => ORDER_PAYMENT_CONFIG_PATH,
      responseSchema: contract(orderPaymentConfigSchema),
    }),
  }),
});

export const { useGetOrderPaymentConfigQuery } = paymentConfigApi;
