import { createHmac, timingSafeEqual } from 'node:crypto';
import { InvalidSignatureError } from '../../domain/payments/ports';

// The same Stripe-format signing as the membership service's offline provider
// (services/membership/src/data/offline/signed-events.ts), so both webhooks read alike.

/** How old a signed delivery may be: Stripe's default tolerance. */
export const SIGNATURE_TOLERANCE_S = 300;

const hmac = (secret: string, timestamp: number, payload: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');

/** Stripe's header format: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.payload">`. */
export function signPayload(secret: string, payload: string, nowS = Math.floor(Date.now() / 1000)) {
  return `t=${nowS},v1=${hmac(secret, nowS, payload)}`;
}

/**
 * Checks a Stripe-format signature over the raw body: a v1 HMAC that matches in constant time,
 * and a timestamp within the tolerance (a replay within it is harmless: events apply once by id).
 */
export function verifySignature(
  secret: string,
  rawBody: Buffer,
  header: string | undefined,
  nowS = Math.floor(Date.now() / 1000),
): void {
  if (!header) throw new InvalidSignatureError('No signature');
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts.filter(([key]) => key === 'v1').map(([, value]) => value ?? '');
  if (!Number.isInteger(timestamp) || signatures.length === 0)
    throw new InvalidSignatureError('Malformed signature');
  const expected = Buffer.from(hmac(secret, timestamp, rawBody.toString('utf8')), 'hex');
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new InvalidSignatureError('Signature does not match');
  if (Math.abs(nowS - timestamp) > SIGNATURE_TOLERANCE_S)
    throw new InvalidSignatureError('Signature is too old');
}
