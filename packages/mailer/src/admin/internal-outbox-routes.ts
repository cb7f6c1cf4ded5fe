import { Router, type RequestHandler } from 'express';
import type { Connection } from 'mongoose';
import { createMailer, type Mailer } from '../mailer';
import { outboxAdminRouter, type OutboxAdmin } from './outbox-admin-router';

/** Where every sending service serves its outbox to the staff service (internal token only). */
export const INTERNAL_OUTBOX_PATH = '/internal/mail-outbox';

/**
 * The admin's view of one service's outbox (issue 27), read by the staff service's
 * /api/admin/mail-outbox: GET `${INTERNAL_OUTBOX_PATH}?status=&limit=&before=` and
 * POST `${INTERNAL_OUTBOX_PATH}/:id/resend`, behind the service's internal-token check (the
 * gateway never proxies /internal).
 */
export function internalOutboxRoutes(outbox: OutboxAdmin, requireInternal: RequestHandler): Router {
  const router = Router();
  router.use(INTERNAL_OUTBOX_PATH, requireInternal, outboxAdminRouter(outbox));
  return router;
}

/**
 * A mailer over the service's outbox that is never started: it only reads and puts mail back in
 * line, so the admin's view answers whether or not this process sends (no SMTP_URL), and the
 * running mailer, if any, sends what a resend puts back.
 */
export function outboxReader(
  connection: Connection,
  mail: { smtpUrl?: string | undefined; from: string },
): Mailer {
  return createMailer({
    connection,
    sources: [],
    // Never dialled: this mailer sends nothing.
    smtpUrl: mail.smtpUrl ?? 'smtp://127.0.0.1:1025',
    from: mail.from,
  });
}
