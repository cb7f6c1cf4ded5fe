import { z } from 'zod/mini';

// ---- Profile (GET/PUT /api/profile) --------------------------------------------------------

/** Strings only: an operator object such as {"$gt": ""} fails here, before any query is built. */
const text = (max: number) =>
  z.string().check(z.trim(), z.maxLength(max, `Must be at most ${max} characters`));

/**
 * PUT /api/profile: the spec's profile form (section 5). Strict, so no field outside the form
 * (role, isDirectPlus, username, password, membershipNumber...) can ride along. An optional field
 * left out keeps its value; an empty string clears it (an empty country becomes the spec's
 * default, 'United States'). The answer is the updated public user (`publicUserSchema`).
 */
export const profileUpdateSchema = z.strictObject({
  fullName: text(120).check(z.minLength(1, 'Full name is required')),
  email: z.pipe(
    z.string().check(z.trim(), z.maxLength(254, 'Invalid email address')),
    z.email('Invalid email address'),
  ),
  phone: z.optional(text(30)),
  address: z.optional(text(200)),
  city: z.optional(text(100)),
  state: z.optional(text(100)),
  zipCode: z.optional(text(20)),
  country: z.optional(text(100)),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;
export type ProfileUpdateParsed = z.output<typeof profileUpdateSchema>;

/** The spec's default country (section 3), also what an emptied country becomes. */
export const DEFAULT_COUNTRY = 'United States';

// ---- Password (PUT /api/profile/password) --------------------------------------------------

/**
 * Change password: the current one proves it is the owner; the new one follows registration's
 * rule. Every other session of the user is signed out; the one making the change stays.
 */
export const changePasswordSchema = z
  .strictObject({
    currentPassword: z
      .string()
      .check(
        z.minLength(1, 'Current password is required'),
        z.maxLength(128, 'Password is too long'),
      ),
    newPassword: z
      .string()
      .check(
        z.minLength(8, 'Password must be at least 8 characters'),
        z.maxLength(128, 'Password is too long'),
      ),
    confirmPassword: z.string().check(z.minLength(1, 'Please confirm your password')),
  })
  .check(
    z.refine((v) => v.newPassword === v.confirmPassword, {
      message: 'Passwords do not match',
      path: ['confirmPassword'],
      // Report the mismatch alongside the other fields' errors once both are strings.
      when: (payload) => {
        const v = payload.value as { newPassword?: unknown; confirmPassword?: unknown };
        return (
          typeof v.newPassword === 'string' &&
          typeof v.confirmPassword === 'string' &&
          v.confirmPassword.length > 0
        );
      },
    }),
  );
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** 400 on PUT /api/profile/password when the current password is wrong (throttled like sign-in). */
export const CURRENT_PASSWORD_INCORRECT_MESSAGE = 'Current password is incorrect';
/** 400 on DELETE /api/profile when the confirming password is wrong (throttled like sign-in). */
export const DELETE_PASSWORD_INCORRECT_MESSAGE = 'Password is incorrect';
/** 503 on DELETE /api/profile when another service could not forget the user; nothing was deleted. */
export const ACCOUNT_DELETE_UNAVAILABLE_MESSAGE =
  'Your account could not be deleted right now. Nothing was removed; please try again in a moment.';

/** The `{ message }` answers of the Settings tab's actions. */
export const actionMessageSchema = z.object({ message: z.string() });
export type ActionMessage = z.infer<typeof actionMessageSchema>;
export const PASSWORD_CHANGED_MESSAGE =
  'Your password has been changed. Other devices have been signed out.';
export const SIGNED_OUT_EVERYWHERE_MESSAGE = 'You have been signed out on every device.';
export const ACCOUNT_DELETED_MESSAGE = 'Your account has been deleted.';

// ---- Delete account (DELETE /api/profile) --------------------------------------------------

/** The account's password confirms the deletion. */
export const deleteAccountSchema = z.strictObject({
  password: z
    .string()
    .check(z.minLength(1, 'Password is required'), z.maxLength(128, 'Password is too long')),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

// ---- Preferences (GET/PUT /api/profile/preferences) ----------------------------------------

const notificationChoices = {
  orderUpdates: z.boolean(),
  directPlusReminders: z.boolean(),
  /** Mirrors the user's email row in `email_subscriptions`; setting it subscribes or unsubscribes. */
  newsletter: z.boolean(),
  /** A mail when the account is signed in from a browser it has not seen (off unless chosen). */
  newDeviceSignIn: z.boolean(),
};

/** Read with a default for the newer choice, so an answer from before it existed reads as off. */
export const notificationPreferencesSchema = z.strictObject({
  ...notificationChoices,
  newDeviceSignIn: z._default(z.boolean(), false),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** Cookie Preferences (spec, section 2). Strictly necessary cookies are always on and not stored. */
export const cookiePreferencesSchema = z.strictObject({
  functional: z.boolean(),
  analytics: z.boolean(),
  marketing: z.boolean(),
});
export type CookiePreferences = z.infer<typeof cookiePreferencesSchema>;

/** The spec's defaults: functional and analytics on, marketing off. */
export const DEFAULT_COOKIE_PREFERENCES: Readonly<CookiePreferences> = {
  functional: true,
  analytics: true,
  marketing: false,
};

/** Defaults before the user chooses; `newsletter` defaults to whether the email is subscribed. */
export const DEFAULT_NOTIFICATION_PREFERENCES: Readonly<
  Omit<NotificationPreferences, 'newsletter'>
> = {
  orderUpdates: true,
  directPlusReminders: true,
  newDeviceSignIn: false,
};

/** GET /api/profile/preferences and the answer of PUT. */
export const preferencesSchema = z.strictObject({
  notifications: notificationPreferencesSchema,
  cookies: cookiePreferencesSchema,
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** PUT /api/profile/preferences: either part, each partial; what is left out keeps its value. */
export const preferencesUpdateSchema = z.strictObject({
  // Without defaults: a choice left out keeps its stored value.
  notifications: z.optional(z.partial(z.strictObject(notificationChoices))),
  cookies: z.optional(z.partial(cookiePreferencesSchema)),
});
export type PreferencesUpdate = z.input<typeof preferencesUpdateSchema>;
