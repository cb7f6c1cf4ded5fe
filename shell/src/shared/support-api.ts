import {
  fieldErrors,
  ticketCreatedSchema,
  ticketMessageSchema,
  ticketSchema,
  TICKET_KEY_HEADER,
  type CreateTicketInput,
  type Ticket,
  type TicketCreated,
  type TicketLookupInput,
  type TicketMessage,
} from '@coffee/contracts';
import { api, contract, toApiError } from '@coffee/platform';

/**
 * The shop's side of support tickets (the staff service's public /api/support): the contact
 * form and the chat open a ticket, the chat adds its later messages, a guest reads a ticket by
 * its number and email. A ticket is nobody's cached list here, so there are no tags.
 */
export const supportApi = api.injectEndpoints({
  endpoints: (build) => ({
    createSupportTicket: build.mutation<TicketCreated, CreateTicketInput>({
      query: (body) => ({ url: '/api/support/tickets', method: 'POST', body }),
      responseSchema: contract(ticketCreatedSchema),
    }),
    addSupportTicketMessage: build.mutation<
      TicketMessage,
      { ticketNumber: string; message: string; accessKey?: string | null }
    >({
      query: ({ ticketNumber, message, accessKey }) => ({
        url: `/api/support/tickets/${encodeURIComponent(ticketNumber)}/messages`,
        method: 'POST',
        body: { message },
        // A guest proves the ticket is theirs with the key it was created with; an owner's
        // session is proof enough.
        ...(accessKey ? { headers: { [TICKET_KEY_HEADER]: accessKey } } : {}),
      }),
      responseSchema: contract(ticketMessageSchema),
    }),
    lookupSupportTicket: build.mutation<Ticket, TicketLookupInput>({
      query: (body) => ({ url: '/api/support/tickets/lookup', method: 'POST', body }),
      responseSchema: contract(ticketSchema),
    }),
  }),
});

export const {
  useCreateSupportTicketMutation,
  useAddSupportTicketMessageMutation,
  useLookupSupportTicketMutation,
} = supportApi;

/**
 * A refused call as a form shows it: the server's sentence (a 429's 'Too many messages…' as the
 * service words it) and, for a 400, its issues by field.
 */
export function refusal(error: unknown): { message: string; fields: Record<string, string> } {
  const apiError = toApiError(error as Parameters<typeof toApiError>[0]);
  const data = (error as { data?: { issues?: unknown } } | null)?.data;
  const issues = Array.isArray(data?.issues)
    ? (data.issues as Parameters<typeof fieldErrors>[0])
    : [];
  return {
    message: apiError.serverMessage ?? apiError.message,
    fields: fieldErrors(issues),
  };
}
