import { z } from 'zod/mini';
import { usernameRules, usernameText } from './username';

/** Strings only: an operator object such as {"$gt": ""} fails here, before any query is built. */
const text = (max: number) =>
  z.string().check(z.trim(), z.maxLength(max, `Must be at most ${max} characters`));
const optionalText = (max: number) => z.optional(text(max));

/** Sign-in normalises the typed username as registration does, but refuses nothing more. */
export const loginSchema = z.strictObject({
  username: usernameText().check(
    z.minLength(1, 'Username is required'),
    z.maxLength(64, 'Username is too long'),
  ),
  password: z
    .string()
    .check(z.minLength(1, 'Password is required'), z.maxLength(128, 'Password is too long')),
  rememberMe: z._default(z.boolean(), false),
});
export type LoginInput = z.input<typeof loginSchema>;

export const membershipPlans = ['standard', 'directPlus'] as const;
export const membershipPlanSchema = z.enum(membershipPlans);
export type MembershipPlan = z.infer<typeof membershipPlanSchema>;

/** POST /api/register: the spec's base registration rules. Privileged fields (role, isDirectPlus, ...) are not part of it, and unknown keys are refused. */
export const registerSchema = z.strictObject({
  username: usernameText().check(
    z.minLength(1, 'Username is required'),
    z.maxLength(64, 'Username is too long'),
    z.superRefine(usernameRules),
  ),
  password: z
    .string()
    .check(
      z.minLength(8, 'Password must be at least 8 characters'),
      z.maxLength(128, 'Password is too long'),
    ),
  email: z.pipe(
    z.string().check(z.trim(), z.maxLength(254, 'Invalid email address')),
    z.email('Invalid email address'),
  ),
  fullName: optionalText(120),
  membershipNumber: optionalText(17),
  phone: optionalText(30),
  address: optionalText(200),
  city: optionalText(100),
  state: optionalText(100),
  zipCode: optionalText(20),
  country: optionalText(100),
  /**
   * The plan chosen before registering. A Standard account owes no initial payment;
   * a Direct+ account must complete the payment step before it can shop.
   */
  plan: z._default(membershipPlanSchema, 'standard'),
});
export type RegisterInput = z.input<typeof registerSchema>;

/** The /register-account form: the base rules plus confirmation and terms (dropped before sending). */
export const registerAccountFormSchema = z
  .object({
    fullName: z.optional(z.string().check(z.trim())),
    email: z.pipe(z.string().check(z.trim()), z.email('Invalid email address')),
    username: usernameText().check(
      z.minLength(1, 'Username is required'),
      z.superRefine(usernameRules),
    ),
    password: z.string().check(z.minLength(8, 'Password must be at least 8 characters')),
    confirmPassword: z.string().check(z.minLength(1, 'Please confirm your password')),
    termsAccepted: z.literal(true, { error: 'You must accept the terms and conditions' }),
  })
  .check(
    z.refine((v) => v.password === v.confirmPassword, {
      message: 'Passwords do not match',
      path: ['confirmPassword'],
      // Check the match as soon as both passwords are strings, alongside the other fields' errors.
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
export type RegisterAccountForm = z.input<typeof registerAccountFormSchema>;

export const USERNAME_TAKEN_MESSAGE = 'Username or email already exists';
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username or password';
export const TOO_MANY_ATTEMPTS_MESSAGE =
  'Too many failed sign-in attempts. Please wait 15 minutes and try again.';
/** 503 (code BUSY, Retry-After: 1): every password check slot is taken; nothing was checked. */
export const SIGN_IN_BUSY_MESSAGE = 'Too many sign-ins at once. Please try again in a moment.';
