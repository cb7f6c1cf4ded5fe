import { useEffect, useRef, type Ref } from 'react';
import styled from 'styled-components';
import { ticketLookupLink, type ChatEnded } from '@coffee/contracts';
import { Button, Link, spreadRow } from '@coffee/ui';
import { ReplyPromise } from '@coffee/ui/support';
import type { ChatTicket, ChatVisitor } from '../types';

const Body = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: 1rem;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  h3 {
    margin: 0;
    font-size: 1.05rem;
  }
  h3:focus {
    outline: none;
  }
  p {
    margin: 0;
    font-size: 0.92rem;
  }
  .nowrap {
    white-space: nowrap;
  }
`;

const Choices = styled.div`
  display: grid;
  gap: 0.5rem;
  margin-top: 0.25rem;
`;

const Refused = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

/** The bar under the conversation: a reply by email, or End chat (which says what it does). */
export const EndBar = styled.div`
  ${spreadRow()}
  gap: 0.25rem 0.75rem;
  padding: 0.4rem 0.75rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: 0.8rem;
  color: ${({ theme }) => theme.colors.muted};
`;

/** A heading that takes focus when its view replaces the one before (keyboard, screen reader). */
function useFocusOnShow(): Ref<HTMLHeadingElement> {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return heading;
}

/**
 * Ending the chat: the visitor says whether they want a reply by email. Without one the ticket
 * closes (the chat's answers were enough); with one our team answers by email.
 */
export function ChatEndQuestion({
  visitor,
  ticket,
  ending,
  error,
  onEnd,
  onBack,
}: {
  visitor: ChatVisitor;
  ticket: ChatTicket;
  ending: boolean;
  error: string | null;
  onEnd: (replyByEmail: boolean) => void;
  onBack: () => void;
}) {
  const heading = useFocusOnShow();
  return (
    <Body>
      <h3 ref={heading} tabIndex={-1}>
        End this chat?
      </h3>
      <p>
        Do you need an answer from our team? We reply by email to <strong>{visitor.email}</strong>
        {ticket.firstReplyDueAt ? '.' : ' within 1-2 business days.'}
      </p>
      {ticket.firstReplyDueAt ? (
        <ReplyPromise tier={ticket.tier} dueAt={ticket.firstReplyDueAt} />
      ) : null}
      <p>Without a reply request, ticket #{ticket.ticketNumber} is closed when the chat ends.</p>
      {error ? <Refused role="alert">{error}</Refused> : null}
      <Choices>
        <Button type="button" disabled={ending} onClick={() => onEnd(true)}>
          Email me a reply
        </Button>
        <Button type="button" $variant="outline" disabled={ending} onClick={() => onEnd(false)}>
          End chat, no reply needed
        </Button>
        <Button type="button" $variant="ghost" disabled={ending} onClick={onBack}>
          Keep chatting
        </Button>
      </Choices>
    </Body>
  );
}

/** After the end: what happens next, and for a guest how to read the reply. */
export function ChatEndedView({
  visitor,
  ticket,
  ended,
  signedIn,
  onNewChat,
}: {
  visitor: ChatVisitor;
  ticket: ChatTicket;
  ended: ChatEnded;
  signedIn: boolean;
  onNewChat: () => void;
}) {
  const heading = useFocusOnShow();
  return (
    <Body>
      <h3 ref={heading} tabIndex={-1}>
        Chat ended
      </h3>
      {ended.replyRequested ? (
        <>
          <p>
            We will reply to <strong>{visitor.email}</strong>
            {ticket.firstReplyDueAt ? '' : ' within 1-2 business days'} (ticket{' '}
            <span className="nowrap">#{ended.ticketNumber}</span>).
          </p>
          {ticket.firstReplyDueAt ? (
            <ReplyPromise tier={ticket.tier} dueAt={ticket.firstReplyDueAt} />
          ) : null}
          {signedIn ? (
            <p>The reply also appears under Support in your account.</p>
          ) : (
            <p>
              Your access code is <strong>{ticket.accessKey}</strong>: with your email it opens{' '}
              <Link to={ticketLookupLink(ticket.ticketNumber, ticket.accessKey)}>your ticket</Link>.
            </p>
          )}
        </>
      ) : (
        <p>
          Thanks for chatting with us! Ticket <span className="nowrap">#{ended.ticketNumber}</span>{' '}
          is closed: nobody will contact you about it. A new question is always welcome.
        </p>
      )}
      <Button type="button" $variant="outline" onClick={onNewChat}>
        Start a new chat
      </Button>
    </Body>
  );
}
