import nodemailer from 'nodemailer';
import { safeHeaderValue } from './safety';
import type { OutboxDoc } from './outbox-doc';

export interface SmtpSender {
  send(doc: OutboxDoc): Promise<void>;
  close(): void;
}

/**
 * One SMTP connection per message (no pool): nothing to keep alive between the loop's rounds, and
 * an SMTP server that went away costs one refused connection per attempt, not a stuck pool.
 * Every timeout stays under the lease, so a send ends (either way) before another mailer may take
 * the message over.
 */
export function createSmtpSender(smtpUrl: string, from: string, leaseMs: number): SmtpSender {
  const timeout = Math.max(1_000, Math.min(30_000, Math.floor(leaseMs / 4)));
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
    dnsTimeout: timeout,
  });
  const fromHeader = safeHeaderValue(from);
  return {
    async send(doc) {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(doc.headers ?? {})) {
        headers[name] = safeHeaderValue(value);
      }
      await transport.sendMail({
        from: fromHeader,
        to: doc.toName ? { name: safeHeaderValue(doc.toName), address: doc.to } : doc.to,
        subject: safeHeaderValue(doc.subject),
        messageId: doc.messageId,
        html: doc.html,
        text: doc.text,
        headers,
        // Only the one recipient: nodemailer must not read addresses out of any other field.
        envelope: { from: envelopeFrom(fromHeader), to: [doc.to] },
        disableFileAccess: true,
        disableUrlAccess: true,
      });
    },
    close() {
      transport.close();
    },
  };
}

/** The bare address of `Name <address>` (or the address itself). */
function envelopeFrom(from: string): string {
  const match = /<([^<>]+)>\s*$/.exec(from);
  return (match?.[1] ?? from).trim();
}
