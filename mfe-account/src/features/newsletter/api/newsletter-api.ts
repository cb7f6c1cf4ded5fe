import {
  newsletterConfirmResponseSchema,
  newsletterSubscribeResponseSchema,
  newsletterUnsubscribeResponseSchema,
  type NewsletterConfirmInput,
  type NewsletterConfirmResponse,
  type NewsletterSubscribeInput,
  type NewsletterSubscribeResponse,
  type NewsletterUnsubscribeInput,
  type NewsletterUnsubscribeResponse,
} from '@coffee/contracts';
import { api, contract } from '@coffee/platform';

// A signed-in user's Notifications tab shows the same subscription: it is fetched again.
const PREFERENCES = { type: 'Settings', id: 'preferences' } as const;

/** The public newsletter calls: no session needed, the unsubscribe token is the proof. */
export const newsletterApi = api.injectEndpoints({
  endpoints: (build) => ({
    subscribeToNewsletter: build.mutation<NewsletterSubscribeResponse, NewsletterSubscribeInput>({
      query: (body) => ({ url: '/api/newsletter', method: 'POST', body }),
      responseSchema: contract(newsletterSubscribeResponseSchema),
      invalidatesTags: [PREFERENCES],
    }),
    unsubscribeFromNewsletter: build.mutation<
      NewsletterUnsubscribeResponse,
      NewsletterUnsubscribeInput
    >({
      query: (body) => ({ url: '/api/newsletter/unsubscribe', method: 'POST', body }),
      responseSchema: contract(newsletterUnsubscribeResponseSchema),
      invalidatesTags: [PREFERENCES],
    }),
    /** The double opt-in's link: the token is the proof (400: expired, used or forged). */
    confirmNewsletter: build.mutation<NewsletterConfirmResponse, NewsletterConfirmInput>({
      query: (body) => ({ url: '/api/newsletter/confirm', method: 'POST', body }),
      responseSchema: contract(newsletterConfirmResponseSchema),
      invalidatesTags: [PREFERENCES],
    }),
  }),
});

export const {
  useSubscribeToNewsletterMutation,
  useUnsubscribeFromNewsletterMutation,
  useConfirmNewsletterMutation,
} = newsletterApi;
