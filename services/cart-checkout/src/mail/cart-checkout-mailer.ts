import type { Logger } from '@coffee/service-defaults';
import type { Connection, Model } from 'mongoose';
import { createMailer, type Mailer } from './outbox';

export type RunningMailer = Pick<Mailer, 'stop' | 'drain'>;

/**
 * The order mails and the cart reminders leave from this process: the mailer relays the
 * outboxes embedded in the orders and the cart reminders, and sends them over SMTP_URL. An SMTP
 * server that does not answer never fails an order: the mail waits and the loop retries.
 */
export function startCartCheckoutMailer(
  db: Connection,
  sources: Model<any>[], // eslint-disable-line @typescript-eslint/no-explicit-any
  mail: { smtpUrl: string; from: string; pollMs?: number; backoffMs?: number },
  logger: Logger,
): RunningMailer {
  const mailer = createMailer({
    connection: db,
    sources,
    smtpUrl: mail.smtpUrl,
    from: mail.from,
    ...(mail.pollMs ? { pollMs: mail.pollMs } : {}),
    ...(mail.backoffMs ? { backoffMs: mail.backoffMs } : {}),
    logger,
  });
  mailer.start();
  return mailer;
}
