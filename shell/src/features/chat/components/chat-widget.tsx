import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useLauncherPlacement } from '../use-launcher-placement';
import { ChatIcon, CloseIcon } from './chat-icon';
import type { ChatSession, ChatSessionProps } from './chat-session';
import { Launcher } from './chat-styles';

/**
 * The chat's panel, its forms and what they send (chat-session.tsx with the support API and the
 * contracts' schemas, about 12 KB of script) are fetched when the visitor reaches for the
 * launcher (a pointer over it, focus on it, a press), not on every page's first load (issue 26).
 * Once here, a later mount renders it at once.
 */
let loadedSession: typeof ChatSession | null = null;
export function loadChatSession(): Promise<typeof ChatSession> {
  return import('./chat-session').then((module) => (loadedSession = module.ChatSession));
}
const LazyChatSession = lazy(() => loadChatSession().then((session) => ({ default: session })));

function ChatSessionSlot(props: ChatSessionProps) {
  // Chosen once per mount: switching from the lazy wrapper to the loaded component would
  // remount it and lose the conversation.
  const [Session] = useState(() => loadedSession ?? LazyChatSession);
  return <Session {...props} />;
}

/**
 * The floating support chat on every page: its launcher, and once pressed the panel
 * (chat-session.tsx: a start form that opens a support ticket, then the conversation). The
 * conversation stays mounted after the first press, so what was typed and said survives closing
 * and reopening.
 */
export function ChatWidget() {
  const [open, setOpen] = useState(false);
  // The launcher was pressed once: the panel's code is (being) loaded and stays mounted.
  const [started, setStarted] = useState(false);
  const panelId = useId();
  const launcher = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  // From md it floats: clear of the page's primary actions, risen or stepped aside (not while
  // its panel is open above it).
  const { lift, hidden } = useLauncherPlacement(launcher, !open);
  const prefetch = () => void loadChatSession().catch(() => {});

  return (
    <>
      {started ? (
        <Suspense fallback={null}>
          <ChatSessionSlot open={open} onClose={close} panelId={panelId} launcher={launcher} />
        </Suspense>
      ) : null}
      <Launcher
        ref={launcher}
        type="button"
        // Toasts keep clear of it too.
        data-keep-clear=""
        data-lift={lift}
        data-stepped-aside={hidden ? '' : undefined}
        style={lift ? { transform: `translateY(${-lift}px)` } : undefined}
        $open={open}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setStarted(true);
          setOpen((v) => !v);
        }}
      >
        {open ? <CloseIcon /> : <ChatIcon />}
        <span className="label">Chat with us</span>
      </Launcher>
    </>
  );
}
