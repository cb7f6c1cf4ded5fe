import styled from 'styled-components';
import { lazyFormatter } from '../format';

const Messages = styled.ol`
  list-style: none;
  margin: 1rem 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
`;

const Message = styled.li<{ $staff: boolean }>`
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $staff }) => ($staff ? theme.colors.accentSoft : theme.colors.surface)};
  header {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    gap: 0.25rem 1rem;
    font-size: 0.85rem;
    margin-bottom: 0.35rem;
  }
  p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

/** One message of a support ticket (the contracts' `TicketMessage` fits). */
export interface ConversationMessage {
  id: string;
  message: string;
  isStaff: boolean;
  authorName: string;
  /** ISO date-time. */
  createdAt: string;
}

export interface TicketConversationProps {
  messages: ConversationMessage[];
  /** Who the customer's messages are from ('You' in the account); else their author's name. */
  customerName?: string;
}

const when = lazyFormatter(
  () => new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }),
);

/** A support ticket's messages as its customer reads them, oldest first, staff answers marked. */
export function TicketConversation({ messages, customerName }: TicketConversationProps) {
  return (
    <Messages aria-label="Messages">
      {messages.map((message) => (
        <Message key={message.id} $staff={message.isStaff}>
          <header>
            <strong>
              {/* Staff answers: the shop's name as the service signs them (SUPPORT_AUTHOR_NAME). */}
              {message.isStaff ? message.authorName : (customerName ?? message.authorName)}
            </strong>
            <time dateTime={message.createdAt}>{when().format(new Date(message.createdAt))}</time>
          </header>
          {/* As text: nothing a customer or a clerk typed becomes markup. */}
          <p>{message.message}</p>
        </Message>
      ))}
    </Messages>
  );
}
