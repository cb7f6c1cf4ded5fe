import mongoose from 'mongoose';
import { checkedMessage, type MailMessage } from './message';

/**
 * The embedded outbox entry. A domain schema adds
 * `outbox: { type: [pendingMailSchema], default: undefined, select: false }`, and the mailer's
 * relay moves each entry to `mail_outbox`.
 */
export const pendingMailSchema = new mongoose.Schema(
  {
    key: { type: String, required: true },
    to: { type: String, required: true },
    toName: { type: String },
    subject: { type: String, required: true },
    html: { type: String, required: true },
    text: { type: String, required: true },
    category: { type: String, required: true, enum: ['transactional', 'marketing'] },
    headers: { type: mongoose.Schema.Types.Mixed },
    createdAt: { type: Date, required: true },
  },
  { _id: false, strict: true },
);

/**
 * The value to `$push: { outbox: pendingMail(msg) }` in the same update as the change that
 * causes the mail. Throws InvalidMailError (before anything is written) when the message
 * cannot be sent, e.g. a malformed address.
 */
export function pendingMail(message: MailMessage): Record<string, unknown> {
  return { ...checkedMessage(message), createdAt: new Date() };
}
