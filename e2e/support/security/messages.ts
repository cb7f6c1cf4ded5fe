/**
 * The answers issue 9's decisions fix, word for word: the suite checks them as a client reads
 * them, so they are written out here rather than imported from the code under test.
 */
export const MESSAGES = {
  notAuthenticated: 'Not authenticated',
  forbidden: 'Forbidden',
  csrfToken: 'Invalid or missing CSRF token',
  csrfCrossSite: 'Cross-site request refused',
  rateLimited: 'Too many requests. Please try again later.',
  tooManyAttempts: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
  initialPayment: 'Complete your Direct+ payment before you shop.',
  usernameCharacters:
    "Username can use letters, numbers, '.', '_' and '-' only, with no spaces or hidden characters",
  usernameMixedScript: 'Username must use letters from one alphabet',
  usernameTaken: 'Username or email already exists',
  invalidCredentials: 'Invalid username or password',
} as const;

export const CODES = {
  rateLimited: 'RATE_LIMITED',
  tooManyAttempts: 'TOO_MANY_ATTEMPTS',
  initialPayment: 'INITIAL_PAYMENT_REQUIRED',
  csrf: 'CSRF',
} as const;

export const SESSION_COOKIE = 'coffee_session';
export const CSRF_COOKIE = 'coffee_csrf';
export const CSRF_HEADER = 'x-csrf-token';
export const DEMO_PASSWORD = 'Coffee123!';
/** A password every throw-away account of the suite uses. */
export const TEST_PASSWORD = 'Espresso42!';
