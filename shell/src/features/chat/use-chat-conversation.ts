import { useCallback, useEffect, useRef, useState } from 'react';
import { CHAT_REPLY_DELAY_MS, cannedReply } from './canned-replies';
import type { ChatMessage } from './types';

/**
 * The conversation: user messages appear at once, each followed by an automatic reply after
 * `CHAT_REPLY_DELAY_MS`. Replies already scheduled still arrive if the panel is closed, but not
 * after the widget unmounts.
 */
export function useChatConversation() {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [pendingReplies, setPendingReplies] = useState(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    const scheduled = timers.current;
    return () => {
      scheduled.forEach((timer) => clearTimeout(timer));
      scheduled.clear();
    };
  }, []);

  /** Sends a message; returns false (and sends nothing) when it is empty after trimming. */
  const send = useCallback((raw: string, greeting?: string): boolean => {
    const text = raw.trim();
    if (!text) return false;
    setMessages((list) => [...list, { text, isUser: true, timestamp: new Date() }]);
    setPendingReplies((n) => n + 1);
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      const reply = greeting ? `${greeting} ${cannedReply(text)}` : cannedReply(text);
      setMessages((list) => [...list, { text: reply, isUser: false, timestamp: new Date() }]);
      setPendingReplies((n) => n - 1);
    }, CHAT_REPLY_DELAY_MS);
    timers.current.add(timer);
    return true;
  }, []);

  /** Starts afresh (a new chat after one ended): the replies still due are dropped. */
  const reset = useCallback(() => {
    timers.current.forEach((timer) => clearTimeout(timer));
    timers.current.clear();
    setMessages([]);
    setPendingReplies(0);
  }, []);

  return { messages, isTyping: pendingReplies > 0, send, reset };
}
