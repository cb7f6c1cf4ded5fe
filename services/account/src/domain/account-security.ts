import {
  CURRENT_PASSWORD_INCORRECT_MESSAGE,
  DELETE_PASSWORD_INCORRECT_MESSAGE,
  type ChangePasswordInput,
} from '@coffee/contracts';
import { randomUUID } from 'node:crypto';
import { AppError, type Identity } from '@coffee/service-defaults';
import type { AccountMails } from '../mail/account-mails';
import type { LoginThrottle } from './login-throttle';
import { PasswordHashingBusyError, type PasswordHasher } from './passwords';
import type {
  SessionRepository,
  SubscriptionRepository,
  UserDataForgetter,
  UserRepository,
} from './ports';
import type { SignedInCheck } from './signed-in';
import type { UserRecord } from './user';

export interface AccountSecurityDeps {
  users: UserRepository;
  sessions: SessionRepository;
  subscriptions: SubscriptionRepository;
  hasher: PasswordHasher;
  /** The sign-in throttle: a stolen session cannot guess the password faster than sign-in can. */
  throttle: LoginThrottle;
  signedIn: SignedInCheck;
  /** The other services' data of the user, forgotten before the account goes. */
  forgetter: UserDataForgetter;
  mails: AccountMails;
}

/** Settings: change password, sign out everywhere, delete the account. */
export function createAccountSecurity(deps: AccountSecurityDeps) {
  const { users, sessions, subscriptions, hasher, throttle, signedIn, forgetter, mails } = deps;

  /**
   * The user's password, checked as sign-in checks it: counted per address and username (429
   * past the limit), refused at once when every hashing slot is taken (503, not counted).
   */
  async function confirmPassword(
    user: UserRecord,
    password: string,
    clientKey: string,
    wrong: string,
  ) {
    if (hasher.isFull()) throw new PasswordHashingBusyError();
    const attempt = await throttle.begin(clientKey, user.username);
    let valid;
    try {
      valid = await hasher.verify(password, user.passwordHash);
    } catch (err) {
      await attempt.withdraw();
      throw err;
    }
    // A wrong password stays recorded: that is the failure the throttle counts.
    if (!valid) throw new AppError(400, wrong, 'INVALID_PASSWORD');
    await attempt.withdraw();
  }

  return {
    /** The new password from now on; every other session is signed out, this one stays. */
    async changePassword(
      identity: Identity,
      input: ChangePasswordInput,
      clientKey: string,
    ): Promise<void> {
      const user = await signedIn(identity);
      await confirmPassword(
        user,
        input.currentPassword,
        clientKey,
        CURRENT_PASSWORD_INCORRECT_MESSAGE,
      );
      // The notice goes in the same update as the new hash; each change is its own mail.
      const notice = mails.passwordChanged(user, 'settings', randomUUID());
      await users.setPasswordHash(user.id, await hasher.hash(input.newPassword), notice);
      await sessions.revokeAllForUser(user.id, identity.sid);
    },

    /** Every session of the user ends, this one included. */
    async signOutEverywhere(identity: Identity): Promise<void> {
      const user = await signedIn(identity);
      await sessions.revokeAllForUser(user.id);
    },

    /**
     * Deletes the account once its password confirms it. The other services forget the user
     * first; if any cannot, nothing here is deleted (503) and a retry is safe. Then the newsletter
     * rows the account made (never one its email merely names), the user (its username and email
     * free again) and every session go.
     */
    async deleteAccount(
      identity: Identity,
      password: string,
      clientKey: string,
      requestId?: string,
    ): Promise<void> {
      const user = await signedIn(identity);
      await confirmPassword(user, password, clientKey, DELETE_PASSWORD_INCORRECT_MESSAGE);
      await forgetter.forget(user.id, requestId);
      await subscriptions.deleteOwnedBy(user.id);
      await users.delete(user.id);
      // Already refused everywhere (a deleted user's sessions are dead); revoked for the record.
      await sessions.revokeAllForUser(user.id);
    },
  };
}

export type AccountSecurity = ReturnType<typeof createAccountSecurity>;
