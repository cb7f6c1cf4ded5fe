import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a restore link proves: this reminder, of this user's cart at this version, until `exp`. */
export interface RestoreClaim {
  /** The reminder's id (`<userId>:<version>`). */
  reminderId: string;
  userId: string;
  version: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

const VERSION = 'r1';

function mac(secret: string, payload: string) {
  return createHmac('sha256', secret).update(`${VERSION}.${payload}`).digest();
}

/** `<payload>.<mac>`, both base64url: short enough for a link, unforgeable without the secret. */
export function signRestoreToken(secret: string, claim: RestoreClaim): string {
  const payload = Buffer.from(
    JSON.stringify({ r: claim.reminderId, u: claim.userId, v: claim.version, e: claim.exp }),
  ).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

/**
 * The claim of a token whose signature holds, expired or not (the caller tells those apart);
 * null for anything malformed or signed with another secret.
 */
export function readRestoreToken(secret: string, token: string): RestoreClaim | null {
  if (typeof token !== 'string' || token.length > 1024) return null;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const body = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<
      string,
      unknown
    >;
    const { r, u, v, e } = body;
    if (typeof r !== 'string' || typeof u !== 'string' || typeof v !== 'string') return null;
    if (typeof e !== 'number' || !Number.isInteger(e)) return null;
    return { reminderId: r, userId: u, version: v, exp: e };
  } catch {
    return null;
  }
}
