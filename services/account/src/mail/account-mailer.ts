import type { Logger } from '@coffee/service-defaults';
import type { Connection } from 'mongoose';
import { subscriptionModel } from '../data/subscription-model';
import { userModel } from '../data/user-model';
import { createMailer, type Mailer } from './outbox';

export type RunningMailer = Pick<Mailer, 'stop' | 'drain'>;

/**
 * The account's mails leave from this process: the mailer relays the outboxes embedded in the
 * user documents and in the newsletter's subscription rows, and sends them. Without SMTP_URL
 * nothing is sent: the mails wait, recorded, in the outbox until a start with SMTP_URL (said
 * once, at start).
 */
export function startAccountMailer(
  db: Connection,
  mail: { smtpUrl: string | undefined; from: string },
  logger: Logger,
): RunningMailer | undefined {
  if (!mail.smtpUrl) {
    logger.warn('SMTP_URL is not set: account mails are recorded in the outbox but not sent');
    return undefined;
  }
  const mailer = createMailer({
    connection: db,
    sources: [userModel(db), subscriptionModel(db)],
    smtpUrl: mail.smtpUrl,
    from: mail.from,
    logger,
  });
  mailer.start();
  return mailer;
}
