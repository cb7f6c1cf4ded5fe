import { z } from 'zod/mini';
import { registerSchema } from './auth';

// ---- Password reset (POST /api/password-reset, POST /api/password-reset/confirm) ----------

/** The pages of the flow (mfe-account's ForgotPasswordPage and ResetPasswordPage). */
export const FORGOT_PASSWORD_PATH = '/forgot-password';
export const RESET_PASSWORD_PATH = '/reset-password';

/** How long a reset link works (the mail says so too). */
export const PASSWORD_RESET_TTL_MINUTES = 30;

const emailField = z.pipe(
  z.string().check(z.trim(), z.maxLength(254, 'Invalid email address')),
  z.email('Invalid email address'),
);

/** POST /api/password-reset: the account's email; the answer never says whether it has one. */
export const passwordResetRequestSchema = z.strictObject({ email: emailField });
export type PasswordResetRequest = z.input<typeof passwordResetRequestSchema>;

/** The one answer to every well-formed request, known address or not (no enumeration). */
export const PASSWORD_RESET_REQUESTED_MESSAGE =
  "If an account exists for that email, we've sent a link to reset the password. The link works for 30 minutes.";

/** The token from the link: base64url of 32 random bytes (43 characters). */
const tokenField = (message: string) =>
  z.string({ error: message }).check(z.trim(), z.minLength(1, message), z.maxLength(200, message));

/** A used, expired or made-up reset link. */
export const RESET_LINK_INVALID_MESSAGE =
  'This link has expired or was already used. Ask for a new one below.';

/** POST /api/password-reset/confirm: the link's token and the new password (registration's rule). */
export const passwordResetConfirmSchema = z.strictObject({
  token: tokenField(RESET_LINK_INVALID_MESSAGE),
  password: registerSchema.shape.password,
});
export type PasswordResetConfirm = z.input<typeof passwordResetConfirmSchema>;

/** The /reset-password form: registration's password rule and messages, and the confirmation. */
export const resetPasswordFormSchema = z
  .object({
    password: registerSchema.shape.password,
    confirmPassword: z.string().check(z.minLength(1, 'Please confirm your password')),
  })
  .check(
    z.refine((v) => v.password === v.confirmPassword, {
      message: 'Passwords do not match',
      path: ['confirmPassword'],
      when: (payload) => {
        const v = payload.value as { password?: unknown; confirmPassword?: unknown };
        return (
          typeof v.password === 'string' &&
          typeof v.confirmPassword === 'string' &&
          v.confirmPassword.length > 0
        );
      },
    }),
  );
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

/** The confirm's answer; the sign-in page shows it after `?reset=done`. */
export const PASSWORD_RESET_DONE_MESSAGE =
  'Your password has been reset and every device was signed out. Sign in with your new password.';

/** 429 on POST /api/password-reset: too many requests from this client address. */
export const TOO_MANY_PASSWORD_RESETS_MESSAGE =
  'Too many password reset requests. Please wait 15 minutes and try again.';

export const passwordResetResponseSchema = z.object({ message: z.string() });
export type PasswordResetResponse = z.infer<typeof passwordResetResponseSchema>;
