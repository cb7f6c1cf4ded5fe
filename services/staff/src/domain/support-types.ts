import type { ContactTopic, TicketPriority, TicketSource, TicketStatus } from '@coffee/contracts';

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
  accessKeyHash: string | null;
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
  'id' | 'number' | 'createdAt' | 'updatedAt' | 'closedAt'
>;
export type NewTicketMessage = Omit<TicketMessageRecord, 'id' | 'ticketId' | 'createdAt'>;

export interface StaffTicketFilter {
  statuses: TicketStatus[] | null;
  q: string | undefined;
  page: number;
  pageSize: number;
}

export interface SupportRepository {
  /** Creates the ticket and its first message under the next free number (1001 upward, no gaps). */
  create(ticket: NewTicket, first: NewTicketMessage): Promise<TicketRecord>;
  findByNumber(number: number): Promise<TicketRecord | null>;
  listByUser(userId: string): Promise<TicketRecord[]>;
  page(filter: StaffTicketFilter): Promise<{ items: TicketRecord[]; total: number }>;
  /** Every message of these tickets, oldest first. */
  messagesOf(ticketIds: string[]): Promise<TicketMessageRecord[]>;
  addMessage(ticketId: string, message: NewTicketMessage): Promise<TicketMessageRecord>;
  /** Sets status and closedAt (null removes it) and touches updatedAt; the ticket after. */
  setStatus(ticketId: string, status: TicketStatus, closedAt: Date | null): Promise<TicketRecord>;
  /** Touches updatedAt (a new message). */
  touch(ticketId: string): Promise<void>;
}
