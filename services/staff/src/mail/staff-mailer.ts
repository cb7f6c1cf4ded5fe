import type { Logger } from '@coffee/service-defaults';
import type { Connection } from 'mongoose';
import { supportTicketModel } from '../data/support-ticket-model';
import { ticketMessageModel } from '../data/ticket-message-model';
import { createMailer, type Mailer } from './outbox';

export type RunningMailer = Pick<Mailer, 'stop' | 'drain'>;

/**
 * The support mails leave from this process: the mailer relays the outboxes embedded in the
 * tickets (ticket received) and in the staff's messages (each reply) and sends them. Without
 * SMTP_URL nothing is sent: the mails wait, recorded, until a start with SMTP_URL.
 */
export function startStaffMailer(
  db: Connection,
  mail: { smtpUrl: string | undefined; from: string },
  logger: Logger,
): RunningMailer | undefined {
  if (!mail.smtpUrl) {
    logger.warn('SMTP_URL is not set: support mails are recorded in the outbox but not sent');
    return undefined;
  }
  const mailer = createMailer({
    connection: db,
    sources: [supportTicketModel(db), ticketMessageModel(db)],
    smtpUrl: mail.smtpUrl,
    from: mail.from,
    logger,
  });
  mailer.start();
  return mailer;
}
