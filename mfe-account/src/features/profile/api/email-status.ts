import {
  actionMessageSchema,
  emailStatusSchema,
  type ActionMessage,
  type EmailStatus,
} from '@coffee/contracts';
import { api, contract } from '@coffee/platform';

const EMAIL = { type: 'Settings', id: 'email' } as const;

/** Whether the account's address is verified, and the address waiting for its link. */
export const emailStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEmailStatus: build.query<EmailStatus, void>({
      query: () => '/api/profile/email',
      responseSchema: contract(emailStatusSchema),
      providesTags: [EMAIL],
    }),
    resendVerification: build.mutation<ActionMessage, void>({
      query: () => ({ url: '/api/profile/email/verification', method: 'POST', body: {} }),
      responseSchema: contract(actionMessageSchema),
      invalidatesTags: [EMAIL],
    }),
  }),
});

export const { useGetEmailStatusQuery, useResendVerificationMutation } = emailStatusApi;
