import type { mongo } from 'mongoose';
import { messageIdFor, type MailCategory, type MailMessage } from './message';

export const OUTBOX_COLLECTION = 'mail_outbox';
/** One document per claim of one message: the unique _id makes a claim exclusive (see claim.ts). */
export const CLAIMS_COLLECTION = 'mail_outbox_claims';

export type OutboxStatus = 'waiting' | 'sending' | 'sent' | 'parked';
export const OUTBOX_STATUSES: readonly OutboxStatus[] = ['waiting', 'sending', 'sent', 'parked'];

export interface OutboxDoc {
  _id: mongo.ObjectId;
  key: string;
  messageId: string;
  to: string;
  toName: string | null;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
  category: MailCategory;
  status: OutboxStatus;
  attempts: number;
  /** How many times the message has been claimed; the claim ticket's sequence number. */
  claims: number;
  resends: number;
  nextAttemptAt: Date;
  leaseUntil: Date | null;
  leaseOwner: string | null;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
}

/** What an admin sees of one message (no bodies). */
export interface OutboxView {
  id: string;
  key: string;
  messageId: string;
  to: string;
  toName: string | null;
  subject: string;
  category: MailCategory;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: string | null;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** The fields a new outbox document starts with (all but _id). */
export function newOutboxFields(
  message: MailMessage,
  createdAt: Date,
  extra: { status?: OutboxStatus; lastError?: string } = {},
): Omit<OutboxDoc, '_id'> {
  return {
    key: message.key,
    messageId: messageIdFor(message.key),
    to: message.to,
    toName: message.toName ?? null,
    subject: message.subject,
    html: message.html,
    text: message.text,
    headers: message.headers ?? {},
    category: message.category,
    status: extra.status ?? 'waiting',
    attempts: 0,
    claims: 0,
    resends: 0,
    nextAttemptAt: createdAt,
    leaseUntil: null,
    leaseOwner: null,
    lastError: extra.lastError ?? null,
    createdAt,
    sentAt: null,
  };
}

export function toView(doc: OutboxDoc): OutboxView {
  return {
    id: doc._id.toHexString(),
    key: doc.key,
    messageId: doc.messageId,
    to: doc.to,
    toName: doc.toName ?? null,
    subject: doc.subject,
    category: doc.category,
    status: doc.status,
    attempts: doc.attempts,
    nextAttemptAt:
      doc.status === 'waiting' && doc.nextAttemptAt ? doc.nextAttemptAt.toISOString() : null,
    lastError: doc.lastError ?? null,
    createdAt: doc.createdAt.toISOString(),
    sentAt: doc.sentAt ? doc.sentAt.toISOString() : null,
  };
}
