import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  MAX_REVOCATION_BYTES,
  readSessionRevocation,
  SESSION_REVOCATION_PROOF_HEADER,
  SESSION_REVOKED_PATH,
  sessionRevocationKey,
} from '@coffee/service-defaults/trust';
import { sendError } from '../http/send-error';
import type { SessionRegistry } from './session-registry';

/**
 * `POST /internal/sessions/revoked`: the account service tells this gateway that sessions were
 * revoked (it names itself in its session checks when there is no Redis; see
 * @coffee/service-defaults/trust's session-listeners), and the session cache drops them. Believed
 * only with the proof keyed from the internal token; anything else under /internal, or a wrong
 * proof, is the usual 404, so the public port shows nothing new.
 */
export function createRevocationReceiver(internalToken: string, registry: SessionRegistry) {
  const key = sessionRevocationKey(internalToken);
  return {
    accepts(req: IncomingMessage, pathname: string): boolean {
      return req.method === 'POST' && pathname === SESSION_REVOKED_PATH;
    },
    receive(req: IncomingMessage, res: ServerResponse): void {
      const chunks: Buffer[] = [];
      let size = 0;
      let refused = false;
      const notFound = () => sendError(res, 404, 'Not found', 'NOT_FOUND');
      req.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > MAX_REVOCATION_BYTES && !refused) {
          refused = true;
          res.setHeader('connection', 'close');
          notFound();
        }
        if (!refused) chunks.push(chunk);
      });
      req.on('end', () => {
        if (refused) return;
        const event = readSessionRevocation(
          key,
          Buffer.concat(chunks),
          req.headers[SESSION_REVOCATION_PROOF_HEADER],
        );
        if (!event) {
          notFound();
          return;
        }
        registry.forget(event);
        res.statusCode = 204;
        res.setHeader('cache-control', 'no-store');
        res.end();
      });
      req.on('error', () => res.destroy());
    },
  };
}

export type RevocationReceiver = ReturnType<typeof createRevocationReceiver>;
