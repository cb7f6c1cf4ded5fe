import {
  ACCOUNT_DISABLED_MESSAGE,
  INVALID_CREDENTIALS_MESSAGE,
  USERNAME_TAKEN_MESSAGE,
  type PublicUser,
  type loginSchema,
  type membershipRegistrationSchema,
  type registerSchema,
} from '@coffee/contracts';
import {
  AppError,
  type AttemptThrottle,
  type Clock,
  type Identity,
  isDuplicateKeyError,
} from '@coffee/service-defaults';
import type { z } from 'zod';
import type { MailMessage } from '../mail/outbox';
import type { NewDeviceSignIn } from '../mail/new-device/new-device-sign-in-mail';
import {
  approximateAddress,
  deviceHash,
  summariseUserAgent,
  type SignInDevice,
} from './device-sign-in';
import type { AttemptTicket, LoginThrottle } from './login-throttle';
import type { MembershipUpdate } from './membership-update';
import { PasswordHashingBusyError, type PasswordHasher } from './passwords';
import type { InStoreClaims, SessionRepository, UserRepository, WelcomeRecord } from './ports';
import { isSessionActive, openSession, type IssuedSession, type SessionState } from './sessions';
import { createSignedInCheck } from './signed-in';
import { toPublicUser, type UserRecord } from './user';

export interface AccountDeps {
  users: UserRepository;
  sessions: SessionRepository;
  hasher: PasswordHasher;
  throttle: LoginThrottle;
  /**
   * Guesses at in-store numbers through /api/register-membership, per client address: the
   * membership service counts them per number, but it cannot see who is guessing.
   */
  guesses: { throttle: AttemptThrottle; perAddress: number };
  jwtPrivateKey: string;
  /** Decides who is a member right now (service-defaults' clock; tests move it). */
  clock: Clock;
  /** The membership service's in-store numbers, claimed by /api/register-membership. */
  inStore: InStoreClaims;
  /** The welcome mail and verification link a new account is inserted with. */
  welcome: (user: Pick<UserRecord, 'id' | 'username' | 'fullName'>, email: string) => WelcomeRecord;
  /** The mail of a sign-in from a new browser (recorded only when the owner chose it). */
  newDeviceNotice?: (user: UserRecord, signIn: NewDeviceSignIn, eventId: string) => MailMessage;
}

export interface SignedIn {
  user: PublicUser;
  session: IssuedSession;
}

const emptyToNull = (value: string | undefined) =>
  value === undefined || value === '' ? null : value;

/** Membership numbers are issued by a paid activation or claimed by verifying one, never typed in. */
export const MEMBERSHIP_NUMBER_AT_REGISTER_MESSAGE =
  'Register an in-store membership number at /register-membership';
export const MEMBERSHIP_NUMBER_TAKEN_MESSAGE = 'This account already has another membership number';

export function createAccountUseCases(deps: AccountDeps) {
  const { users, sessions, hasher, throttle, guesses, jwtPrivateKey, clock, inStore, welcome } =
    deps;
  const { newDeviceNotice } = deps;
  const toPublic = (user: UserRecord) => toPublicUser(user, clock.now());
  const signedIn = createSignedInCheck(users, sessions);
  const usernameTaken = () => new AppError(409, USERNAME_TAKEN_MESSAGE, 'USERNAME_TAKEN');

  /**
   * Every path that opens a session comes here: a disabled account gets none (403, told only
   * once its password was right), and the sign-in's time is kept for the staff's user list.
   */
  async function startSession(
    user: UserRecord,
    rememberMe: boolean,
    device?: SignInDevice,
    registered = false,
  ): Promise<SignedIn> {
    if (user.disabled) throw new AppError(403, ACCOUNT_DISABLED_MESSAGE, 'ACCOUNT_DISABLED');
    const session = await openSession(sessions, jwtPrivateKey, user, rememberMe);
    const at = clock.now();
    // The browser that registers the account is its first known one: no mail about itself.
    await users.recordSignIn(
      user.id,
      at,
      device && {
        hash: deviceHash(device.id),
        known: registered,
        ...(newDeviceNotice && !registered
          ? {
              notice: newDeviceNotice(
                user,
                {
                  at,
                  browser: summariseUserAgent(device.userAgent),
                  address: approximateAddress(device.address),
                },
                session.sessionId,
              ),
            }
          : {}),
      },
    );
    return { user: toPublic(user), session };
  }

  /** The password check, with the attempt withdrawn when nothing was checked (busy, an outage). */
  async function verifyAttempt(attempt: AttemptTicket, password: string, hash: string | null) {
    try {
      return await hasher.verify(password, hash);
    } catch (err) {
      await attempt.withdraw();
      throw err;
    }
  }

  /**
   * A registration that already happened: retried after its answer was lost (a timeout), or sent
   * twice at once. The same username with the same email (any case) and a password that verifies
   * signs in, with a new session, as the first answer would have; `sameAccount` may ask more of
   * the stored user. null when the username is free. Anything else is the spec's 409, counted
   * like a failed sign-in for this address and username, so registration is no way around the
   * sign-in throttle.
   */
  async function signInRegistered(
    input: { username: string; email: string; password: string },
    clientKey: string,
    sameAccount: (user: UserRecord) => boolean = () => true,
    device?: SignInDevice,
  ): Promise<SignedIn | null> {
    const user = await users.findByUsername(input.username);
    if (!user) return null;
    const attempt = await throttle.begin(clientKey, input.username);
    const matches = user.email === input.email.trim().toLowerCase() && sameAccount(user);
    // Compared either way (against the stand-in hash when the email differs), so the answer's
    // time does not tell whether this email belongs to this username.
    const valid = await verifyAttempt(attempt, input.password, matches ? user.passwordHash : null);
    if (!matches || !valid) throw usernameTaken();
    await attempt.withdraw();
    return startSession(user, false, device);
  }

  return {
    /**
     * Creates a customer (never any other role) and signs them in, as the spec's register does.
     * The same registration again (same username, email and password) signs in to that account.
     */
    async register(
      input: z.output<typeof registerSchema>,
      clientKey: string,
      device?: SignInDevice,
    ): Promise<SignedIn> {
      if (emptyToNull(input.membershipNumber) !== null)
        throw new AppError(400, MEMBERSHIP_NUMBER_AT_REGISTER_MESSAGE, 'VALIDATION_ERROR');
      if (hasher.isFull()) throw new PasswordHashingBusyError();
      const again = await signInRegistered(input, clientKey, undefined, device);
      if (again) return again;
      if (await users.exists(input.username, input.email)) {
        // The same registration, sent at the same instant, may have landed between the two reads.
        const raced = await signInRegistered(input, clientKey, undefined, device);
        if (raced) return raced;
        throw usernameTaken();
      }
      let user;
      const id = users.newId();
      const email = input.email.toLowerCase();
      const fullName = emptyToNull(input.fullName);
      try {
        user = await users.create(
          {
            username: input.username,
            passwordHash: await hasher.hash(input.password),
            email,
            fullName,
            membershipNumber: null,
            isDirectPlus: false,
            directPlusExpiry: null,
            role: 'customer',
            phone: emptyToNull(input.phone),
            address: emptyToNull(input.address),
            city: emptyToNull(input.city),
            state: emptyToNull(input.state),
            zipCode: emptyToNull(input.zipCode),
            country: emptyToNull(input.country) ?? 'United States',
            // A Standard account owes nothing; a Direct+ one must pay before it can shop.
            hasCompletedInitialPayment: input.plan === 'standard',
          },
          id,
          welcome({ id, username: input.username, fullName }, email),
        );
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
        // Two registrations racing past the checks above: the unique index decides, and the same
        // registration sent twice signs in to the account the other one made.
        // On FerretDB the winner's insert can raise our duplicate key a moment before its
        // document is readable, so a miss is looked at again briefly before it counts as taken.
        // Waits grow (40 ms to 640 ms, 1.2 s in all) for a loaded machine.
        for (let look = 0; look < 5; look += 1) {
          const raced = await signInRegistered(input, clientKey, undefined, device);
          if (raced) return raced;
          await new Promise((resolve) => setTimeout(resolve, 40 * 2 ** look));
        }
        throw usernameTaken();
      }
      return startSession(user, false, device, true);
    },

    /**
     * An in-store membership's online account (spec, section 3): the membership service verifies
     * the number and name again and gives it to this account alone; the account is a member until
     * the in-store membership's end and owes no initial payment. If the account cannot be made,
     * the number is given back.
     */
    async registerMembership(
      input: z.output<typeof membershipRegistrationSchema>,
      clientKey: string,
      requestId?: string,
      device?: SignInDevice,
    ): Promise<SignedIn> {
      if (hasher.isFull()) throw new PasswordHashingBusyError();
      // Retried after a lost answer: the account made then holds this very number.
      const again = await signInRegistered(
        input,
        clientKey,
        (user) => user.membershipNumber === input.membershipNumber,
        device,
      );
      if (again) return again;
      if (await users.exists(input.username, input.email)) throw usernameTaken();
      const id = users.newId();
      const ticket = await guesses.throttle.begin(
        [{ key: `address:${clientKey}`, maxFailures: guesses.perAddress }],
        clock.now(),
      );
      let claim;
      try {
        claim = await inStore.claim(
          { membershipNumber: input.membershipNumber, fullName: input.fullName, userId: id },
          requestId,
        );
      } catch (err) {
        // Only a number and name that do not match is a guess; a taken number or an outage is not.
        if (!(err instanceof AppError && err.status === 404)) await ticket.withdraw();
        throw err;
      }
      await ticket.withdraw();
      let user;
      try {
        user = await users.create(
          {
            username: input.username,
            passwordHash: await hasher.hash(input.password),
            email: input.email.toLowerCase(),
            fullName: input.fullName,
            membershipNumber: claim.membershipNumber,
            isDirectPlus: true,
            directPlusExpiry: new Date(claim.expiresAt).toISOString(),
            role: 'customer',
            phone: null,
            address: null,
            city: null,
            state: null,
            zipCode: null,
            country: 'United States',
            hasCompletedInitialPayment: true,
          },
          id,
          welcome(
            { id, username: input.username, fullName: input.fullName },
            input.email.toLowerCase(),
          ),
        );
      } catch (err) {
        await inStore.release({ membershipNumber: claim.membershipNumber, userId: id }, requestId);
        if (isDuplicateKeyError(err)) throw usernameTaken();
        throw err;
      }
      return startSession(user, false, device, true);
    },

    /**
     * Throws 429 (TooManyAttemptsError) after too many recent failures for this address and
     * username, or for this address across usernames; 503 (PasswordHashingBusyError) when every
     * password check slot is taken, which is not counted as a failure.
     */
    async login(
      input: z.output<typeof loginSchema>,
      clientKey: string,
      device?: SignInDevice,
    ): Promise<SignedIn> {
      // Refused before any database work: a flood costs the database nothing past the bound.
      if (hasher.isFull()) throw new PasswordHashingBusyError();
      const attempt = await throttle.begin(clientKey, input.username);
      const user = await users.findByUsername(input.username).catch(async (err: unknown) => {
        await attempt.withdraw();
        throw err;
      });
      const valid = await verifyAttempt(attempt, input.password, user?.passwordHash ?? null);
      // A wrong password leaves the attempt recorded: that is the failure the throttle counts.
      if (!user || !valid)
        throw new AppError(401, INVALID_CREDENTIALS_MESSAGE, 'INVALID_CREDENTIALS');
      await attempt.withdraw();
      return startSession(user, input.rememberMe, device);
    },

    /** Revokes the caller's session; signing out twice, or without a session, is not an error. */
    async logout(identity: Identity | null): Promise<void> {
      if (identity) await sessions.revoke(identity.sid, identity.userId);
    },

    /** The signed-in user, fresh from the database; 401 once the session is revoked or expired. */
    async currentUser(identity: Identity): Promise<PublicUser> {
      return toPublic(await signedIn(identity));
    },

    /** For the gateway: is this session still good, and whose is it? null when unknown. */
    async sessionState(sessionId: string): Promise<SessionState | null> {
      const session = await sessions.findById(sessionId);
      if (!session) return null;
      const user = await users.findById(session.userId);
      // A deleted or disabled user's sessions are dead (a sign-in racing the disabling may
      // have written one after the revocation: this still answers it revoked); their role is
      // reported as it was at sign-in.
      return {
        active: user !== null && !user.disabled && isSessionActive(session),
        userId: session.userId,
        role: user?.role ?? session.role,
      };
    },

    async publicUser(id: string): Promise<PublicUser | null> {
      const user = await users.findById(id);
      return user ? toPublic(user) : null;
    },

    /** For the membership service: the user's Direct+ state after the change, or null when unknown. */
    async setMembership(id: string, update: MembershipUpdate): Promise<PublicUser | null> {
      const user = await users.setMembership(id, {
        isDirectPlus: update.isDirectPlus,
        // Stored as text (spec, section 3), normalised to UTC so every reader parses it alike.
        directPlusExpiry:
          update.directPlusExpiry === null ? null : new Date(update.directPlusExpiry).toISOString(),
        ...(update.membershipNumber ? { membershipNumber: update.membershipNumber } : {}),
        ...(update.hasCompletedInitialPayment ? { hasCompletedInitialPayment: true } : {}),
      });
      if (user === 'number-taken')
        throw new AppError(409, MEMBERSHIP_NUMBER_TAKEN_MESSAGE, 'MEMBERSHIP_NUMBER_TAKEN');
      return user ? toPublic(user) : null;
    },
  };
}

export type AccountUseCases = ReturnType<typeof createAccountUseCases>;
