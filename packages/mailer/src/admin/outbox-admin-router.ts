import { AppError, noInput, parseBody, parseParams, parseQuery } from '@coffee/service-defaults';
import { Router } from 'express';
import { z } from 'zod';
import type { Mailer } from '../mailer';
import { OUTBOX_STATUSES, type OutboxStatus, type OutboxView } from '../outbox-doc';

export const MAIL_NOT_FOUND_MESSAGE = 'No such mail';
export const MAIL_WAITING_MESSAGE = 'This mail is already waiting to be sent';
export const MAIL_SENDING_MESSAGE = 'This mail is being sent right now';

const listQuery = z.strictObject({
  status: z.enum(OUTBOX_STATUSES).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  before: z
    .string()
    .regex(/^[0-9a-f]{24}$/i, 'before must be the id of a mail')
    .optional(),
});
// Any string names a mail: one that is no id of ours is simply not found.
const idParams = z.strictObject({ id: z.string().max(64) });

/** GET `/`: one page of the outbox, newest first, and how many mails are in each status. */
export interface OutboxPage {
  mails: OutboxView[];
  counts: Record<OutboxStatus, number>;
  /** `before` for the next page; null on the last one. */
  next: string | null;
}

export type OutboxAdmin = Pick<Mailer, 'list' | 'counts' | 'get' | 'resend'>;

/**
 * The admin's view of one service's outbox, for the service to mount on an internal route behind
 * its own staff check (this router checks nobody). Errors are AppErrors, answered by the
 * service's error handler.
 *
 * - GET `/?status=&limit=&before=`: `OutboxPage`.
 * - POST `/:id/resend`: a parked or sent mail goes back in line; `{ mail }` as it is then.
 *   404 for an unknown id, 409 while it is waiting or being sent.
 */
export function outboxAdminRouter(mailer: OutboxAdmin): Router {
  const router = Router();

  router.get('/', async (req, res) => {
    const { status, limit, before } = parseQuery(listQuery, req);
    const [mails, counts] = await Promise.all([
      mailer.list({ status, limit, before }),
      mailer.counts(),
    ]);
    const page: OutboxPage = {
      mails,
      counts,
      next: mails.length === limit ? mails[mails.length - 1]!.id : null,
    };
    res.json(page);
  });

  router.post('/:id/resend', async (req, res) => {
    parseQuery(noInput, req);
    parseBody(noInput, req);
    const { id } = parseParams(idParams, req);
    // A mail can leave `sending` between the two questions: then ask once more.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      if (await mailer.resend(id)) {
        res.json({ mail: await mailer.get(id) });
        return;
      }
      const mail = await mailer.get(id);
      if (!mail) throw new AppError(404, MAIL_NOT_FOUND_MESSAGE, 'NOT_FOUND');
      if (mail.status === 'waiting') throw new AppError(409, MAIL_WAITING_MESSAGE, 'MAIL_QUEUED');
      if (mail.status === 'sending') throw new AppError(409, MAIL_SENDING_MESSAGE, 'MAIL_QUEUED');
    }
    throw new AppError(409, MAIL_SENDING_MESSAGE, 'MAIL_QUEUED');
  });

  return router;
}
