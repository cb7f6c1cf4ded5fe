import {
  EMAIL_ALREADY_VERIFIED_MESSAGE,
  EMAIL_LINK_INVALID_MESSAGE,
  EMAIL_VERIFICATION_TTL_HOURS,
  EMAIL_VERIFIED_MESSAGE,
  USERNAME_TAKEN_MESSAGE,
  VERIFICATION_SENT_MESSAGE,
  type EmailStatus,
} from '@coffee/contracts';
import {
  AppError,
  isDuplicateKeyError,
  type AttemptThrottle,
  type Clock,
  type Identity,
} from '@coffee/service-defaults';
import type { AccountMails } from '../mail/account-mails';
import type { VerificationKind } from '../mail/email-verification/verification-mail';
import { hashLinkToken, newLinkToken } from './link-tokens';
import type { AccountLinkRepository, UserRepository, WelcomeRecord } from './ports';
import type { SignedInCheck } from './signed-in';
import type { UserRecord } from './user';

export interface EmailVerificationDeps {
  users: UserRepository;
  links: AccountLinkRepository;
  signedIn: SignedInCheck;
  /** Verification mails per account asked for from the profile (429 past it). */
  resends: AttemptThrottle;
  limits: { resendsPerAccount: number };
  mails: AccountMails;
  clock: Clock;
}

const invalidLink = () => new AppError(400, EMAIL_LINK_INVALID_MESSAGE, 'EMAIL_LINK_INVALID');

/** A link to `email` for the account, and the mail that carries it. */
export function verificationFor(
  mails: AccountMails,
  user: Pick<UserRecord, 'id' | 'username' | 'fullName'>,
  email: string,
  kind: VerificationKind,
  now: Date,
): WelcomeRecord {
  const { token, tokenHash, tokenId } = newLinkToken();
  const expiresAt = new Date(now.getTime() + EMAIL_VERIFICATION_TTL_HOURS * 3_600_000);
  return {
    verification: { tokenHash, email, expiresAt },
    mail: mails.verification(user, email, token, kind, tokenId),
  };
}

/**
 * Whose address is whose: a new account's address and a changed one are confirmed by a link
 * mailed to them; a changed address replaces the account's email only then.
 */
export function createEmailVerification(deps: EmailVerificationDeps) {
  const { users, links, signedIn, resends, limits, mails, clock } = deps;
  const emailTaken = () => new AppError(409, USERNAME_TAKEN_MESSAGE, 'USERNAME_TAKEN');

  async function send(user: UserRecord, email: string, kind: VerificationKind) {
    const { verification, mail } = verificationFor(mails, user, email, kind, clock.now());
    const pending = kind === 'change' ? email : undefined;
    await links.startEmailVerification(user.id, verification, mail, pending);
  }

  return {
    /** The welcome mail and link of an account about to be inserted (one write with it). */
    welcome: (user: Pick<UserRecord, 'id' | 'username' | 'fullName'>, email: string) =>
      verificationFor(mails, user, email, 'welcome', clock.now()),

    async status(identity: Identity): Promise<EmailStatus> {
      const user = await signedIn(identity);
      return {
        email: user.email,
        emailVerified: user.emailVerified,
        pendingEmail: user.pendingEmail,
      };
    },

    /**
     * The profile's new address: it waits as `pendingEmail` for the link mailed to it, and the
     * account keeps its email until then. The same pending address again sends nothing new.
     */
    async requestChange(user: UserRecord, email: string): Promise<void> {
      const wanted = email.trim().toLowerCase();
      if (wanted === user.email || wanted === user.pendingEmail) return;
      if (await users.emailTakenByOther(wanted, user.id)) throw emailTaken();
      await send(user, wanted, 'change');
    },

    /** A new link: to the pending address when there is one, else to the unverified email. */
    async resend(identity: Identity): Promise<{ message: string }> {
      const user = await signedIn(identity);
      if (!user.pendingEmail && user.emailVerified)
        throw new AppError(409, EMAIL_ALREADY_VERIFIED_MESSAGE, 'EMAIL_ALREADY_VERIFIED');
      // Never withdrawn: each one sends a mail.
      await resends.begin(
        [{ key: `account:${user.id}`, maxFailures: limits.resendsPerAccount }],
        clock.now(),
      );
      if (user.pendingEmail) await send(user, user.pendingEmail, 'change');
      else await send(user, user.email, 'verify');
      return { message: VERIFICATION_SENT_MESSAGE };
    },

    /** The link's token, once: the address it was sent to is verified (and is the email now). */
    async verify(token: string): Promise<{ message: string }> {
      const tokenHash = hashLinkToken(token);
      const found = await links.findByVerificationToken(tokenHash, clock.now());
      if (!found) throw invalidLink();
      const { user, email } = found;
      // Checked first, so the link is not spent on an address another account took meanwhile.
      const takenByOther = () => users.emailTakenByOther(email, user.id);
      if (email !== user.email && (await takenByOther())) throw emailTaken();
      let result;
      try {
        result = await links.completeEmailVerification(user.id, tokenHash, email, clock.now());
      } catch (err) {
        // Taken in the moment between: MongoDB says 11000; FerretDB's unique index another code.
        if (isDuplicateKeyError(err) || (await takenByOther())) throw emailTaken();
        throw err;
      }
      if (result !== 'verified') throw invalidLink();
      return { message: EMAIL_VERIFIED_MESSAGE };
    },
  };
}

export type EmailVerification = ReturnType<typeof createEmailVerification>;
