import {
  PASSWORD_RESET_DONE_MESSAGE,
  PASSWORD_RESET_REQUESTED_MESSAGE,
  PASSWORD_RESET_TTL_MINUTES,
  RESET_LINK_INVALID_MESSAGE,
  type PasswordResetResponse,
  type passwordResetConfirmSchema,
  type passwordResetRequestSchema,
} from '@coffee/contracts';
import {
  AppError,
  TooManyAttemptsError,
  type AttemptThrottle,
  type Clock,
} from '@coffee/service-defaults';
import type { z } from 'zod';
import type { AccountMails } from '../mail/account-mails';
import { InvalidMailError } from '../mail/outbox';
import { hashLinkToken, newLinkToken } from './link-tokens';
import { PasswordHashingBusyError, type PasswordHasher } from './passwords';
import type { AccountLinkRepository, SessionRepository } from './ports';

export interface PasswordResetDeps {
  links: AccountLinkRepository;
  sessions: SessionRepository;
  hasher: PasswordHasher;
  /** Requests per client address (429 past it) and per email (quietly no more mails). */
  requests: AttemptThrottle;
  /** Confirms with a dead link per client address (429 past it). */
  confirms: AttemptThrottle;
  limits: { perAddress: number; perAccount: number; confirmsPerAddress: number };
  mails: AccountMails;
  clock: Clock;
  /** Every answer of a request takes at least this long (ms): see `request`. */
  answerFloorMs?: number;
}

/** Above the slow path's time (p90 62 ms on this machine: a known account, FerretDB). */
export const ANSWER_FLOOR_MS = 150;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const REQUESTED: PasswordResetResponse = { message: PASSWORD_RESET_REQUESTED_MESSAGE };
const invalidLink = () => new AppError(400, RESET_LINK_INVALID_MESSAGE, 'RESET_LINK_INVALID');

/** Forgot password -> a mailed, single-use link valid 30 minutes -> a new password. */
export function createPasswordReset(deps: PasswordResetDeps) {
  const { links, sessions, hasher, requests, confirms, limits, mails, clock } = deps;
  const floorMs = deps.answerFloorMs ?? ANSWER_FLOOR_MS;

  /** True when this email may get another mail now; counted whether an account has it or not. */
  async function underAccountLimit(email: string): Promise<boolean> {
    try {
      await requests.begin(
        [{ key: `email:${email}`, maxFailures: limits.perAccount }],
        clock.now(),
      );
      return true;
    } catch (err) {
      if (err instanceof TooManyAttemptsError) return false;
      throw err;
    }
  }

  /** The link and its mail for a known, enabled account under its limit; else nothing. */
  async function requestLink(
    input: z.output<typeof passwordResetRequestSchema>,
    clientKey: string,
  ): Promise<PasswordResetResponse> {
    const email = input.email.toLowerCase();
    // Never withdrawn: each request may send a mail, so each one counts.
    await requests.begin(
      [{ key: `address:${clientKey}`, maxFailures: limits.perAddress }],
      clock.now(),
    );
    const [user, allowed] = await Promise.all([links.findByEmail(email), underAccountLimit(email)]);
    if (!user || user.disabled || !allowed) return REQUESTED;
    const { token, tokenHash, tokenId } = newLinkToken();
    const expiresAt = new Date(clock.now().getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000);
    try {
      const mail = mails.passwordReset(user, token, tokenId);
      await links.startPasswordReset(user.id, { tokenHash, expiresAt }, mail);
    } catch (err) {
      // An address no mail can reach (stored before today's checks) is refused before the
      // write: no link without its mail, and the same answer, so the refusal tells nothing.
      if (!(err instanceof InvalidMailError)) throw err;
    }
    return REQUESTED;
  }

  return {
    /**
     * The same answer whether or not an account has the email, and whether or not its own limit
     * was reached (then no mail goes): only the per-address limit answers otherwise (429), and
     * it says nothing about the address asked for. Both paths read the account and count the
     * email; the one write of the link and its mail (about 20 ms here) is hidden under a floor
     * on every answer's time (medians without it: 50 ms known, 26 ms unknown).
     */
    async request(
      input: z.output<typeof passwordResetRequestSchema>,
      clientKey: string,
    ): Promise<PasswordResetResponse> {
      const answerAt = performance.now() + floorMs;
      try {
        return await requestLink(input, clientKey);
      } finally {
        await sleep(Math.max(0, answerAt - performance.now()));
      }
    },

    /**
     * The new password, once per link: the password, the end of the link and the "password
     * changed" notice are one write; then every session of the account is revoked.
     */
    async confirm(
      input: z.output<typeof passwordResetConfirmSchema>,
      clientKey: string,
    ): Promise<PasswordResetResponse> {
      if (hasher.isFull()) throw new PasswordHashingBusyError();
      const attempt = await confirms.begin(
        [{ key: `address:${clientKey}`, maxFailures: limits.confirmsPerAddress }],
        clock.now(),
      );
      const tokenHash = hashLinkToken(input.token);
      const user = await links.findByResetToken(tokenHash, clock.now());
      if (!user || user.disabled) throw invalidLink();
      await attempt.withdraw();
      const passwordHash = await hasher.hash(input.password);
      const done = await links.completePasswordReset(
        user.id,
        tokenHash,
        passwordHash,
        clock.now(),
        mails.passwordChanged(user, 'reset', tokenHash.slice(0, 16)),
      );
      if (!done) throw invalidLink();
      await sessions.revokeAllForUser(user.id);
      return { message: PASSWORD_RESET_DONE_MESSAGE };
    },
  };
}

export type PasswordReset = ReturnType<typeof createPasswordReset>;
