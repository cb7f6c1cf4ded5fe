import { outboxAdminRouter } from '@coffee/mailer/admin';
import { Router, type RequestHandler } from 'express';
import type { Connection } from 'mongoose';
import { createMailer } from '../mail/outbox';

/**
 * The admin's view of this service's mail outbox (issue 27), read by the staff service's
 * /api/admin/mail-outbox: GET /internal/mail-outbox?status=&limit=&before= and
 * POST /internal/mail-outbox/:id/resend, for the internal token only (the gateway never proxies
 * /internal). It only reads the outbox and puts a mail back in line, so it has its own mailer
 * that is never started: it answers whether or not this process sends (no SMTP_URL), and the
 * running mailer (if any) sends what a resend puts back.
 */
export function mailOutboxRouter(
  db: Connection,
  requireInternal: RequestHandler,
  mail: { smtpUrl?: string | undefined; from: string },
): Router {
  const outbox = createMailer({
    connection: db,
    sources: [],
    // Never used: this mailer sends nothing.
    smtpUrl: mail.smtpUrl ?? 'smtp://127.0.0.1:1025',
    from: mail.from,
  });
  const router = Router();
  router.use('/internal/mail-outbox', requireInternal, outboxAdminRouter(outbox));
  return router;
}
