import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import type { ChatEnded } from '@coffee/contracts';
import { useSession } from '@coffee/platform';
import { Button } from '@coffee/ui';
import { displayName } from '../../../shared/account-label';
import {
  refusal,
  useAddSupportTicketMessageMutation,
  useCreateSupportTicketMutation,
} from '../../../shared/support-api';
import { useEndSupportChatMutation } from '../chat-api';
import type { ChatTicket, ChatVisitor } from '../types';
import { useChatConversation } from '../use-chat-conversation';
import { ChatConversation } from './chat-conversation';
import { ChatEndedView, ChatEndQuestion, EndBar } from './chat-end';
import { CloseIcon } from './chat-icon';
import { ChatStartForm, EMPTY_START_DRAFT, type ChatStart } from './chat-start-form';
import { CloseButton, Panel, PanelBody, PanelHeader } from './chat-styles';

export interface ChatSessionProps {
  /** The panel shows. */
  open: boolean;
  /** Closes it (the close button, Escape). */
  onClose: () => void;
  /** The panel's id, which the launcher's aria-controls names. */
  panelId: string;
  /** The launcher: focus goes back to it when the panel closes. */
  launcher: RefObject<HTMLButtonElement | null>;
}

/**
 * The floating support chat's panel and what it holds (the launcher is chat-widget.tsx): a start form (name, email, question) that opens a
 * support ticket, then the conversation, each later message added to that ticket (staff read it
 * in the employee portal). The panel is only in the page while open (so its fields never shadow
 * the page's own); what was typed and said is kept here, so it survives closing and reopening.
 * The ticket's access code stays in this component's memory (it lets this tab add messages as a
 * guest) and is shown when the visitor asks for a reply, with the link to read it. End chat asks
 * whether a reply by email is wanted: without one the ticket closes, so a casual question the
 * chat answered does not wait in the staff queue.
 */
export function ChatSession({ open, onClose: close, panelId, launcher }: ChatSessionProps) {
  const [visitor, setVisitor] = useState<ChatVisitor | null>(null);
  const [startDraft, setStartDraft] = useState(EMPTY_START_DRAFT);
  const [messageDraft, setMessageDraft] = useState('');
  const { messages, isTyping, send, reset } = useChatConversation();
  const [ticket, setTicket] = useState<ChatTicket | null>(null);
  const [createTicket, { isLoading: starting }] = useCreateSupportTicketMutation();
  const [addMessage] = useAddSupportTicketMessageMutation();
  const [endChat, { isLoading: ending }] = useEndSupportChatMutation();
  const [startError, setStartError] = useState<string | null>(null);
  const [sendError, setSendError] = useState<string | null>(null);
  /** 'ending': the End chat question is showing; then what the service answered. */
  const [end, setEnd] = useState<'ending' | ChatEnded | null>(null);
  const [endError, setEndError] = useState<string | null>(null);
  const titleId = useId();
  const firstField = useRef<HTMLInputElement>(null);
  const messageInput = useRef<HTMLInputElement>(null);
  const wasOpen = useRef(false);

  // A signed-in customer need not type who they are: fill in what is still empty (the session
  // may answer after the widget is on the page).
  const { user } = useSession();
  const knownName = user ? displayName(user) : '';
  const knownEmail = user?.email ?? '';
  useEffect(() => {
    if (!knownName && !knownEmail) return;
    setStartDraft((d) => ({ ...d, name: d.name || knownName, email: d.email || knownEmail }));
  }, [knownName, knownEmail]);

  // Focus goes into the panel when it opens and back to the launcher when it closes.
  useEffect(() => {
    if (open) (visitor ? messageInput : firstField).current?.focus();
    else if (wasOpen.current) launcher.current?.focus();
    wasOpen.current = open;
  }, [open, visitor, launcher]);

  const finish = async (replyByEmail: boolean) => {
    if (!ticket) return;
    setEndError(null);
    try {
      setEnd(await endChat({ ...ticket, replyByEmail }).unwrap());
    } catch (error) {
      setEndError(`The chat could not be ended: ${refusal(error).message}`);
    }
  };

  // A new chat after one ended: the same visitor details, a fresh question and ticket.
  const startOver = () => {
    reset();
    setTicket(null);
    setVisitor(null);
    setEnd(null);
    setMessageDraft('');
    setSendError(null);
    setStartDraft((d) => ({ ...d, question: '' }));
  };

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close]);

  const start = async ({ name, email, question }: ChatStart) => {
    setStartError(null);
    try {
      const created = await createTicket({ source: 'chat', name, email, question }).unwrap();
      setTicket({
        ticketNumber: created.ticketNumber,
        accessKey: created.accessKey,
        tier: created.tier,
        firstReplyDueAt: created.firstReplyDueAt,
      });
      setVisitor({ name, email });
      send(question, `Hi ${name.trim().split(/\s+/)[0]}!`);
    } catch (error) {
      setStartError(refusal(error).message);
    }
  };

  // The message shows at once and the automatic reply follows as before; the ticket gets it
  // in the background, and a refusal is said in the conversation.
  const sendFollowUp = (raw: string): boolean => {
    const text = raw.trim();
    if (!text || !ticket) return false;
    send(text);
    setSendError(null);
    addMessage({ ...ticket, message: text })
      .unwrap()
      .catch((error: unknown) =>
        setSendError(`Your last message could not be sent: ${refusal(error).message}`),
      );
    return true;
  };

  return open ? (
    <Panel id={panelId} role="dialog" aria-labelledby={titleId}>
      <PanelHeader>
        <div>
          <h2 id={titleId}>Chat with Brew Haven</h2>
          <p>
            {visitor
              ? `Chatting as ${visitor.name} (${visitor.email})`
              : 'Our assistant answers common questions instantly.'}
          </p>
          {ticket ? <p>Ticket #{ticket.ticketNumber}</p> : null}
        </div>
        <CloseButton type="button" aria-label="Close chat" onClick={close}>
          <CloseIcon />
        </CloseButton>
      </PanelHeader>
      {visitor && ticket && end === 'ending' ? (
        <ChatEndQuestion
          visitor={visitor}
          ticket={ticket}
          ending={ending}
          error={endError}
          onEnd={(replyByEmail) => void finish(replyByEmail)}
          onBack={() => setEnd(null)}
        />
      ) : visitor && ticket && end !== null && end !== 'ending' ? (
        <ChatEndedView
          visitor={visitor}
          ticket={ticket}
          ended={end}
          signedIn={Boolean(user)}
          onNewChat={startOver}
        />
      ) : visitor ? (
        <>
          <ChatConversation
            messages={messages}
            isTyping={isTyping}
            onSend={sendFollowUp}
            error={sendError}
            draft={messageDraft}
            onDraftChange={setMessageDraft}
            inputRef={messageInput}
          />
          <EndBar>
            <span id={`${panelId}-end`}>
              Done? Ending the chat closes your ticket unless you ask for a reply.
            </span>
            <Button
              type="button"
              $variant="link"
              $size="sm"
              aria-describedby={`${panelId}-end`}
              onClick={() => setEnd('ending')}
            >
              End chat
            </Button>
          </EndBar>
        </>
      ) : (
        <PanelBody>
          <ChatStartForm
            onStart={(values) => void start(values)}
            starting={starting}
            error={startError}
            values={startDraft}
            onValuesChange={setStartDraft}
            nameRef={firstField}
          />
        </PanelBody>
      )}
    </Panel>
  ) : null;
}
