import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ChatStart } from '../chat-schema';
import type { ChatVisitor } from '../types';
import { useChatConversation } from '../use-chat-conversation';
import { ChatConversation } from './chat-conversation';
import { ChatIcon, CloseIcon } from './chat-icon';
import { ChatStartForm, EMPTY_START_DRAFT } from './chat-start-form';
import { CloseButton, Launcher, Panel, PanelBody, PanelHeader } from './chat-styles';

/**
 * The floating support chat on every page: a start form (name, email, question), then the
 * conversation. The panel is only in the page while open (so its fields never shadow the page's
 * own); what was typed and said is kept here, so it survives closing and reopening.
 */
export function ChatWidget() {
  const [open, setOpen] = useState(false);
  const [visitor, setVisitor] = useState<ChatVisitor | null>(null);
  const [startDraft, setStartDraft] = useState(EMPTY_START_DRAFT);
  const [messageDraft, setMessageDraft] = useState('');
  const { messages, isTyping, send } = useChatConversation();
  const panelId = useId();
  const titleId = useId();
  const launcher = useRef<HTMLButtonElement>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const messageInput = useRef<HTMLInputElement>(null);
  const wasOpen = useRef(false);

  const close = useCallback(() => setOpen(false), []);

  // Focus goes into the panel when it opens and back to the launcher when it closes.
  useEffect(() => {
    if (open) (visitor ? messageInput : firstField).current?.focus();
    else if (wasOpen.current) launcher.current?.focus();
    wasOpen.current = open;
  }, [open, visitor]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) close();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open, close]);

  const start = ({ name, email, question }: ChatStart) => {
    setVisitor({ name, email });
    send(question, `Hi ${name.split(/\s+/)[0]}!`);
  };

  return (
    <>
      {open ? (
        <Panel id={panelId} role="dialog" aria-labelledby={titleId}>
          <PanelHeader>
            <div>
              <h2 id={titleId}>Chat with Brew Haven</h2>
              <p>
                {visitor
                  ? `Chatting as ${visitor.name} (${visitor.email})`
                  : 'Our assistant answers common questions instantly.'}
              </p>
            </div>
            <CloseButton type="button" aria-label="Close chat" onClick={close}>
              <CloseIcon />
            </CloseButton>
          </PanelHeader>
          {visitor ? (
            <ChatConversation
              messages={messages}
              isTyping={isTyping}
              onSend={(text) => send(text)}
              draft={messageDraft}
              onDraftChange={setMessageDraft}
              inputRef={messageInput}
            />
          ) : (
            <PanelBody>
              <ChatStartForm
                onStart={start}
                values={startDraft}
                onValuesChange={setStartDraft}
                nameRef={firstField}
              />
            </PanelBody>
          )}
        </Panel>
      ) : null}
      <Launcher
        ref={launcher}
        type="button"
        $open={open}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((v) => !v)}
      >
        {open ? <CloseIcon /> : <ChatIcon />}
        <span className="label">Chat with us</span>
      </Launcher>
    </>
  );
}
