import type { SupportTier } from '@coffee/contracts';

/** One line of the conversation (spec: text, isUser, timestamp). */
export interface ChatMessage {
  text: string;
  isUser: boolean;
  timestamp: Date;
}

export interface ChatVisitor {
  name: string;
  email: string;
}

/** The support ticket the chat writes to; the key proves a guest's messages are theirs. */
export interface ChatTicket {
  ticketNumber: string;
  accessKey: string;
  /** The tier and first-reply due time the service gave the ticket (null from an older one). */
  tier: SupportTier;
  firstReplyDueAt: string | null;
}
