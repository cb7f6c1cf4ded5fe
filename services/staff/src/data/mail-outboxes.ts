import {
  MAIL_NOT_FOUND,
  serviceOutboxPageSchema,
  serviceOutboxResendSchema,
} from '@coffee/contracts';
import {
  INTERNAL_OUTBOX_PATH,
  MAIL_SENDING_MESSAGE,
  MAIL_WAITING_MESSAGE,
  type OutboxAdmin,
} from '@coffee/mailer/admin';
import { AppError } from '@coffee/service-defaults';
import type { ServiceOutbox } from '../domain/mail-outbox';
import type { Upstream } from '../domain/ports';
import { queryString } from '../domain/query-string';

/**
 * Another service's outbox through its GET /internal/mail-outbox and
 * POST /internal/mail-outbox/:id/resend (@coffee/mailer's outboxAdminRouter): its 404 and 409
 * are passed on, no answer is a 503 (createUpstream).
 */
export function remoteOutbox(upstream: Upstream): ServiceOutbox {
  return {
    list: (query) =>
      upstream.send(`${INTERNAL_OUTBOX_PATH}${queryString(query)}`, serviceOutboxPageSchema),
    resend: (id) =>
      upstream.send(
        `${INTERNAL_OUTBOX_PATH}/${encodeURIComponent(id)}/resend`,
        serviceOutboxResendSchema,
        { method: 'POST' },
      ),
  };
}

/** This service's own outbox (the support mails), read in process: the same answers. */
export function localOutbox(admin: OutboxAdmin): ServiceOutbox {
  return {
    async list(query) {
      const [mails, counts] = await Promise.all([admin.list(query), admin.counts()]);
      return {
        mails,
        counts,
        next: mails.length === query.limit ? mails[mails.length - 1]!.id : null,
      };
    },
    async resend(id) {
      // A mail can leave `sending` between the two questions: then ask once more.
      for (let attempt = 0; attempt < 3; attempt += 1) {
        if (await admin.resend(id)) {
          const mail = await admin.get(id);
          if (mail) return { mail };
        }
        const mail = await admin.get(id);
        if (!mail) throw new AppError(404, MAIL_NOT_FOUND, 'NOT_FOUND');
        if (mail.status === 'waiting') throw new AppError(409, MAIL_WAITING_MESSAGE, 'MAIL_QUEUED');
        if (mail.status === 'sending') throw new AppError(409, MAIL_SENDING_MESSAGE, 'MAIL_QUEUED');
      }
      throw new AppError(409, MAIL_SENDING_MESSAGE, 'MAIL_QUEUED');
    },
  };
}
