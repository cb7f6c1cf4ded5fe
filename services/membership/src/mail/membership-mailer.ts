import type { Logger } from '@coffee/service-defaults';
import type { Connection } from 'mongoose';
import { membershipModel } from '../data/membership-model';
import { createMailer, type Mailer } from './outbox';

export type RunningMailer = Pick<Mailer, 'stop' | 'drain'>;

/**
 * The Direct+ mails leave from this process: the mailer relays the outboxes embedded in the
 * membership records and sends them. Without SMTP_URL nothing is sent: the mails wait, recorded,
 * until a start with SMTP_URL (said once, at start).
 */
export function startMembershipMailer(
  db: Connection,
  mail: { smtpUrl: string | undefined; from: string },
  logger: Logger,
): RunningMailer | undefined {
  if (!mail.smtpUrl) {
    logger.warn('SMTP_URL is not set: Direct+ mails are recorded in the outbox but not sent');
    return undefined;
  }
  const mailer = createMailer({
    connection: db,
    sources: [membershipModel(db)],
    smtpUrl: mail.smtpUrl,
    from: mail.from,
    logger,
  });
  mailer.start();
  return mailer;
}
