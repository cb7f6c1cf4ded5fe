import {
  DEFAULT_COOKIE_PREFERENCES,
  DEFAULT_NOTIFICATION_PREFERENCES,
  type CookiePreferences,
  type NotificationPreferences,
  type Preferences,
} from '@coffee/contracts';

/**
 * What the user chose, as stored on the account: only the choices made, so a default changed
 * later reaches everyone who never chose. The newsletter is not here: it is the email's row in
 * `email_subscriptions`, the one truth the home page's form and the Notifications tab share.
 */
export interface StoredPreferences {
  notifications?: Partial<Omit<NotificationPreferences, 'newsletter'>>;
  cookies?: Partial<CookiePreferences>;
}

export function withDefaults(stored: StoredPreferences, newsletter: boolean): Preferences {
  return {
    notifications: {
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      ...stored.notifications,
      newsletter,
    },
    cookies: { ...DEFAULT_COOKIE_PREFERENCES, ...stored.cookies },
  };
}
