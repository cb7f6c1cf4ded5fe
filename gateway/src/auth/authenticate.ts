import { SESSION_COOKIE } from '@coffee/contracts';
import type { IncomingMessage } from 'node:http';
import { cookiesOf } from '../http/request-context';
import type { SessionRegistry } from './session-registry';
import type { TokenVerifier, VerifiedSession } from './session-token';

/**
 * What the session cookie of a request proves. `invalid` covers missing-signature, tampered,
 * wrong-algorithm, expired and revoked tokens alike: callers must not tell them apart to clients.
 */
export type Authentication =
  | { state: 'anonymous' }
  | { state: 'invalid' }
  | { state: 'unavailable'; session: VerifiedSession }
  | { state: 'valid'; session: VerifiedSession };

const ANONYMOUS: Authentication = { state: 'anonymous' };
const INVALID: Authentication = { state: 'invalid' };

export type Authenticator = (
  req: IncomingMessage,
  requestId: string,
) => Authentication | Promise<Authentication>;

export function createAuthenticator(
  verify: TokenVerifier,
  registry: SessionRegistry,
  /** sessionCookieName(COOKIE_SECURE): `__Host-coffee_session` on HTTPS deployments. */
  cookieName = SESSION_COOKIE,
): Authenticator {
  const fromState = (session: VerifiedSession, state: string): Authentication => {
    if (state === 'active') return { state: 'valid', session };
    if (state === 'revoked') return INVALID;
    return { state: 'unavailable', session };
  };

  // Synchronous when both caches answer, so the common request never waits on a promise.
  return (req, requestId) => {
    const token = cookiesOf(req)[cookieName];
    if (!token) return ANONYMOUS;
    const session = verify(token);
    if (!session) return INVALID;
    const known = registry.cached(session);
    if (known) return fromState(session, known);
    return registry.check(session, requestId).then((state) => fromState(session, state));
  };
}
