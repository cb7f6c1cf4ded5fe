import { z } from 'zod/mini';

// ---- Email verification (POST /api/verify-email, GET/POST /api/profile/email) --------------

/** The page the verification mail links to (mfe-account's VerifyEmailPage). */
export const VERIFY_EMAIL_PATH = '/verify-email';

/** How long a verification link works. */
export const EMAIL_VERIFICATION_TTL_HOURS = 48;

export const EMAIL_LINK_INVALID_MESSAGE =
  'This verification link has expired or was already used. Sign in and send a new one from your profile.';

/** POST /api/verify-email: the link's token (public: the token is the proof). */
export const verifyEmailSchema = z.strictObject({
  token: z
    .string({ error: EMAIL_LINK_INVALID_MESSAGE })
    .check(
      z.trim(),
      z.minLength(1, EMAIL_LINK_INVALID_MESSAGE),
      z.maxLength(200, EMAIL_LINK_INVALID_MESSAGE),
    ),
});
export type VerifyEmailInput = z.input<typeof verifyEmailSchema>;

export const EMAIL_VERIFIED_MESSAGE = 'Thank you! Your email address is verified.';

/**
 * GET /api/profile/email: the signed-in account's address, whether its owner confirmed it, and a
 * new address waiting for its confirmation (it replaces the email only once verified).
 */
export const emailStatusSchema = z.object({
  email: z.string(),
  emailVerified: z.boolean(),
  pendingEmail: z.nullable(z.string()),
});
export type EmailStatus = z.infer<typeof emailStatusSchema>;

/** POST /api/profile/email/verification: a new link to the pending address, else the current one. */
export const VERIFICATION_SENT_MESSAGE = 'We have sent you a new verification link.';
export const EMAIL_ALREADY_VERIFIED_MESSAGE = 'Your email address is already verified.';
export const TOO_MANY_VERIFICATION_MAILS_MESSAGE =
  'Too many verification emails. Please wait 15 minutes and try again.';

/** The message of PUT /api/profile when the email changed: it waits for its verification. */
export const emailChangePendingMessage = (email: string) =>
  `We've sent a link to ${email}. Your email address changes once you open it.`;
