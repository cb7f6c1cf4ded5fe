import { useEffect, useRef, type FormEvent, type Ref } from 'react';
import styled, { keyframes } from 'styled-components';
import { Button, Input, VisuallyHidden, bareList } from '@coffee/ui';
import { formatTime } from '../../../shared/date-time';
import type { ChatMessage } from '../types';

const Log = styled.ol`
  ${bareList}
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

const Bubble = styled.li<{ $user: boolean }>`
  max-width: 85%;
  align-self: ${({ $user }) => ($user ? 'flex-end' : 'flex-start')};
  padding: 0.6rem 0.8rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $user }) => ($user ? theme.colors.primary : theme.colors.surfaceAlt)};
  color: ${({ theme, $user }) => ($user ? theme.colors.onPrimary : theme.colors.text)};
  font-size: 0.92rem;
  p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
  time {
    display: block;
    margin-top: 0.25rem;
    font-size: 0.72rem;
    opacity: 0.75;
    text-align: right;
  }
`;

const blink = keyframes`0%, 80%, 100% { opacity: 0.25; } 40% { opacity: 1; }`;
const Typing = styled.div`
  display: inline-flex;
  gap: 0.3rem;
  margin-top: 0.75rem;
  padding: 0.7rem 0.8rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  span[aria-hidden] {
    width: 0.45rem;
    height: 0.45rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.muted};
    animation: ${blink} 1.2s infinite;
  }
  span[aria-hidden]:nth-child(2) {
    animation-delay: 0.2s;
  }
  span[aria-hidden]:nth-child(3) {
    animation-delay: 0.4s;
  }
`;

const Composer = styled.form`
  display: flex;
  gap: 0.5rem;
  padding: 0.75rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Scroll = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: 1rem;
`;

const SendError = styled.p`
  margin: 0;
  padding: 0.5rem 0.75rem;
  font-size: 0.85rem;
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
`;

interface ChatConversationProps {
  messages: ChatMessage[];
  isTyping: boolean;
  onSend: (text: string) => boolean;
  /** The message being typed lives in the widget, so it survives closing the panel. */
  draft: string;
  onDraftChange: (draft: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  /** Why the last message did not reach the ticket. */
  error?: string | null;
}

export function ChatConversation({
  messages,
  isTyping,
  onSend,
  draft,
  onDraftChange,
  inputRef,
  error = null,
}: ChatConversationProps) {
  const scroller = useRef<HTMLDivElement>(null);

  // Keep the newest message in view.
  useEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages.length, isTyping]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (onSend(draft)) onDraftChange('');
  };

  return (
    <>
      <Scroll ref={scroller}>
        <Log role="log" aria-label="Conversation" aria-live="polite">
          {messages.map((message, index) => (
            // The list only ever grows at its end, so the index is a stable key.
            <Bubble key={index} $user={message.isUser}>
              <VisuallyHidden>
                {message.isUser ? 'You said:' : 'Brew Haven Support said:'}
              </VisuallyHidden>
              <p>{message.text}</p>
              <time dateTime={message.timestamp.toISOString()}>
                {formatTime(message.timestamp)}
              </time>
            </Bubble>
          ))}
        </Log>
        {isTyping ? (
          <Typing role="status">
            <VisuallyHidden>Brew Haven Support is typing</VisuallyHidden>
            <span aria-hidden="true" />
            <span aria-hidden="true" />
            <span aria-hidden="true" />
          </Typing>
        ) : null}
      </Scroll>
      {error ? <SendError role="alert">{error}</SendError> : null}
      <Composer onSubmit={submit} aria-label="Send a message">
        <Input
          ref={inputRef}
          value={draft}
          onChange={(e) => onDraftChange(e.target.value)}
          aria-label="Type your message"
          placeholder="Type your message…"
          maxLength={2000}
          autoComplete="off"
        />
        <Button type="submit" disabled={!draft.trim()}>
          Send
        </Button>
      </Composer>
    </>
  );
}
