import { z } from 'zod/mini';
import { wholeNumberParam } from './catalog';
import { MAX_STAFF_PAGE_SIZE, pageOf, STAFF_PAGE_SIZE } from './orders';

/** An optional text where an empty answer counts as none. */
const emptyToUndefined = (schema: z.ZodMiniString<string>) =>
  z.pipe(
    z.optional(schema),
    z.transform((v: string | undefined) => v || undefined),
  );

// ---- The contact form (spec sections 2, 3 and 5): it now opens a support ticket -------------

/** The topics of the contact form, in the order the select lists them. */
export const contactTopics = [
  'order-status',
  'returns',
  'product-info',
  'direct-plus',
  'technical-issue',
  'feedback',
  'other',
] as const;
export type ContactTopic = (typeof contactTopics)[number];

export const contactTopicLabels: Record<ContactTopic, string> = {
  'order-status': 'Order status',
  returns: 'Returns & refunds',
  'product-info': 'Product information',
  'direct-plus': 'Direct+ membership',
  'technical-issue': 'Technical issue',
  feedback: 'Feedback',
  other: 'Other',
};

export const CONTACT_MESSAGES = {
  name: 'Name must be at least 2 characters.',
  email: 'Please enter a valid email address.',
  topic: 'Please select a topic.',
  message: 'Message must be at least 10 characters.',
} as const;

const email = (message: string) =>
  z.pipe(z.string({ error: message }).check(z.trim(), z.maxLength(254, message)), z.email(message));

/**
 * The contact form payload (spec: name, email, phone?, topic, orderId?, message), and the body of
 * POST /api/support/tickets with `source: 'contact'` added by the client. Upper bounds keep a
 * pasted novel out of a support ticket.
 */
export const contactFormSchema = z.strictObject({
  name: z
    .string({ error: CONTACT_MESSAGES.name })
    .check(
      z.trim(),
      z.minLength(2, CONTACT_MESSAGES.name),
      z.maxLength(100, 'Name must be at most 100 characters.'),
    ),
  email: email(CONTACT_MESSAGES.email),
  phone: emptyToUndefined(
    z.string().check(z.trim(), z.maxLength(30, 'Phone number must be at most 30 characters.')),
  ),
  topic: z.enum(contactTopics, { error: CONTACT_MESSAGES.topic }),
  orderId: emptyToUndefined(
    z.string().check(z.trim(), z.maxLength(40, 'Order number must be at most 40 characters.')),
  ),
  message: z
    .string({ error: CONTACT_MESSAGES.message })
    .check(
      z.trim(),
      z.minLength(10, CONTACT_MESSAGES.message),
      z.maxLength(5000, 'Message must be at most 5,000 characters.'),
    ),
});
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactMessage = z.output<typeof contactFormSchema>;

// ---- The chat widget (spec section 2 "Other", section 5) ------------------------------------

export const CHAT_MESSAGES = {
  name: 'Please enter your name',
  email: 'Please enter a valid email address',
  question: 'Please enter your question',
} as const;
export const MAX_CHAT_MESSAGE_LENGTH = 2000;

/** The chat's start form: name, email and question, all required. */
export const chatStartSchema = z.strictObject({
  name: z
    .string({ error: CHAT_MESSAGES.name })
    .check(
      z.trim(),
      z.minLength(1, CHAT_MESSAGES.name),
      z.maxLength(100, 'Name must be at most 100 characters'),
    ),
  email: email(CHAT_MESSAGES.email),
  question: z
    .string({ error: CHAT_MESSAGES.question })
    .check(
      z.trim(),
      z.minLength(1, CHAT_MESSAGES.question),
      z.maxLength(
        MAX_CHAT_MESSAGE_LENGTH,
        `Messages must be at most ${MAX_CHAT_MESSAGE_LENGTH} characters`,
      ),
    ),
});
export type ChatStartInput = z.input<typeof chatStartSchema>;

/** A message added to a ticket (a chat message, a customer's follow-up or a staff answer). */
export const ticketReplySchema = z.strictObject({
  message: z
    .string({ error: 'Please write a message' })
    .check(
      z.trim(),
      z.minLength(1, 'Please write a message'),
      z.maxLength(5000, 'Message must be at most 5,000 characters'),
    ),
});
export type TicketReplyInput = z.input<typeof ticketReplySchema>;

// ---- Tickets ---------------------------------------------------------------------------------

export const ticketStatuses = ['open', 'in-progress', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];
export const TICKET_STATUS_LABELS: Readonly<Record<TicketStatus, string>> = {
  open: 'Open',
  'in-progress': 'In Progress',
  resolved: 'Resolved',
  closed: 'Closed',
};
export const ticketPriorities = ['low', 'medium', 'high', 'urgent'] as const;
export type TicketPriority = (typeof ticketPriorities)[number];
export const ticketSources = ['contact', 'chat'] as const;
export type TicketSource = (typeof ticketSources)[number];

/** TKT-1001 upward; screens show it with a '#'. */
export const TICKET_NUMBER_PATTERN = /^TKT-\d{4,9}$/;
export const FIRST_TICKET_NUMBER = 1001;
export const formatTicketNumber = (n: number): string => `TKT-${n}`;
export const ticketNumberSchema = z.pipe(
  z.pipe(
    z.string({ error: 'Ticket numbers look like TKT-1001' }).check(z.trim(), z.toUpperCase()),
    z.transform((v: string) => v.replace(/^#/, '')),
  ),
  z.string().check(z.regex(TICKET_NUMBER_PATTERN, 'Ticket numbers look like TKT-1001')),
);

/**
 * POST /api/support/tickets (anyone; a session, when there is one, makes the ticket the
 * customer's): the contact form or the chat's first question. Rate limited per address.
 */
export const createTicketSchema = z.discriminatedUnion('source', [
  z.extend(contactFormSchema, { source: z.literal('contact') }),
  z.extend(chatStartSchema, { source: z.literal('chat') }),
]);
export type CreateTicketInput = z.input<typeof createTicketSchema>;

/**
 * Its answer (201). `accessKey` is shown once: a guest's chat widget keeps it in memory to add
 * its next messages (POST /api/support/tickets/{number}/messages with header
 * X-Ticket-Key); a signed-in owner needs none.
 */
export const ticketCreatedSchema = z.object({
  ticketNumber: z.string(),
  status: z.enum(ticketStatuses),
  createdAt: z.string(),
  accessKey: z.string(),
});
export type TicketCreated = z.infer<typeof ticketCreatedSchema>;
export const TICKET_KEY_HEADER = 'X-Ticket-Key';

export const ticketMessageSchema = z.object({
  id: z.string(),
  message: z.string(),
  isStaff: z.boolean(),
  /** The customer's name, or 'Coffee Shop Support' for staff (never a staff member's account). */
  authorName: z.string(),
  createdAt: z.string(),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

/** A ticket as its customer reads it (signed in, or a guest by number and email). */
export const ticketSchema = z.object({
  ticketNumber: z.string(),
  subject: z.string(),
  topic: z.nullable(z.enum(contactTopics)),
  orderNumber: z.nullable(z.string()),
  source: z.enum(ticketSources),
  status: z.enum(ticketStatuses),
  priority: z.enum(ticketPriorities),
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  closedAt: z.nullable(z.string()),
  messages: z.array(ticketMessageSchema),
});
export type Ticket = z.infer<typeof ticketSchema>;

export const ticketSummarySchema = z.extend(z.omit(ticketSchema, { messages: true }), {
  messageCount: z.number().check(z.int(), z.nonnegative()),
  /** Whether the newest message is the staff's: the customer has an answer to read. */
  answered: z.boolean(),
});
export type TicketSummary = z.infer<typeof ticketSummarySchema>;
/** GET /api/support/tickets (signed in): the caller's tickets, newest first. */
export const ticketSummaryListSchema = z.array(ticketSummarySchema);

/**
 * POST /api/support/tickets/lookup (anyone, throttled like order tracking): a guest reads their
 * ticket by its number and the email it was sent from. A wrong number and a wrong email answer
 * the same 404.
 */
export const ticketLookupSchema = z.strictObject({
  ticketNumber: ticketNumberSchema,
  email: email('Please enter a valid email address'),
});
export type TicketLookupInput = z.input<typeof ticketLookupSchema>;
export const TICKET_NOT_FOUND_MESSAGE = "We couldn't find a ticket with those details.";
export const TOO_MANY_TICKETS_MESSAGE =
  'Too many messages from this address. Please wait a few minutes and try again.';
/** The guest lookup's 429 (failed lookups per address and per number, like order tracking). */
export const TOO_MANY_TICKET_LOOKUPS_MESSAGE =
  'Too many ticket lookups. Please wait a few minutes and try again.';

// ---- Tickets in the employee portal (all staff) ---------------------------------------------

/** The staff view: the customer's ticket plus its account, department and assignee. */
export const staffTicketSchema = z.extend(ticketSchema, {
  userId: z.nullable(z.string()),
  department: z.nullable(z.string()),
  assignedTo: z.nullable(z.string()),
  messages: z.array(z.extend(ticketMessageSchema, { staffName: z.nullable(z.string()) })),
});
export type StaffTicket = z.infer<typeof staffTicketSchema>;
export const staffTicketSummarySchema = z.extend(ticketSummarySchema, {
  userId: z.nullable(z.string()),
  assignedTo: z.nullable(z.string()),
});
export type StaffTicketSummary = z.infer<typeof staffTicketSummarySchema>;
export const staffTicketPageSchema = pageOf(staffTicketSummarySchema);
export type StaffTicketPage = z.infer<typeof staffTicketPageSchema>;

/**
 * GET /api/employee/tickets?status=&q=&page= : the portal's Open / In Progress / Resolved filter
 * ('all' too; resolved includes closed). `q` matches the number, subject, name or email.
 * GET /api/employee/tickets/{number} answers a StaffTicket.
 * POST /api/employee/tickets/{number}/messages (ticketReplySchema; 'support:respond'): the staff
 * answer; an open ticket becomes in-progress. Refused (409) on a resolved or closed ticket.
 * PUT /api/employee/tickets/{number}/status (ticketStatusChangeSchema; 'support:respond').
 */
export const staffTicketFilters = ['all', 'open', 'in-progress', 'resolved'] as const;
export const staffTicketQuerySchema = z.strictObject({
  status: z._default(z.enum(staffTicketFilters, { error: 'Unknown ticket filter' }), 'all'),
  q: z.optional(
    z.string().check(z.trim(), z.maxLength(100, 'Search must be at most 100 characters')),
  ),
  page: z._default(wholeNumberParam('page', 1, 10_000), 1),
  pageSize: z._default(wholeNumberParam('pageSize', 1, MAX_STAFF_PAGE_SIZE), STAFF_PAGE_SIZE),
});
export type StaffTicketQuery = z.input<typeof staffTicketQuerySchema>;
export const ticketStatusChangeSchema = z.strictObject({
  status: z.enum(ticketStatuses, { error: 'Unknown ticket status' }),
});
export const TICKET_RESOLVED_MESSAGE = 'This ticket is resolved: reopen it to answer';
