import {
  mailOutboxPageSchema,
  mailResendResultSchema,
  type MailOutboxPage,
  type MailResendResult,
  type MailService,
  type MailStatus,
} from '@coffee/contracts';
import { contract } from '@coffee/platform';
import { cleanParams, staffApi } from '../../../shared/api/staff-api';

export interface MailOutboxParams {
  service?: MailService;
  status?: MailStatus;
  /** The `next` of the page before. */
  before?: string;
}

/** The email outbox of the four services that send mail (admin): GET /api/admin/mail-outbox. */
export const mailOutboxApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getMailOutbox: build.query<MailOutboxPage, MailOutboxParams>({
      query: (params) => ({ url: '/api/admin/mail-outbox', params: cleanParams(params) }),
      responseSchema: contract(mailOutboxPageSchema),
      providesTags: ['MailOutbox'],
    }),
    /** POST /api/admin/mail-outbox/:service/:id/resend: a sent or parked mail goes out again. */
    resendMail: build.mutation<MailResendResult, { service: MailService; id: string }>({
      query: ({ service, id }) => ({
        url: `/api/admin/mail-outbox/${encodeURIComponent(service)}/${encodeURIComponent(id)}/resend`,
        method: 'POST',
      }),
      responseSchema: contract(mailResendResultSchema),
      invalidatesTags: ['MailOutbox', 'Audit'],
    }),
  }),
});

export const { useGetMailOutboxQuery, useResendMailMutation } = mailOutboxApi;
