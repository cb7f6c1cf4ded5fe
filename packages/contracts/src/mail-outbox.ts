import { z } from 'zod/mini';
import { wholeNumberParam } from './catalog';

// ---- The mail outbox in the admin portal (issue 27) -----------------------------------------
//
// Four services send mail, each from its own outbox (@coffee/mailer's `mail_outbox`), each
// answering GET /internal/mail-outbox and POST /internal/mail-outbox/:id/resend. The staff
// service reads them all for the admin: GET /api/admin/mail-outbox and
// POST /api/admin/mail-outbox/:service/:id/resend (admins only).

/** The services that send mail, in the order the admin sees them. */
export const MAIL_SERVICES = ['account', 'cart-checkout', 'membership', 'staff'] as const;
export type MailService = (typeof MAIL_SERVICES)[number];
export const MAIL_SERVICE_LABELS: Readonly<Record<MailService, string>> = {
  account: 'Account',
  'cart-checkout': 'Orders',
  membership: 'Direct+',
  staff: 'Support',
};

/** A mail's state: waiting (to be sent, maybe after a retry), sending, sent, parked (failed). */
export const MAIL_STATUSES = ['waiting', 'sending', 'sent', 'parked'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];
export const MAIL_STATUS_LABELS: Readonly<Record<MailStatus, string>> = {
  waiting: 'Waiting',
  sending: 'Sending',
  sent: 'Sent',
  parked: 'Failed (parked)',
};
/** The statuses from which an admin may send a mail again. */
export const RESENDABLE_MAIL_STATUSES: readonly MailStatus[] = ['sent', 'parked'];

export const MAIL_SERVICE_MESSAGE = `Service must be one of ${MAIL_SERVICES.join(', ')}`;
export const MAIL_STATUS_MESSAGE = `Status must be one of ${MAIL_STATUSES.join(', ')}`;
export const MAIL_CURSOR_MESSAGE = 'before must be the next value of a previous page';
export const MAIL_NOT_FOUND = 'No such mail';
export const MAIL_SERVICE_NOT_FOUND = 'No such mail service';
export const MAIL_OUTBOX_PAGE_SIZE = 25;
export const MAX_MAIL_OUTBOX_PAGE_SIZE = 100;

export const mailServiceSchema = z.enum(MAIL_SERVICES, { error: MAIL_SERVICE_MESSAGE });
export const mailStatusSchema = z.enum(MAIL_STATUSES, { error: MAIL_STATUS_MESSAGE });
const countsSchema = z.object({
  waiting: z.number(),
  sending: z.number(),
  sent: z.number(),
  parked: z.number(),
});
export type MailCounts = z.output<typeof countsSchema>;

/** One mail as an admin sees it (no bodies), as each service's outbox answers it. */
export const outboxMailSchema = z.object({
  id: z.string(),
  key: z.string(),
  messageId: z.string(),
  to: z.string(),
  toName: z.nullable(z.string()),
  subject: z.string(),
  category: z.enum(['transactional', 'marketing']),
  status: mailStatusSchema,
  attempts: z.number(),
  /** When a waiting mail is next tried (null otherwise). */
  nextAttemptAt: z.nullable(z.string()),
  lastError: z.nullable(z.string()),
  createdAt: z.string(),
  sentAt: z.nullable(z.string()),
});
export type OutboxMail = z.output<typeof outboxMailSchema>;

/** A service's GET /internal/mail-outbox?status=&limit=&before= (internal). */
export const serviceOutboxPageSchema = z.object({
  mails: z.array(outboxMailSchema),
  counts: countsSchema,
  next: z.nullable(z.string()),
});
/** A service's POST /internal/mail-outbox/:id/resend (internal). */
export const serviceOutboxResendSchema = z.object({ mail: outboxMailSchema });

/**
 * GET /api/admin/mail-outbox?service=&status=&before=&limit=: `service` narrows to one
 * service's outbox; without it the newest mails of all of them, merged. `before` is the `next`
 * of the previous page (opaque).
 */
export const mailOutboxQuerySchema = z.strictObject({
  service: z.optional(mailServiceSchema),
  status: z.optional(mailStatusSchema),
  before: z.optional(
    z.string({ error: MAIL_CURSOR_MESSAGE }).check(z.minLength(1, MAIL_CURSOR_MESSAGE)),
  ),
  limit: z._default(wholeNumberParam('limit', 1, MAX_MAIL_OUTBOX_PAGE_SIZE), MAIL_OUTBOX_PAGE_SIZE),
});
export type MailOutboxQuery = z.input<typeof mailOutboxQuerySchema>;

export const adminMailSchema = z.extend(outboxMailSchema, { service: mailServiceSchema });
export type AdminMail = z.output<typeof adminMailSchema>;

/**
 * Each asked service: its counts per status, or `available: false` with why (a service that
 * does not answer is reported, never a 5xx for the page).
 */
export const mailOutboxServiceStateSchema = z.object({
  service: mailServiceSchema,
  available: z.boolean(),
  counts: z.nullable(countsSchema),
  message: z.nullable(z.string()),
});
export type MailOutboxServiceState = z.output<typeof mailOutboxServiceStateSchema>;

export const mailOutboxPageSchema = z.object({
  /** Newest first. */
  mails: z.array(adminMailSchema),
  services: z.array(mailOutboxServiceStateSchema),
  /** The sum of the available services' counts. */
  counts: countsSchema,
  /** `before` for the next page; null on the last. */
  next: z.nullable(z.string()),
});
export type MailOutboxPage = z.output<typeof mailOutboxPageSchema>;

/** POST /api/admin/mail-outbox/:service/:id/resend: the mail, back in line (waiting). */
export const mailResendResultSchema = z.object({ mail: adminMailSchema });
export type MailResendResult = z.output<typeof mailResendResultSchema>;
