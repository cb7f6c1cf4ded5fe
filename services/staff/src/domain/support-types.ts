import type {
  ContactTopic,
  SupportTier,
  TicketPriority,
  TicketSource,
  TicketStatus,
} from '@coffee/contracts';
import type { MailMessage } from '../mail/outbox';

/** The mail a new document carries in its own insert, made once its id (and number) are known. */
export type MailFor<T> = (created: T) => MailMessage | null;

/** A support ticket as the domain holds it. */
export interface TicketRecord {
  id: string;
  number: number;
  userId: string | null;
  subject: string;
  description: string;
  status: TicketStatus;
  priority: TicketPriority;
  department: string | null;
  assignedTo: string | null;
  source: TicketSource;
  topic: ContactTopic | null;
  orderNumber: string | null;
  name: string;
  email: string;
  /** sha256 (hex) of the ticket's access code (or, for tickets before codes, the chat's key). */
  accessKeyHash: string | null;
  /** Whether the customer waits for an answer by email (contact: always; chat: when asked). */
  replyRequested: boolean;
  /** When the visitor ended the chat. */
  chatEndedAt: Date | null;
  /** Decided when the ticket was opened (tickets from before tiers: standard). */
  tier: SupportTier;
  /** When the first reply is due; null for tickets from before due times. */
  firstReplyDueAt: Date | null;
  /** When staff first replied, recorded once; null before (and for older answered tickets). */
  firstRepliedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  closedAt: Date | null;
}

export interface TicketMessageRecord {
  id: string;
  ticketId: string;
  userId: string | null;
  message: string;
  isStaff: boolean;
  authorName: string;
  staffName: string | null;
  createdAt: Date;
}

export type NewTicket = Omit<
  TicketRecord,
  'id' | 'number' | 'createdAt' | 'updatedAt' | 'closedAt' | 'chatEndedAt' | 'firstRepliedAt'
>;
export type NewTicketMessage = Omit<TicketMessageRecord, 'id' | 'ticketId' | 'createdAt'>;

export interface FirstReplyRecord {
  tier: SupportTier;
  createdAt: Date;
  firstRepliedAt: Date;
}

export interface StaffTicketFilter {
  statuses: TicketStatus[] | null;
  source: TicketSource | null;
  tier: SupportTier | null;
  q: string | undefined;
  page: number;
  pageSize: number;
}

export interface SupportRepository {
  /** Creates the ticket and its first message under the next free number (1001 upward, no gaps). */
  create(
    ticket: NewTicket,
    first: NewTicketMessage,
    mail?: MailFor<{ id: string; number: number }>,
  ): Promise<TicketRecord>;
  findByNumber(number: number): Promise<TicketRecord | null>;
  listByUser(userId: string): Promise<TicketRecord[]>;
  /**
   * A page of the staff queue: open and in-progress Direct+ tickets first, then the rest, each
   * newest first; the order holds across pages.
   */
  page(filter: StaffTicketFilter): Promise<{ items: TicketRecord[]; total: number }>;
  /** Every message of these tickets, oldest first. */
  messagesOf(ticketIds: string[]): Promise<TicketMessageRecord[]>;
  /** A message; `mail` (made with the new message's id) is inserted with it, in one write. */
  addMessage(
    ticketId: string,
    message: NewTicketMessage,
    mail?: MailFor<{ id: string }>,
  ): Promise<TicketMessageRecord>;
  /** Sets status and closedAt (null removes it) and touches updatedAt; the ticket after. */
  setStatus(ticketId: string, status: TicketStatus, closedAt: Date | null): Promise<TicketRecord>;
  /** Touches updatedAt (a new message). */
  touch(ticketId: string): Promise<void>;
  /** Sets firstRepliedAt unless the ticket already has one: the first reply is recorded once. */
  recordFirstReply(ticketId: string, at: Date): Promise<void>;
  /**
   * Every ticket whose first staff reply came at or after `since`: its tier, when it was opened
   * and when first answered (for tickets answered before firstRepliedAt was kept, read from the
   * thread).
   */
  firstReplies(since: Date): Promise<FirstReplyRecord[]>;
  /**
   * The visitor ends a chat: sets chatEndedAt and replyRequested, and closes the ticket when
   * `close` (status closed, closedAt). Only a chat not ended yet changes: null when it had been.
   */
  endChat(
    ticketId: string,
    change: { at: Date; replyRequested: boolean; close: boolean },
    mail?: MailMessage | null,
  ): Promise<TicketRecord | null>;
}

/** Whether a signed-in customer is an active Direct+ member right now (the account service). */
export interface SupportMembers {
  isMember(userId: string, requestId?: string): Promise<boolean>;
}
