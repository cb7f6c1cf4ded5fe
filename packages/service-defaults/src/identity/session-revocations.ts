import type { Request, RequestHandler } from 'express';
import { AppError } from '../http/app-error';
import {
  readSessionRevocation,
  SESSION_REVOCATION_PROOF_HEADER,
  sessionRevocationKey,
} from '../trust/session-listeners';
import type { SessionRegistry } from '../trust/session-registry';

/**
 * POST SESSION_REVOKED_PATH: the account service tells this service that sessions were revoked
 * (session-listeners.ts); what the session cache holds for them is dropped, so their next request
 * is checked again. Believed only with the proof keyed from the internal token; 204 once done.
 */
export function sessionRevocations(
  internalToken: string,
  sessions: SessionRegistry,
  rawBody: (req: Request) => Buffer,
): RequestHandler {
  const key = sessionRevocationKey(internalToken);
  return (req, res) => {
    const event = readSessionRevocation(
      key,
      rawBody(req),
      req.headers[SESSION_REVOCATION_PROOF_HEADER],
    );
    if (!event) throw new AppError(403, 'Forbidden', 'FORBIDDEN');
    sessions.forget(event);
    res.status(204).end();
  };
}
