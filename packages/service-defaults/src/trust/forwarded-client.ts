import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The gateway's proof that the client address it forwards (X-Forwarded-For) is its own reading:
 * an HMAC over the address and the request id, with a key derived from the internal token the
 * gateway and the services already share. A service uses a forwarded address only when the proof
 * verifies, so a caller that reaches a service directly cannot pick the address its throttles see.
 */
export const FORWARDED_CLIENT_PROOF_HEADER = 'x-forwarded-client-proof';

/** A key of its own for this one use, so a proof never doubles as anything else the token signs. */
export function forwardedClientKey(internalToken: string): Buffer {
  return createHmac('sha256', internalToken).update('coffee-shop forwarded-client v1').digest();
}

const proofInput = (address: string, requestId: string) => `${address}\n${requestId}`;

export function signForwardedClient(key: Buffer, address: string, requestId: string): string {
  return createHmac('sha256', key).update(proofInput(address, requestId)).digest('base64url');
}

export function verifyForwardedClient(
  key: Buffer,
  address: string,
  requestId: string,
  proof: string,
): boolean {
  const expected = Buffer.from(signForwardedClient(key, address, requestId));
  const given = Buffer.from(proof);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
