import { randomBytes } from 'node:crypto';
import { REQUEST_ID_HEADER } from '@coffee/contracts';
import {
  FORWARDED_CLIENT_PROOF_HEADER,
  forwardedClientKey,
  signForwardedClient,
} from '../trust/forwarded-client';

/**
 * The headers the gateway sends for a client at `address`: X-Forwarded-For, a request id and the
 * proof over both (keyed from the internal token), so a test can speak "from" an address as
 * the gateway would let it. A bare X-Forwarded-For is ignored by the services.
 */
export function gatewayForwardHeaders(
  internalToken: string,
  address: string,
  requestId = `test-${randomBytes(8).toString('hex')}`,
): Record<string, string> {
  return {
    'x-forwarded-for': address,
    [REQUEST_ID_HEADER]: requestId,
    [FORWARDED_CLIENT_PROOF_HEADER]: signForwardedClient(
      forwardedClientKey(internalToken),
      address,
      requestId,
    ),
  };
}
