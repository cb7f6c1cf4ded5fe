import { orderTrackingSchema, type OrderTracking, type TrackOrderRequest } from '@coffee/contracts';
import { api, contract } from '@coffee/platform';

/** POST /api/orders/track (services/cart-checkout, public), injected into the one API of the shop. */
export const trackOrderApi = api.injectEndpoints({
  endpoints: (build) => ({
    // A mutation, not a query: POST keeps the email out of URLs, and nothing is cached.
    trackOrder: build.mutation<OrderTracking, TrackOrderRequest>({
      query: (body) => ({ url: '/api/orders/track', method: 'POST', body }),
      responseSchema: contract(orderTrackingSchema),
    }),
  }),
});

export const { useTrackOrderMutation } = trackOrderApi;
