import { z } from 'zod';

// ---- Profile (GET/PUT /api/profile) --------------------------------------------------------

/** Strings only: an operator object such as {"$gt": ""} fails here, before any query is built. */
const text = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`);

/**
 * PUT /api/profile: the spec's profile form (section 5). Strict, so no field outside the form
 * (role, isDirectPlus, username, password, membershipNumber...) can ride along. An optional field
 * left out keeps its value; an empty string clears it (an empty country becomes the spec's
 * default, 'United States'). The answer is the updated public user (`publicUserSchema`).
 */
export const profileUpdateSchema = z.strictObject({
  fullName: text(120).min(1, 'Full name is required'),
  email: z.string().trim().max(254, 'Invalid email address').pipe(z.email('Invalid email address')),
  phone: text(30).optional(),
  address: text(200).optional(),
  city: text(100).optional(),
  state: text(100).optional(),
  zipCode: text(20).optional(),
  country: text(100).optional(),
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
      .min(1, 'Current password is required')
      .max(128, 'Password is too long'),
    newPassword: z
      .string()
      .min(8, 'Password must be at least 8 characters')
      .max(128, 'Password is too long'),
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
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
  });
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
  password: z.string().min(1, 'Password is required').max(128, 'Password is too long'),
});
export type DeleteAccountInput = z.input<typeof deleteAccountSchema>;

// ---- Preferences (GET/PUT /api/profile/preferences) ----------------------------------------

export const notificationPreferencesSchema = z.strictObject({
  orderUpdates: z.boolean(),
  directPlusReminders: z.boolean(),
  /** Mirrors the user's email row in `email_subscriptions`; setting it subscribes or unsubscribes. */
  newsletter: z.boolean(),
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
};

/** GET /api/profile/preferences and the answer of PUT. */
export const preferencesSchema = z.strictObject({
  notifications: notificationPreferencesSchema,
  cookies: cookiePreferencesSchema,
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** PUT /api/profile/preferences: either part, each partial; what is left out keeps its value. */
export const preferencesUpdateSchema = z.strictObject({
  notifications: notificationPreferencesSchema.partial().optional(),
  cookies: cookiePreferencesSchema.partial().optional(),
});
export type PreferencesUpdate = z.input<typeof preferencesUpdateSchema>;
