import { z } from 'zod/mini';
import {
  addCalendarDays,
  calendarDaysBetween,
  dayIn,
  isBusinessDay,
  wallClockMs,
  type ShopCalendar,
} from './business-calendar';
import { wholeNumberParam } from './catalog';
import { MAX_STAFF_PAGE_SIZE, pageOf, STAFF_PAGE_SIZE } from './orders';
import { nullishToNull } from './schema-helpers';
import { adminDashboardSchema } from './staff';

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

// ---- Priority support (issue 30, item 5) ---------------------------------------------------

/**
 * A ticket's support tier, decided by the staff service when the ticket is opened (never by the
 * client): 'direct-plus' when a signed-in customer is an active Direct+ member at that moment
 * (the account service's `isDirectPlus`), else 'standard' (guests too). Tickets from before
 * tiers read as standard.
 */
export const supportTiers = ['standard', 'direct-plus'] as const;
export type SupportTier = (typeof supportTiers)[number];
export const SUPPORT_TIER_LABELS: Readonly<Record<SupportTier, string>> = {
  standard: 'Standard',
  'direct-plus': 'Direct+',
};
/** The badge a Direct+ ticket carries in the employee queue (text, not a colour alone). */
export const PRIORITY_SUPPORT_LABEL = 'Priority';

/** How many business hours we aim to take for the first reply (SUPPORT_BUSINESS_HOURS). */
export const FIRST_REPLY_TARGET_HOURS: Readonly<Record<SupportTier, number>> = {
  'direct-plus': 4,
  standard: 24,
};

/**
 * Support's business hours: the weekday hours the shop publishes for its support team (the
 * Contact page's "Mon-Fri 9am-8pm ET"), 9:00 to 20:00 on the shop's business days (Monday to
 * Friday less the admin's holidays, business-calendar.ts) on the shop's clocks (the settings'
 * time zone, New York by default). The calendar knows days, not hours, so the hours are these.
 * Weekend phone hours do not count: a target counts business time. 24 business hours are two
 * business days and two hours.
 */
export const SUPPORT_BUSINESS_HOURS = { opensAtHour: 9, closesAtHour: 20 } as const;

const HOUR_MS = 3_600_000;
/** Far beyond any real search: the settings hold at most 60 holidays, and weekends pass. */
const MAX_SEARCH_DAYS = 3_700;

/** How far the clocks of `timeZone` are ahead of UTC at `at` (epoch ms, whole seconds). */
function zoneOffsetMs(at: number, timeZone: string): number {
  return wallClockMs(at, timeZone) - (at - (((at % 1000) + 1000) % 1000));
}

/**
 * The instant the clocks of `timeZone` read `hour`:00 on `day`. Two passes settle a daylight
 * saving change between the guess and the answer (as startOfDayIn does for midnight), whenever
 * in the day the zone changes its clocks.
 */
function instantAt(day: string, hour: number, timeZone: string): number {
  const wall = Date.parse(`${day}T00:00:00Z`) + hour * HOUR_MS;
  let at = wall;
  for (let pass = 0; pass < 2; pass += 1) at = wall - zoneOffsetMs(at, timeZone);
  return at;
}

/** When support opens and closes on `day` (epoch ms), on the clocks of `timeZone`. */
function supportHoursOn(day: string, timeZone: string): { opens: number; closes: number } {
  return {
    opens: instantAt(day, SUPPORT_BUSINESS_HOURS.opensAtHour, timeZone),
    closes: instantAt(day, SUPPORT_BUSINESS_HOURS.closesAtHour, timeZone),
  };
}

/**
 * The moment `hours` business hours after `from`: the clock runs only during support's
 * business hours (a ticket opened on a Saturday starts it on Monday at 9:00). A target that
 * ends exactly at closing time is due at closing, not the next morning.
 */
export function addSupportBusinessHours(from: Date, hours: number, calendar: ShopCalendar): Date {
  let left = Math.max(0, hours) * HOUR_MS;
  let day = dayIn(from, calendar.timeZone);
  for (let i = 0; i < MAX_SEARCH_DAYS; i += 1, day = addCalendarDays(day, 1)) {
    if (!isBusinessDay(day, calendar.holidays)) continue;
    const { opens, closes } = supportHoursOn(day, calendar.timeZone);
    const start = Math.max(opens, from.getTime());
    if (start >= closes) continue;
    if (start + left <= closes) return new Date(start + left);
    left -= closes - start;
  }
  throw new RangeError('No business hours in the shop calendar');
}

/** The business minutes (support's hours, SUPPORT_BUSINESS_HOURS) from `from` to `to`. */
export function supportBusinessMinutesBetween(
  from: Date,
  to: Date,
  calendar: ShopCalendar,
): number {
  if (to.getTime() <= from.getTime()) return 0;
  const first = dayIn(from, calendar.timeZone);
  const days = Math.min(calendarDaysBetween(first, dayIn(to, calendar.timeZone)), MAX_SEARCH_DAYS);
  let ms = 0;
  for (let i = 0, day = first; i <= days; i += 1, day = addCalendarDays(day, 1)) {
    if (!isBusinessDay(day, calendar.holidays)) continue;
    const { opens, closes } = supportHoursOn(day, calendar.timeZone);
    ms += Math.max(0, Math.min(closes, to.getTime()) - Math.max(opens, from.getTime()));
  }
  return ms / 60_000;
}

/**
 * What the customer is promised for the first reply, before the due time the page adds in its
 * reader's clock: "Priority support: we aim to reply within 4 business hours".
 */
export function firstReplyPromise(tier: SupportTier): string {
  const hours = FIRST_REPLY_TARGET_HOURS[tier];
  return tier === 'direct-plus'
    ? `Priority support: we aim to reply within ${hours} business hours`
    : `We aim to reply within ${hours} business hours`;
}

/** A reply time as the dashboard writes it: "2 h 10 min", "45 min", "3 h" (whole minutes). */
export function formatReplyDuration(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

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
 * customer's): the contact form or the chat's first question. Rate limited per client address
 * (generous: many guests may share one) and per sender (the email, and the account).
 */
export const createTicketSchema = z.discriminatedUnion('source', [
  z.extend(contactFormSchema, { source: z.literal('contact') }),
  z.extend(chatStartSchema, { source: z.literal('chat') }),
]);
export type CreateTicketInput = z.input<typeof createTicketSchema>;

// ---- The guest's access code ------------------------------------------------------------------

/**
 * Ticket numbers are sequential and an email is easy to know, so a guest's ticket also has a
 * random access code, given once when the ticket is opened (the Contact Us thank-you panel, the
 * chat) and carried by the link a real deployment would mail. 12 characters of Crockford's
 * base32 (no I, L, O or U) = 60 bits: shown as 7KQ2-M9XA-4TPH, read back in any case, with or
 * without the hyphens, O taken for 0 and I or L for 1 (as a person copies it).
 */
export const TICKET_ACCESS_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const TICKET_ACCESS_CODE_LENGTH = 12;
export const TICKET_ACCESS_CODE_MESSAGE =
  'Access codes have 12 letters and digits, like 7KQ2-M9XA-4TPH';

/** A typed code as it is compared: upper case, no spaces or hyphens, O -> 0, I and L -> 1. */
export function normalizeTicketAccessCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

/** 7KQ2M9XA4TPH -> 7KQ2-M9XA-4TPH (groups of four are easy to read out and copy). */
export const formatTicketAccessCode = (code: string): string =>
  normalizeTicketAccessCode(code).replace(/(.{4})(?=.)/g, '$1-');

const ACCESS_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{12}$/;
export const isTicketAccessCode = (code: string): boolean =>
  ACCESS_CODE_PATTERN.test(normalizeTicketAccessCode(code));

export const ticketAccessCodeSchema = z.pipe(
  z.pipe(
    z
      .string({ error: TICKET_ACCESS_CODE_MESSAGE })
      .check(z.trim(), z.maxLength(40, TICKET_ACCESS_CODE_MESSAGE)),
    z.transform(normalizeTicketAccessCode),
  ),
  z.string().check(z.regex(ACCESS_CODE_PATTERN, TICKET_ACCESS_CODE_MESSAGE)),
);

/** Where a guest reads a ticket: /support/ticket. */
export const TICKET_LOOKUP_PATH = '/support/ticket';
/**
 * The link that opens a guest's ticket with its number and code filled in (the guest adds the
 * email): the code rides in the fragment, which the browser never sends to a server or in a
 * Referer. The thank-you panel and the chat show it; mails never carry it (the outbox keeps
 * their bodies), only the number (docs/decisions/guest-ticket-access-codes.md).
 */
export const ticketLookupLink = (ticketNumber: string, code: string): string =>
  `${TICKET_LOOKUP_PATH}?number=${encodeURIComponent(ticketNumber)}#code=${encodeURIComponent(
    formatTicketAccessCode(code),
  )}`;

/**
 * Its answer (201). `accessKey` is the ticket's access code (7KQ2-M9XA-4TPH), shown once: the
 * guest keeps it to read the ticket at /support/ticket, and the chat widget sends it as header
 * X-Ticket-Key with its next messages; a signed-in owner needs none.
 */
export const ticketCreatedSchema = z.object({
  ticketNumber: z.string(),
  status: z.enum(ticketStatuses),
  createdAt: z.string(),
  accessKey: z.string(),
  /** The tier the service gave the ticket (absent in an older service's answer: standard). */
  tier: z._default(z.enum(supportTiers), 'standard'),
  /** When the first reply is due (ISO); null from an older service. */
  firstReplyDueAt: nullishToNull(z.string()),
});
export type TicketCreated = z.infer<typeof ticketCreatedSchema>;
export const TICKET_KEY_HEADER = 'X-Ticket-Key';

export const ticketMessageSchema = z.object({
  id: z.string(),
  message: z.string(),
  isStaff: z.boolean(),
  /** The customer's name, or SUPPORT_AUTHOR_NAME for staff (never a staff member's account). */
  authorName: z.string(),
  createdAt: z.string(),
});
export type TicketMessage = z.infer<typeof ticketMessageSchema>;

/** How staff answers are signed to the customer: the shop, never a staff member's account. */
export const SUPPORT_AUTHOR_NAME = 'Brew Haven Support';

/** A ticket as its customer reads it (signed in, or a guest by number, email and code). */
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
  /**
   * Whether the customer waits for an answer by email: always for the contact form; for a chat,
   * once the visitor asks for one (ending the chat without asking closes the ticket). Absent in
   * an older service's answer: read as asked.
   */
  replyRequested: z._default(z.boolean(), true),
  /** When the visitor ended the chat (chat tickets), else null. */
  chatEndedAt: nullishToNull(z.string()),
  /** Decided by the service when the ticket was opened; tickets from before tiers: standard. */
  tier: z._default(z.enum(supportTiers), 'standard'),
  /**
   * When the first reply is due: FIRST_REPLY_TARGET_HOURS[tier] business hours after the ticket
   * was opened (ISO). Null only in an older service's answer.
   */
  firstReplyDueAt: nullishToNull(z.string()),
  /** When staff first replied (ISO), recorded once; null while nobody has. */
  firstRepliedAt: nullishToNull(z.string()),
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
 * POST /api/support/tickets/lookup (anyone): a guest reads their ticket by its number, the email
 * it was sent from and its access code. Any wrong part answers the same 404. Failed lookups are
 * counted per client address and ticket, so a guesser elsewhere never locks the guest out.
 */
export const ticketLookupSchema = z.strictObject({
  ticketNumber: ticketNumberSchema,
  email: email('Please enter a valid email address'),
  code: ticketAccessCodeSchema,
});
export type TicketLookupInput = z.input<typeof ticketLookupSchema>;
export const TICKET_NOT_FOUND_MESSAGE = "We couldn't find a ticket with those details.";
/** The 429 of a busy client address (new tickets, messages and chat ends from it). */
export const TOO_MANY_TICKETS_MESSAGE =
  'Too many messages from this address. Please wait a few minutes and try again.';
/** The 429 of one sender (an email, or a signed-in account) opening many new tickets. */
export const TOO_MANY_TICKETS_PER_SENDER_MESSAGE =
  'You have started many conversations in the last few minutes. Please wait a few minutes, or add to one you already have.';
/** The guest lookup's 429 (failed lookups from one address for one ticket). */
export const TOO_MANY_TICKET_LOOKUPS_MESSAGE =
  'Too many ticket lookups. Please wait a few minutes and try again.';

// ---- Ending a chat -----------------------------------------------------------------------------

/**
 * POST /api/support/tickets/{number}/end-chat (the owner's session or X-Ticket-Key; chat tickets
 * only): the visitor ends the chat. `replyByEmail: false` closes the ticket (a casual question
 * answered by the chat needs nobody's time); `true` keeps it open for the team, who answer by
 * email. Ending twice answers the ticket as it is.
 */
export const endChatSchema = z.strictObject({
  replyByEmail: z.boolean({ error: 'Say whether you want a reply by email (true or false)' }),
});
export type EndChatInput = z.input<typeof endChatSchema>;
export const NOT_A_CHAT_MESSAGE = 'Only a chat can be ended';
/** Its answer: where the ticket stands now. */
export const chatEndedSchema = z.object({
  ticketNumber: z.string(),
  status: z.enum(ticketStatuses),
  replyRequested: z.boolean(),
  chatEndedAt: z.string(),
});
export type ChatEnded = z.infer<typeof chatEndedSchema>;

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
 * GET /api/employee/tickets?status=&source=&tier=&q=&page= : the portal's Open / In Progress /
 * Resolved / Closed filter ('all' too; each status alone, as the counters count them), where
 * tickets came from (the contact form or the chat) and their tier. `q` matches the number,
 * subject, name or email. The queue lists open and in-progress Direct+ tickets first (across
 * pages), then every other ticket, each group newest first.
 * GET /api/employee/tickets/{number} answers a StaffTicket.
 * POST /api/employee/tickets/{number}/messages (ticketReplySchema; 'support:respond'): the staff
 * answer; an open ticket becomes in-progress. Refused (409) on a resolved or closed ticket.
 * PUT /api/employee/tickets/{number}/status (ticketStatusChangeSchema; 'support:respond').
 */
export const staffTicketFilters = ['all', 'open', 'in-progress', 'resolved', 'closed'] as const;
export const staffTicketSourceFilters = ['all', ...ticketSources] as const;
export const staffTicketTierFilters = ['all', ...supportTiers] as const;
export const staffTicketQuerySchema = z.strictObject({
  status: z._default(z.enum(staffTicketFilters, { error: 'Unknown ticket filter' }), 'all'),
  source: z._default(
    z.enum(staffTicketSourceFilters, { error: 'Source must be all, contact or chat' }),
    'all',
  ),
  tier: z._default(
    z.enum(staffTicketTierFilters, { error: 'Tier must be all, standard or direct-plus' }),
    'all',
  ),
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

// ---- First replies on the admin dashboard --------------------------------------------------

/** The dashboard's window: tickets whose first reply came in the last 30 days. */
export const FIRST_REPLY_STATS_DAYS = 30;

const tierReplyStatsSchema = z.object({
  /** Tickets of the tier first answered in the window. */
  tickets: z.number().check(z.int(), z.nonnegative()),
  /** Their median time to that answer in business minutes (support's hours); null with none. */
  medianMinutes: z.nullable(z.number().check(z.nonnegative())),
});
export type TierReplyStats = z.infer<typeof tierReplyStatsSchema>;

/**
 * The median first reply by tier, computed by the staff service over tickets whose first staff
 * reply came in the last FIRST_REPLY_STATS_DAYS days. Counted in business time, the clock the
 * targets run on: a ticket opened on Friday evening and answered on Monday at 9:30 took 30 min.
 */
export const firstReplyStatsSchema = z.object({
  since: z.string(),
  days: z.number().check(z.int(), z.positive()),
  byTier: z.object({ 'direct-plus': tierReplyStatsSchema, standard: tierReplyStatsSchema }),
});
export type FirstReplyStats = z.infer<typeof firstReplyStatsSchema>;

/**
 * GET /api/admin/dashboard as the staff service answers it: the dashboard's figures plus
 * `supportReplies` (null from an older service, or when they could not be had).
 */
export const adminDashboardWithSupportSchema = z.extend(adminDashboardSchema, {
  supportReplies: nullishToNull(firstReplyStatsSchema),
});
export type AdminDashboardWithSupport = z.infer<typeof adminDashboardWithSupportSchema>;

/**
 * The dashboard's line: "Median first reply: Direct+ 2 h 10 min (14 tickets) · Standard 9 h 5 min
 * (31 tickets)", a tier without any "no replies yet", and "No replies yet" when neither has.
 */
export function firstReplyStatsLine(stats: FirstReplyStats): string {
  const tiers = (['direct-plus', 'standard'] as const).map((tier) => {
    const { tickets, medianMinutes } = stats.byTier[tier];
    const label = SUPPORT_TIER_LABELS[tier];
    if (tickets === 0 || medianMinutes === null) return `${label} no replies yet`;
    return `${label} ${formatReplyDuration(medianMinutes)} (${tickets} ${tickets === 1 ? 'ticket' : 'tickets'})`;
  });
  const none = (['direct-plus', 'standard'] as const).every((t) => stats.byTier[t].tickets === 0);
  return `Median first reply: ${none ? 'No replies yet' : tiers.join(' · ')}`;
}
