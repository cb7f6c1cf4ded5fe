import {
  cookiePreferencesSchema,
  DEFAULT_COOKIE_PREFERENCES,
  type CookiePreferences,
} from '@coffee/contracts';
import { readCookie } from '@coffee/platform';

/** First-party, readable by the page: whatever loads optional scripts can check it first. */
export const CONSENT_COOKIE = 'coffee_cookie_prefs';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The choices stored in this browser, or null when none are (or they cannot be read). */
export function readConsentCookie(): CookiePreferences | null {
  const raw = readCookie(CONSENT_COOKIE);
  if (!raw) return null;
  try {
    const parsed = cookiePreferencesSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeConsentCookie(choices: CookiePreferences): void {
  const value = encodeURIComponent(JSON.stringify(choices));
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${value}; Max-Age=${ONE_YEAR_SECONDS}; Path=/; SameSite=Lax${secure}`;
}

export function defaultConsent(): CookiePreferences {
  return { ...DEFAULT_COOKIE_PREFERENCES };
}
