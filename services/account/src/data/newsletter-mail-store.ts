import { isDuplicateKeyError } from '@coffee/service-defaults';
import { trusted, type Connection } from 'mongoose';
import type { NewsletterRecipient } from '../mail/newsletter/newsletter-mails';
import { pendingMail, type MailMessage } from '../mail/outbox';
import type { ConfirmLink, MarketingTarget, NewsletterMailStore } from '../domain/ports';
import { subscriptionModel } from './subscription-model';

const normalise = (email: string) => email.trim().toLowerCase();

/**
 * The newsletter's writes that record a mail: each mail is pushed onto the row's embedded
 * outbox in the same update as the change that causes it (@coffee/mailer relays it).
 */
export function createNewsletterMailStore(db: Connection): NewsletterMailStore {
  const Subscription = subscriptionModel(db);
  const recipientOf = (doc: { email: string; firstName?: string | null }) => ({
    email: doc.email,
    firstName: doc.firstName ?? null,
  });

  return {
    /**
     * A sign-up for an address that is not subscribed: a new pending row with its confirmation
     * link and mail in one insert, or, for a row that is not subscribed (pending or unsubscribed),
     * a new link (the earlier one stops working) and its mail in one update. The mail greets the
     * row's own name, never the one a later sign-up typed. 'subscribed': nothing changes.
     */
    async requestConfirmation(
      email: string,
      names: { firstName: string | null; lastName: string | null },
      newRow: { unsubscribeTokenHash: string; source: string },
      link: ConfirmLink,
      mail: (to: NewsletterRecipient) => MailMessage,
      now: Date,
    ): Promise<'created' | 'resent' | 'subscribed'> {
      const address = normalise(email);
      try {
        await Subscription.create({
          email: address,
          firstName: names.firstName,
          lastName: names.lastName,
          isSubscribed: false,
          preferences: { source: newRow.source },
          unsubscribeTokenHashes: [newRow.unsubscribeTokenHash],
          accountId: null,
          pending: true,
          confirmationRequestedAt: now,
          confirmTokenHash: link.tokenHash,
          confirmExpiresAt: link.expiresAt,
          outbox: [pendingMail(mail({ email: address, firstName: names.firstName }))],
          createdAt: now,
          updatedAt: now,
        });
        return 'created';
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
      }
      const row = await Subscription.findOne(
        { email: address },
        { email: 1, firstName: 1, isSubscribed: 1 },
      )
        .lean()
        .exec();
      if (!row || row.isSubscribed) return 'subscribed';
      const { matchedCount } = await Subscription.updateOne(
        { email: address, isSubscribed: false },
        {
          $set: {
            confirmTokenHash: link.tokenHash,
            confirmExpiresAt: link.expiresAt,
            confirmationRequestedAt: now,
          },
          $push: { outbox: pendingMail(mail(recipientOf(row))) },
        },
      );
      return matchedCount > 0 ? 'resent' : 'subscribed';
    },

    /** The row whose live confirmation link this is (not expired at `now`), or null. */
    async findByConfirmLink(tokenHash: string, now: Date) {
      const row = await Subscription.findOne(
        {
          confirmTokenHash: tokenHash,
          confirmExpiresAt: trusted({ $gt: now }),
          isSubscribed: false,
        },
        { email: 1, firstName: 1, accountId: 1 },
      )
        .lean()
        .exec();
      return row
        ? { id: String(row._id), recipient: recipientOf(row), accountId: row.accountId ?? null }
        : null;
    },

    /**
     * The confirmation: subscribed, the link spent, and (when given) the welcome mail with the
     * hash of its unsubscribe token, in one update. False when the link was spent meanwhile.
     */
    async confirm(
      id: string,
      tokenHash: string,
      welcome: { mail: MailMessage; unsubscribeTokenHash: string } | null,
      now: Date,
    ): Promise<boolean> {
      const { matchedCount } = await Subscription.updateOne(
        { _id: id, confirmTokenHash: tokenHash, isSubscribed: false },
        {
          $set: {
            isSubscribed: true,
            pending: false,
            confirmTokenHash: null,
            confirmExpiresAt: null,
            confirmationRequestedAt: null,
            updatedAt: now,
          },
          ...(welcome
            ? {
                $push: {
                  unsubscribeTokenHashes: welcome.unsubscribeTokenHash,
                  outbox: pendingMail(welcome.mail),
                },
              }
            : {}),
        },
      );
      return matchedCount > 0;
    },

    /** A subscribed, confirmed row's recipient and owner, or null (no marketing mail then). */
    async subscribedRow(email: string): Promise<MarketingTarget | null> {
      const row = await Subscription.findOne(
        { email: normalise(email), isSubscribed: true, pending: trusted({ $ne: true }) },
        { email: 1, firstName: 1, accountId: 1 },
      )
        .lean()
        .exec();
      return row ? { recipient: recipientOf(row), accountId: row.accountId ?? null } : null;
    },

    /**
     * Records a marketing mail and its unsubscribe token's hash in one update, only while the row
     * is still subscribed and confirmed. False: nothing recorded.
     */
    async recordMarketing(
      email: string,
      mail: MailMessage,
      unsubscribeTokenHash: string,
    ): Promise<boolean> {
      const { matchedCount } = await Subscription.updateOne(
        { email: normalise(email), isSubscribed: true, pending: trusted({ $ne: true }) },
        {
          $push: { unsubscribeTokenHashes: unsubscribeTokenHash, outbox: pendingMail(mail) },
        },
      );
      return matchedCount > 0;
    },

    /** The row that holds this unsubscribe token: its address and owner, or null. */
    async findByUnsubscribeToken(tokenHash: string) {
      const row = await Subscription.findOne(
        { unsubscribeTokenHashes: tokenHash },
        { email: 1, accountId: 1 },
      )
        .lean()
        .exec();
      return row ? { email: row.email, accountId: row.accountId ?? null } : null;
    },
  };
}
