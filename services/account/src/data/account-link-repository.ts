import mongoose, { isValidObjectId, type Connection } from 'mongoose';
import type { AccountLinkRepository } from '../domain/ports';
import { pendingMail } from '../mail/outbox';
import { toUserRecord, type LeanUser } from './user-repository';
import { createUsedLinks } from './used-links';
import { userModel } from './user-model';

/** The reset and verification links on the user document, each written with its mail. */
export function createAccountLinkRepository(db: Connection): AccountLinkRepository {
  const User = userModel(db);
  const used = createUsedLinks(db);
  // Longer than any link lives: a used one stays used as long as it could be tried.
  const keepUsed = (now: Date) => new Date(now.getTime() + 3 * 24 * 3_600_000);
  // sanitizeFilter is on for the connection: our own operators must be marked trusted.
  const liveAt = (now: Date) => mongoose.trusted({ $gt: now });
  return {
    async findByEmail(email) {
      const doc = await User.findOne({ email: email.trim().toLowerCase() }).lean<LeanUser>();
      return doc ? toUserRecord(doc) : null;
    },
    async startPasswordReset(userId, reset, mail) {
      if (!isValidObjectId(userId)) return false;
      const result = await User.updateOne(
        { _id: userId },
        { $set: { passwordReset: reset }, $push: { outbox: pendingMail(mail) } },
      );
      return result.matchedCount > 0;
    },
    async findByResetToken(tokenHash, now) {
      const doc = await User.findOne({
        'passwordReset.tokenHash': tokenHash,
        'passwordReset.expiresAt': liveAt(now),
      }).lean<LeanUser>();
      return doc ? toUserRecord(doc) : null;
    },
    async completePasswordReset(userId, tokenHash, passwordHash, now, notice) {
      if (!isValidObjectId(userId)) return false;
      if (!(await used.take(tokenHash, now, keepUsed(now)))) return false;
      // The filter checks the link is still the account's and live (not replaced, not expired).
      const result = await User.updateOne(
        {
          _id: userId,
          'passwordReset.tokenHash': tokenHash,
          'passwordReset.expiresAt': liveAt(now),
        },
        {
          $set: { password: passwordHash },
          $unset: { passwordReset: 1 },
          $push: { outbox: pendingMail(notice) },
        },
      );
      return result.modifiedCount > 0;
    },
    async startEmailVerification(userId, verification, mail, pendingEmail) {
      if (!isValidObjectId(userId)) return false;
      const result = await User.updateOne(
        { _id: userId },
        {
          $set: {
            emailVerification: verification,
            ...(pendingEmail === undefined ? {} : { pendingEmail }),
          },
          $push: { outbox: pendingMail(mail) },
        },
      );
      return result.matchedCount > 0;
    },
    async findByVerificationToken(tokenHash, now) {
      const doc = await User.findOne({
        'emailVerification.tokenHash': tokenHash,
        'emailVerification.expiresAt': liveAt(now),
      }).lean<LeanUser>();
      const email = doc?.emailVerification?.email;
      return doc && email ? { user: toUserRecord(doc), email } : null;
    },
    async completeEmailVerification(userId, tokenHash, email, now) {
      if (!isValidObjectId(userId)) return 'used';
      if (!(await used.take(tokenHash, now, keepUsed(now)))) return 'used';
      const result = await User.updateOne(
        {
          _id: userId,
          'emailVerification.tokenHash': tokenHash,
          'emailVerification.expiresAt': liveAt(now),
        },
        {
          // The verified address is the account's from now on; a pending change is done.
          $set: { email, emailVerified: true, pendingEmail: null },
          $unset: { emailVerification: 1 },
        },
      );
      return result.modifiedCount > 0 ? 'verified' : 'used';
    },
  };
}
