import type { CookiePreferences } from '@coffee/contracts';

/** The optional kinds are the stored choices; strictly necessary cookies are always on. */
export type CookieCategoryId = 'necessary' | keyof CookiePreferences;

export interface CookieCategory {
  id: CookieCategoryId;
  title: string;
  description: string;
  examples: string;
  /** Strictly necessary: always on, not a choice (spec). */
  locked: boolean;
}

export const cookieCategories: CookieCategory[] = [
  {
    id: 'necessary',
    title: 'Strictly necessary cookies',
    description:
      'These cookies make the shop work. They keep you signed in as you move between pages, protect your account and forms against cross-site request forgery, and keep checkout secure.',
    examples:
      'Examples: coffee_session (your signed-in session), coffee_csrf (form protection), coffee_cookie_prefs (remembers the choices on this page).',
    locked: true,
  },
  {
    id: 'functional',
    title: 'Functional cookies',
    description:
      'These cookies remember the choices you make, such as your delivery location and the products you viewed recently, so the shop feels familiar when you come back.',
    examples: 'Turning them off means some preferences are forgotten between visits.',
    locked: false,
  },
  {
    id: 'analytics',
    title: 'Analytics cookies',
    description:
      'These cookies tell us, in aggregate, which pages are visited, how people find products and where they run into trouble, so we can improve the shop. They do not identify you personally.',
    examples: 'Turning them off does not change how the shop works for you.',
    locked: false,
  },
  {
    id: 'marketing',
    title: 'Marketing cookies',
    description:
      'These cookies let us and our advertising partners show you Brew Haven offers on other websites and measure how well our campaigns work.',
    examples: 'They are off unless you turn them on.',
    locked: false,
  },
];
