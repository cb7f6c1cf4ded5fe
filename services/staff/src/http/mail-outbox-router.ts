import { outboxAdminRouter, type OutboxAdmin } from '@coffee/mailer/admin';
import { Router, type RequestHandler } from 'express';

/**
 * This service's outbox on its internal routes, as every sending service has it:
 * GET /internal/mail-outbox and POST /internal/mail-outbox/:id/resend, internal token only.
 * (The admin portal reads it in process; the route is for tools and for symmetry.)
 */
export function mailOutboxRouter(outbox: OutboxAdmin, requireInternal: RequestHandler): Router {
  const router = Router();
  router.use('/internal/mail-outbox', requireInternal, outboxAdminRouter(outbox));
  return router;
}
