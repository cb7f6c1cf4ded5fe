// Names and lifetimes of the session, with no zod: the browser's first load imports these
// (the CSRF header, the cookie names), and zod stays in the chunks that check payloads.

/** httpOnly cookie that carries the signed session JWT. */
export const SESSION_COOKIE = 'coffee_session';
/** Readable cookie for the double-submit CSRF defence; echoed back in CSRF_HEADER on writes. */
export const CSRF_COOKIE = 'coffee_csrf';
export const CSRF_HEADER = 'x-csrf-token';
/**
 * On HTTPS deployments (COOKIE_SECURE) both cookies carry the `__Host-` prefix: the browser then
 * accepts them only with Secure, Path=/ and no Domain, so neither a plain-HTTP page nor a sibling
 * subdomain can plant or overwrite them.
 */
export const SECURE_COOKIE_PREFIX = '__Host-';
export function sessionCookieName(secure: boolean): string {
  return secure ? `${SECURE_COOKIE_PREFIX}${SESSION_COOKIE}` : SESSION_COOKIE;
}
export function csrfCookieName(secure: boolean): string {
  return secure ? `${SECURE_COOKIE_PREFIX}${CSRF_COOKIE}` : CSRF_COOKIE;
}
export const REQUEST_ID_HEADER = 'x-request-id';
/** Header services use to authenticate calls to each other's /internal endpoints. */
export const INTERNAL_TOKEN_HEADER = 'x-internal-token';
/**
 * What the gateway hands the shell's server with every page, and what that server sends back on
 * the API calls it makes for the page: those are not counted per address again (the page was
 * counted, as the visitor's).
 */
export const RENDER_PASS_HEADER = 'x-coffee-render-pass';
/** Set by the gateway ('1') on a page the visitor may have rendered on the server (their budget). */
export const RENDER_ADMITTED_HEADER = 'x-coffee-render-admitted';

export const JWT_ISSUER = 'coffee-shop/account';
export const JWT_AUDIENCE = 'coffee-shop';
/** Asymmetric so that only the account service can mint sessions; everyone else only verifies. */
export const JWT_ALGORITHM = 'ES256';

/** 'Keep me signed in' lifetimes. */
export const REMEMBER_ME_TTL_SECONDS = 30 * 24 * 60 * 60;
export const SESSION_TTL_SECONDS = 12 * 60 * 60;

export const roles = ['customer', 'employee', 'manager', 'admin'] as const;
