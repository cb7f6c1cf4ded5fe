import { createPublicKey } from 'node:crypto';
import {
  JWT_ALGORITHM,
  JWT_AUDIENCE,
  JWT_ISSUER,
  sessionClaimsSchema,
  type SessionClaims,
} from '@coffee/contracts';
import jwt from 'jsonwebtoken';
import { ExpiringLru } from '@coffee/service-defaults/trust';

/** A session token whose signature, algorithm, issuer, audience, expiry and claims were checked. */
export interface VerifiedSession {
  token: string;
  claims: SessionClaims;
  /** Expiry in epoch milliseconds. */
  expiresAt: number;
}

export type TokenVerifier = (token: string) => VerifiedSession | undefined;

// Real tokens are a few hundred bytes; refusing huge ones keeps a bad client from burning CPU.
const MAX_TOKEN_LENGTH = 4096;

/**
 * Verifies session JWTs with the account service's public key, ES256 only. A verified token is
 * remembered by its exact text until it expires: the same bytes always verify the same way, so the
 * hot path pays one Map lookup instead of an ECDSA verification.
 */
export function createTokenVerifier(publicKeyPem: string, maxEntries: number): TokenVerifier {
  // Parsed once; a non-EC key here is a deployment error worth failing fast on.
  const key = createPublicKey(publicKeyPem);
  if (key.asymmetricKeyType !== 'ec') {
    throw new Error(
      `JWT public key must be an EC (P-256) key, got ${key.asymmetricKeyType ?? 'unknown'}`,
    );
  }
  const verified = new ExpiringLru<VerifiedSession>(maxEntries);

  return (token) => {
    const now = Date.now();
    const cached = verified.get(token, now);
    if (cached) return cached;
    if (token.length > MAX_TOKEN_LENGTH) return undefined;

    let payload: string | jwt.JwtPayload;
    try {
      payload = jwt.verify(token, key, {
        algorithms: [JWT_ALGORITHM],
        issuer: JWT_ISSUER,
        audience: JWT_AUDIENCE,
      });
    } catch {
      return undefined;
    }
    // A token without an expiry would be valid forever.
    if (typeof payload === 'string' || typeof payload.exp !== 'number') return undefined;
    const claims = sessionClaimsSchema.safeParse(payload);
    if (!claims.success) return undefined;

    const session: VerifiedSession = { token, claims: claims.data, expiresAt: payload.exp * 1000 };
    if (session.expiresAt <= now) return undefined;
    verified.set(token, session, session.expiresAt);
    return session;
  };
}
