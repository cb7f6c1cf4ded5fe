import {
  chatEndedSchema,
  TICKET_KEY_HEADER,
  type ChatEnded,
  type EndChatInput,
} from '@coffee/contracts';
import { api, contract } from '@coffee/platform';

/**
 * The chat's own call: ending the chat (POST /api/support/tickets/{number}/end-chat). Without a
 * reply asked for, the staff service closes the chat's ticket: a question the chat answered
 * needs nobody on the team.
 */
export const chatApi = api.injectEndpoints({
  endpoints: (build) => ({
    endSupportChat: build.mutation<
      ChatEnded,
      EndChatInput & { ticketNumber: string; accessKey: string }
    >({
      query: ({ ticketNumber, accessKey, replyByEmail }) => ({
        url: `/api/support/tickets/${encodeURIComponent(ticketNumber)}/end-chat`,
        method: 'POST',
        body: { replyByEmail },
        // The guest's proof, as for the chat's messages; an owner's session would do too.
        headers: { [TICKET_KEY_HEADER]: accessKey },
      }),
      responseSchema: contract(chatEndedSchema),
    }),
  }),
});

export const { useEndSupportChatMutation } = chatApi;
