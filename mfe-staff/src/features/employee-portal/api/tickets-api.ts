import {
  staffTicketPageSchema,
  staffTicketSchema,
  ticketMessageSchema,
  type StaffTicket,
  type StaffTicketPage,
  type staffTicketQuerySchema,
  type TicketMessage,
  type TicketStatus,
} from '@coffee/contracts';
import { contract } from '@coffee/platform';
import type { z } from 'zod/mini';
import { cleanParams, staffApi } from '../../../shared/api/staff-api';

// A reply moves an open ticket to In Progress and a status change moves it anywhere: the list,
// the ticket and the counters above the list all change.
const ticketTags = (number: string) => [
  { type: 'Ticket' as const, id: 'LIST' },
  { type: 'Ticket' as const, id: number },
  { type: 'Ticket' as const, id: 'COUNTS' },
  'Audit' as const,
];

/** The support desk: tickets by status, one conversation, a staff answer, a status change. */
export const ticketsApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getTickets: build.query<StaffTicketPage, z.output<typeof staffTicketQuerySchema>>({
      query: (params) => ({ url: '/api/employee/tickets', params: cleanParams(params) }),
      responseSchema: contract(staffTicketPageSchema),
      providesTags: [{ type: 'Ticket', id: 'LIST' }],
    }),
    getTicket: build.query<StaffTicket, string>({
      query: (number) => `/api/employee/tickets/${encodeURIComponent(number)}`,
      responseSchema: contract(staffTicketSchema),
      providesTags: (_t, _e, number) => [{ type: 'Ticket', id: number }],
    }),
    replyToTicket: build.mutation<TicketMessage, { number: string; message: string }>({
      query: ({ number, message }) => ({
        url: `/api/employee/tickets/${encodeURIComponent(number)}/messages`,
        method: 'POST',
        body: { message },
      }),
      responseSchema: contract(ticketMessageSchema),
      invalidatesTags: (_m, _e, { number }) => ticketTags(number),
    }),
    changeTicketStatus: build.mutation<unknown, { number: string; status: TicketStatus }>({
      query: ({ number, status }) => ({
        url: `/api/employee/tickets/${encodeURIComponent(number)}/status`,
        method: 'PUT',
        body: { status },
      }),
      invalidatesTags: (_t, _e, { number }) => ticketTags(number),
    }),
  }),
});

export const {
  useGetTicketsQuery,
  useGetTicketQuery,
  useReplyToTicketMutation,
  useChangeTicketStatusMutation,
} = ticketsApi;
