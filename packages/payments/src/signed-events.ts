import { createHmac, timingSafeEqual } from 'node:crypto';

/** How old a signed delivery may be: Stripe's default tolerance. */
export const SIGNATURE_TOLERANCE_S = 300;

/**
 * The service's own "not a genuine delivery" error: each service's payment port declares one, and
 * its webhook route turns exactly that into a 400.
 */
export type SignatureErrorClass = new (reason: string) => Error;

const hmac = (secret: string, timestamp: number, payload: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');

/** Stripe's header format: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.payload">`. */
export function signPayload(secret: string, payload: string, nowS = Math.floor(Date.now() / 1000)) {
  return `t=${nowS},v1=${hmac(secret, nowS, payload)}`;
}

/**
 * Checks a Stripe-format signature over the raw body, as Stripe's own library does: a v1 HMAC that
 * matches in constant time, and a timestamp within the tolerance (a replay of an old delivery is
 * refused; a replay within it is harmless, since events apply once by id). Throws `invalid`.
 */
export function verifySignature(
  secret: string,
  rawBody: Buffer,
  header: string | undefined,
  invalid: SignatureErrorClass,
  nowS = Math.floor(Date.now() / 1000),
): void {
  if (!header) throw new invalid('No signature');
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts.filter(([key]) => key === 'v1').map(([, value]) => value ?? '');
  if (!Number.isInteger(timestamp) || signatures.length === 0)
    throw new invalid('Malformed signature');
  const expected = Buffer.from(hmac(secret, timestamp, rawBody.toString('utf8')), 'hex');
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw new invalid('Signature does not match');
  if (Math.abs(nowS - timestamp) > SIGNATURE_TOLERANCE_S) throw new invalid('Signature is too old');
}

/**
 * Runs another library's signature check (Stripe's `constructEvent`): whatever it throws becomes
 * the service's signature error, so the webhook route answers 400 and not 500.
 */
export function checkSignature<T>(check: () => T, invalid: SignatureErrorClass): T {
  try {
    return check();
  } catch (err) {
    throw new invalid(err instanceof Error ? err.message : 'Invalid signature');
  }
}

export interface SignedDelivery {
  /** The webhook's full URL (the service's own address and its webhook path). */
  url: string;
  secret: string;
  event: unknown;
}

/**
 * Posts an event signed as Stripe signs its deliveries, so the offline provider's outcomes go
 * through the very webhook route Stripe's do. False when it did not arrive or was not taken.
 */
export async function deliverSignedEvent({ url, secret, event }: SignedDelivery): Promise<boolean> {
  const body = JSON.stringify(event);
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signPayload(secret, body),
      },
      body,
      signal: AbortSignal.timeout(20_000),
    });
    return res.ok;
  } catch {
    return false;
  }
}
