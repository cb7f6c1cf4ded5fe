import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  addSupportBusinessHours,
  contactTopicLabels,
  FIRST_REPLY_STATS_DAYS,
  FIRST_REPLY_TARGET_HOURS,
  type FirstReplyStats,
  type ShopCalendar,
  type SupportTier,
  formatTicketAccessCode,
  formatTicketNumber,
  normalizeTicketAccessCode,
  NOT_A_CHAT_MESSAGE,
  SUPPORT_AUTHOR_NAME,
  TICKET_ACCESS_CODE_ALPHABET,
  TICKET_ACCESS_CODE_LENGTH,
  type ChatEnded,
  type pageOf,
  TICKET_NOT_FOUND_MESSAGE,
  TICKET_RESOLVED_MESSAGE,
  type CreateTicketInput,
  type StaffActor,
  type StaffTicket,
  type StaffTicketSummary,
  type Ticket,
  type TicketCreated,
  type TicketMessage,
  type TicketStatus,
  type TicketSummary,
  type createTicketSchema,
  type endChatSchema,
  type staffTicketQuerySchema,
  type staffTicketSummarySchema,
  type ticketLookupSchema,
  type ticketReplySchema,
} from '@coffee/contracts';
import { AppError, type AttemptThrottle, type Clock } from '@coffee/service-defaults';
import type { z } from 'zod';
import type { AuditLog } from './audit';
import { firstReplyStatsOf, replyTimesOf, type ReplyTimes } from './first-replies';
import { InvalidMailError } from '../mail/outbox';
import type { MailTicket, SupportMails } from '../mail/support-mails';
import type {
  SupportMembers,
  SupportRepository,
  TicketMessageRecord,
  TicketRecord,
} from './support-types';

/** Staff answers are signed by the shop, never by a staff member's account. */
export const STAFF_AUTHOR_NAME = SUPPORT_AUTHOR_NAME;
const SUBJECT_LENGTH = 80;

export interface SupportLimits {
  /** New tickets per window from one client address (shared by everyone behind a NAT). */
  ticketsPerAddress: number;
  /** New tickets per window from one sender: their email and, signed in, their account. */
  ticketsPerSender: number;
  messagesPerAddress: number;
  /** Failed guest lookups from one address for one ticket, per window. */
  lookupsPerAddressAndTicket: number;
}

/** Who calls a public support route: a session when there is one, a ticket key when sent. */
export interface SupportCaller {
  userId: string | null;
  accessKey: string | null;
  /** The throttle's key for the client's address (clientKeyOf). */
  clientKey: string;
  /** The request's id, passed on when the account service is asked. */
  requestId?: string;
}

const notFound = () => new AppError(404, TICKET_NOT_FOUND_MESSAGE, 'TICKET_NOT_FOUND');
const sha256 = (value: string) => createHash('sha256').update(value).digest();

/** The start of a text for a subject line: whitespace collapsed, cut at a word, an ellipsis. */
export function firstWords(text: string, max = SUBJECT_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** "TKT-1001" -> 1001 (the number schema already checked the form). */
export const ticketNumberOf = (ticketNumber: string) => Number(ticketNumber.slice(4));

/** A new access code: 12 characters of Crockford's base32 from 60 random bits. */
export function newAccessCode(): string {
  const bytes = randomBytes(TICKET_ACCESS_CODE_LENGTH);
  let code = '';
  // 256 is a multiple of 32: each byte's low five bits are uniform.
  for (const byte of bytes) code += TICKET_ACCESS_CODE_ALPHABET[byte & 31];
  return code;
}

const accessHash = (code: string) => sha256(normalizeTicketAccessCode(code)).toString('hex');

/** Whether `typed` is the ticket's email, timing-safe, with the same work when there is none. */
function emailMatches(ticket: TicketRecord | null, typed: string): boolean {
  const known = ticket?.email ?? '';
  const equal = timingSafeEqual(sha256(known.toLowerCase()), sha256(typed.trim().toLowerCase()));
  return known !== '' && equal;
}

const storedHash = (ticket: TicketRecord | null) =>
  ticket?.accessKeyHash && /^[0-9a-f]{64}$/.test(ticket.accessKeyHash)
    ? Buffer.from(ticket.accessKeyHash, 'hex')
    : null;

/**
 * Whether `key` is the ticket's access code (typed in any case, with or without hyphens), or
 * for a chat opened before codes, the key it was given then (compared as sent). Timing-safe.
 */
function keyMatches(ticket: TicketRecord | null, key: string | null): boolean {
  const stored = storedHash(ticket);
  const asCode = timingSafeEqual(sha256(normalizeTicketAccessCode(key ?? '')), stored ?? ZERO);
  const asSent = timingSafeEqual(sha256(key ?? ''), stored ?? ZERO);
  return stored !== null && key !== null && key !== '' && (asCode || asSent);
}
const ZERO = Buffer.alloc(32);

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toMessage(m: TicketMessageRecord): TicketMessage {
  return {
    id: m.id,
    message: m.message,
    isStaff: m.isStaff,
    authorName: m.isStaff ? STAFF_AUTHOR_NAME : m.authorName,
    createdAt: m.createdAt.toISOString(),
  };
}

function toTicketBase(t: TicketRecord, times: ReplyTimes) {
  return {
    ticketNumber: formatTicketNumber(t.number),
    subject: t.subject,
    topic: t.topic,
    orderNumber: t.orderNumber,
    source: t.source,
    status: t.status,
    priority: t.priority,
    name: t.name,
    email: t.email,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
    closedAt: iso(t.closedAt),
    replyRequested: t.replyRequested,
    chatEndedAt: iso(t.chatEndedAt),
    tier: t.tier,
    ...times,
  };
}

type Calendar = ShopCalendar | null;

function toTicket(t: TicketRecord, messages: TicketMessageRecord[], calendar: Calendar): Ticket {
  return {
    ...toTicketBase(t, replyTimesOf(t, messages, calendar)),
    messages: messages.map(toMessage),
  };
}

function toSummary(
  t: TicketRecord,
  messages: TicketMessageRecord[],
  calendar: Calendar,
): TicketSummary {
  return {
    ...toTicketBase(t, replyTimesOf(t, messages, calendar)),
    messageCount: messages.length,
    answered: messages[messages.length - 1]?.isStaff ?? false,
  };
}

function toStaffTicket(
  t: TicketRecord,
  messages: TicketMessageRecord[],
  calendar: Calendar,
): StaffTicket {
  return {
    ...toTicketBase(t, replyTimesOf(t, messages, calendar)),
    userId: t.userId,
    department: t.department,
    assignedTo: t.assignedTo,
    messages: messages.map((m) => ({ ...toMessage(m), staffName: m.staffName })),
  };
}

function groupByTicket(messages: TicketMessageRecord[]) {
  const byTicket = new Map<string, TicketMessageRecord[]>();
  for (const m of messages) {
    const list = byTicket.get(m.ticketId) ?? [];
    list.push(m);
    byTicket.set(m.ticketId, list);
  }
  return (id: string) => byTicket.get(id) ?? [];
}

/** Each staff filter is one status, as the counters count them ('all': every ticket). */
const filterStatuses: Record<string, TicketStatus[] | null> = {
  all: null,
  open: ['open'],
  'in-progress': ['in-progress'],
  resolved: ['resolved'],
  closed: ['closed'],
};

export function createSupportService(deps: {
  tickets: SupportRepository;
  /** Every create and message counts (success or not): abuse is volume, not guessing. */
  postThrottle: AttemptThrottle;
  /** New tickets per sender (email, account), with its own words: it is about the person. */
  senderThrottle: AttemptThrottle;
  /**
   * Failed guest lookups count per address and ticket: a found ticket withdraws its attempt, and
   * a guesser elsewhere (or at another ticket) never blocks the guest.
   */
  lookupThrottle: AttemptThrottle;
  limits: SupportLimits;
  clock: Clock;
  audit: AuditLog;
  /** The support mails, recorded in the same write as the ticket or reply that causes them. */
  mails: SupportMails;
  /** Whether a customer is an active Direct+ member (the account service decides). */
  members: SupportMembers;
  /** The shop's business calendar (the settings' time zone and holidays). */
  calendar: () => Promise<ShopCalendar>;
}) {
  const { tickets, postThrottle, senderThrottle, lookupThrottle, limits, clock, audit, mails } =
    deps;

  /** The calendar, read only when a ticket from before due times needs it. */
  const calendarFor = async (records: readonly TicketRecord[]): Promise<Calendar> =>
    records.some((t) => t.firstReplyDueAt === null) ? deps.calendar() : null;

  /**
   * The tier is the server's alone: a signed-in customer who is an active Direct+ member now
   * (the account service's isDirectPlus, which checks the expiry) gets priority; a guest, or
   * anyone the account service cannot vouch for at this moment, is standard.
   */
  async function tierOf(caller: SupportCaller): Promise<SupportTier> {
    if (!caller.userId) return 'standard';
    return (await deps.members.isMember(caller.userId, caller.requestId))
      ? 'direct-plus'
      : 'standard';
  }

  const mailTicket = (t: Omit<MailTicket, 'id' | 'number'>, id: string, number: number) => ({
    ...t,
    id,
    number,
  });

  /** An address the contracts let through but no mail server would take: a 400, nothing stored. */
  async function refusingBadAddress<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (err instanceof InvalidMailError)
        throw new AppError(400, 'Please enter a valid email address', 'INVALID_EMAIL');
      throw err;
    }
  }

  /**
   * A new ticket counts for its sender (email and account) and for its address. The sender is
   * counted first: a refused sender never uses up the address that others share; a refused
   * address gives the sender's attempt back.
   */
  async function countNewTicket(email: string, caller: SupportCaller) {
    const max = limits.ticketsPerSender;
    const sender = await senderThrottle.begin(
      [
        { key: `ticket-email:${email}`, maxFailures: max },
        ...(caller.userId ? [{ key: `ticket-user:${caller.userId}`, maxFailures: max }] : []),
      ],
      clock.now(),
    );
    try {
      await postThrottle.begin(
        [{ key: `ticket:${caller.clientKey}`, maxFailures: limits.ticketsPerAddress }],
        clock.now(),
      );
    } catch (error) {
      await sender.withdraw();
      throw error;
    }
  }

  async function withMessages(ticket: TicketRecord) {
    return { ticket, messages: await tickets.messagesOf([ticket.id]) };
  }

  async function staffTicketByNumber(ticketNumber: string) {
    const ticket = await tickets.findByNumber(ticketNumberOf(ticketNumber));
    if (!ticket) throw notFound();
    return ticket;
  }

  return {
    async create(
      input: z.output<typeof createTicketSchema>,
      caller: SupportCaller,
    ): Promise<TicketCreated> {
      await countNewTicket(input.email.toLowerCase(), caller);
      const accessCode = newAccessCode();
      const text = input.source === 'contact' ? input.message : input.question;
      const subject =
        input.source === 'contact'
          ? firstWords(`${contactTopicLabels[input.topic]}: ${text}`)
          : firstWords(`Chat: ${text}`);
      const email = input.email.toLowerCase();
      const [tier, calendar] = await Promise.all([tierOf(caller), deps.calendar()]);
      const firstReplyDueAt = addSupportBusinessHours(
        clock.now(),
        FIRST_REPLY_TARGET_HOURS[tier],
        calendar,
      );
      const ticket = await refusingBadAddress(() =>
        tickets.create(
          {
            userId: caller.userId,
            subject,
            description: text,
            status: 'open',
            priority: 'medium',
            department: null,
            assignedTo: null,
            source: input.source,
            topic: input.source === 'contact' ? input.topic : null,
            orderNumber: input.source === 'contact' ? (input.orderId ?? null) : null,
            name: input.name,
            email,
            accessKeyHash: accessHash(accessCode),
            // A contact message always waits for our answer; a chat question may be answered by
            // the chat itself, until the visitor asks for a reply by email.
            replyRequested: input.source === 'contact',
            tier,
            firstReplyDueAt,
          },
          {
            userId: caller.userId,
            message: text,
            isStaff: false,
            authorName: input.name,
            staffName: null,
          },
          // A contact message is answered by email: say it arrived, and how to read the answer.
          // A chat says so when the visitor asks for a reply by email (endChat).
          input.source === 'contact'
            ? ({ id, number }) =>
                mails.received(
                  mailTicket(
                    { subject, name: input.name, email, userId: caller.userId },
                    id,
                    number,
                  ),
                )
            : undefined,
        ),
      );
      return {
        ticketNumber: formatTicketNumber(ticket.number),
        status: ticket.status,
        createdAt: ticket.createdAt.toISOString(),
        accessKey: formatTicketAccessCode(accessCode),
        tier: ticket.tier,
        firstReplyDueAt: firstReplyDueAt.toISOString(),
      };
    },

    /** The customer's follow-up: the owner signed in, or whoever holds the ticket's key. */
    async addCustomerMessage(
      ticketNumber: string,
      input: z.output<typeof ticketReplySchema>,
      caller: SupportCaller,
    ): Promise<TicketMessage> {
      await postThrottle.begin(
        [{ key: `message:${caller.clientKey}`, maxFailures: limits.messagesPerAddress }],
        clock.now(),
      );
      const ticket = await tickets.findByNumber(ticketNumberOf(ticketNumber));
      const owner = ticket !== null && caller.userId !== null && ticket.userId === caller.userId;
      if (!ticket || !(owner || keyMatches(ticket, caller.accessKey))) throw notFound();
      const message = await tickets.addMessage(ticket.id, {
        userId: owner ? caller.userId : null,
        message: input.message,
        isStaff: false,
        authorName: ticket.name,
        staffName: null,
      });
      // The customer writing again reopens a ticket staff had resolved: it needs an answer.
      if (ticket.status === 'resolved' || ticket.status === 'closed') {
        await tickets.setStatus(ticket.id, 'open', null);
      } else {
        await tickets.touch(ticket.id);
      }
      return toMessage(message);
    },

    async listMine(userId: string): Promise<TicketSummary[]> {
      const mine = await tickets.listByUser(userId);
      const messagesOf = groupByTicket(await tickets.messagesOf(mine.map((t) => t.id)));
      const calendar = await calendarFor(mine);
      return mine.map((t) => toSummary(t, messagesOf(t.id), calendar));
    },

    /** Someone else's ticket (or a guest's) is the same 404 as one that does not exist. */
    async getMine(userId: string, ticketNumber: string): Promise<Ticket> {
      const ticket = await tickets.findByNumber(ticketNumberOf(ticketNumber));
      if (!ticket || ticket.userId !== userId) throw notFound();
      const { messages } = await withMessages(ticket);
      return toTicket(ticket, messages, await calendarFor([ticket]));
    },

    async lookup(input: z.output<typeof ticketLookupSchema>, clientKey: string): Promise<Ticket> {
      const attempt = await lookupThrottle.begin(
        [
          {
            key: `lookup:${clientKey}|${input.ticketNumber}`,
            maxFailures: limits.lookupsPerAddressAndTicket,
          },
        ],
        clock.now(),
      );
      const ticket = await tickets.findByNumber(ticketNumberOf(input.ticketNumber));
      // Both checked whatever the first says: the same work for every wrong part.
      const emailRight = emailMatches(ticket, input.email);
      const codeRight = keyMatches(ticket, input.code);
      if (!ticket || !emailRight || !codeRight) throw notFound();
      await attempt.withdraw();
      const { messages } = await withMessages(ticket);
      return toTicket(ticket, messages, await calendarFor([ticket]));
    },

    /**
     * The visitor ends a chat. Without a reply asked for, the ticket closes by itself: the chat's
     * answers were enough and nobody on the team needs to pick it up. With one, it stays for the
     * team. The owner or the code's holder only (anyone else: the same 404).
     */
    async endChat(
      ticketNumber: string,
      input: z.output<typeof endChatSchema>,
      caller: SupportCaller,
    ): Promise<ChatEnded> {
      await postThrottle.begin(
        [{ key: `message:${caller.clientKey}`, maxFailures: limits.messagesPerAddress }],
        clock.now(),
      );
      const ticket = await tickets.findByNumber(ticketNumberOf(ticketNumber));
      const owner = ticket !== null && caller.userId !== null && ticket.userId === caller.userId;
      if (!ticket || !(owner || keyMatches(ticket, caller.accessKey))) throw notFound();
      if (ticket.source !== 'chat') throw new AppError(409, NOT_A_CHAT_MESSAGE, 'NOT_A_CHAT');
      const stillOpen = ticket.status === 'open' || ticket.status === 'in-progress';
      // Asking for a reply by email makes the chat a ticket answered by mail: it says so once
      // (the same key as a contact ticket's).
      const received = input.replyByEmail ? mails.received(ticket) : null;
      let ended =
        (await tickets.endChat(
          ticket.id,
          {
            at: clock.now(),
            replyRequested: input.replyByEmail,
            close: !input.replyByEmail && stillOpen,
          },
          received,
        )) ?? ticket;
      // A reply asked for on a ticket staff had already closed: it needs someone again.
      if (ended !== ticket && input.replyByEmail && !stillOpen) {
        ended = await tickets.setStatus(ticket.id, 'open', null);
      }
      return {
        ticketNumber: formatTicketNumber(ended.number),
        status: ended.status,
        replyRequested: ended.replyRequested,
        chatEndedAt: (ended.chatEndedAt ?? clock.now()).toISOString(),
      };
    },

    // ---- staff ----

    async staffPage(query: z.output<typeof staffTicketQuerySchema>) {
      const { items, total } = await tickets.page({
        statuses: filterStatuses[query.status] ?? null,
        source: query.source === 'all' ? null : query.source,
        tier: query.tier === 'all' ? null : query.tier,
        q: query.q || undefined,
        page: query.page,
        pageSize: query.pageSize,
      });
      const messagesOf = groupByTicket(await tickets.messagesOf(items.map((t) => t.id)));
      const calendar = await calendarFor(items);
      const page: z.infer<ReturnType<typeof pageOf<typeof staffTicketSummarySchema>>> = {
        items: items.map((t): StaffTicketSummary => ({
          ...toSummary(t, messagesOf(t.id), calendar),
          userId: t.userId,
          assignedTo: t.assignedTo,
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
      return page;
    },

    async staffGet(ticketNumber: string): Promise<StaffTicket> {
      const { ticket, messages } = await withMessages(await staffTicketByNumber(ticketNumber));
      return toStaffTicket(ticket, messages, await calendarFor([ticket]));
    },

    /** A staff answer: an open ticket becomes in progress; a resolved or closed one refuses. */
    async staffReply(
      ticketNumber: string,
      input: z.output<typeof ticketReplySchema>,
      actor: StaffActor,
    ) {
      const ticket = await staffTicketByNumber(ticketNumber);
      if (ticket.status === 'resolved' || ticket.status === 'closed') {
        throw new AppError(409, TICKET_RESOLVED_MESSAGE, 'TICKET_RESOLVED');
      }
      // The answer and its mail are one insert. A live chat is answered in the chat: mailed only
      // once the visitor asked for replies by email (a contact ticket always).
      const message = await tickets.addMessage(
        ticket.id,
        {
          userId: actor.userId,
          message: input.message,
          isStaff: true,
          authorName: STAFF_AUTHOR_NAME,
          staffName: actor.name,
        },
        ticket.replyRequested && ticket.email
          ? ({ id }) => mails.reply(ticket, { id, text: input.message })
          : undefined,
      );
      if (ticket.firstRepliedAt === null) {
        // A ticket answered before first replies were kept starts from its earliest answer.
        const thread = await tickets.messagesOf([ticket.id]);
        const first = thread.find((m) => m.isStaff)?.createdAt ?? message.createdAt;
        await tickets.recordFirstReply(ticket.id, first);
      }
      if (ticket.status === 'open') await tickets.setStatus(ticket.id, 'in-progress', null);
      else await tickets.touch(ticket.id);
      await audit.append(
        actor,
        'ticket.reply',
        {
          kind: 'ticket',
          id: formatTicketNumber(ticket.number),
          label: ticket.subject,
        },
        `answered: ${firstWords(input.message, 120)}`,
      );
      return { ...toMessage(message), staffName: message.staffName };
    },

    async staffSetStatus(ticketNumber: string, status: TicketStatus, actor: StaffActor) {
      const ticket = await staffTicketByNumber(ticketNumber);
      const done = status === 'resolved' || status === 'closed';
      const updated = await tickets.setStatus(
        ticket.id,
        status,
        done ? (ticket.closedAt ?? clock.now()) : null,
      );
      await audit.append(
        actor,
        'ticket.status',
        { kind: 'ticket', id: formatTicketNumber(ticket.number), label: ticket.subject },
        `${ticket.status} -> ${status}`,
      );
      const { messages } = await withMessages(updated);
      return toStaffTicket(updated, messages, await calendarFor([updated]));
    },

    /**
     * The admin dashboard's median first reply by tier: tickets first answered in the last
     * FIRST_REPLY_STATS_DAYS days, timed in business hours (the clock the targets run on).
     */
    async firstReplyStats(): Promise<FirstReplyStats> {
      const now = clock.now();
      const since = new Date(now.getTime() - FIRST_REPLY_STATS_DAYS * 86_400_000);
      const [replies, calendar] = await Promise.all([tickets.firstReplies(since), deps.calendar()]);
      return firstReplyStatsOf(replies, calendar, since);
    },
  };
}
export type SupportService = ReturnType<typeof createSupportService>;
export type { CreateTicketInput };
