import { hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * Marks the API calls a server render makes back to this gateway. They all come from 127.0.0.1,
 * so counted like a browser's they would share one per-address budget and a busy shop would
 * throttle its own renders. The mark is a secret made at start and never sent anywhere but this
 * gateway's own origin, so no outside client can present it (a proxy's X-Forwarded-For or a
 * loopback peer address could be had from outside; this cannot).
 */
export const LOOPBACK_HEADER = 'x-coffee-ssr-loopback';

export interface Loopback {
  /** The `fetch` the server bundles see: adds the mark to requests for this gateway's origin only. */
  readonly fetch: typeof fetch;
  /** The origin renders call (`http://127.0.0.1:<port>`), once the gateway listens. */
  origin(): string | undefined;
  setOrigin(origin: string): void;
  /** Whether a request carries this gateway's mark (one of its own renders' calls). */
  isOwnRequest(req: IncomingMessage): boolean;
}

function urlOf(input: Parameters<typeof fetch>[0]): URL | undefined {
  try {
    // Duck-typed: a Request or URL made in another realm (a test runner's) is one too.
    if (typeof input === 'string') return new URL(input);
    if ('href' in input) return new URL(input.href);
    return new URL(input.url);
  } catch {
    return undefined;
  }
}

/**
 * The mark shared by gateway workers on one port (node:cluster): derived from the internal token
 * they all hold, as the CSRF key is, so no secret has to be handed from process to process.
 */
export function deriveLoopbackSecret(internalToken: string): string {
  return Buffer.from(
    hkdfSync('sha256', internalToken, '', 'coffee-shop/gateway/ssr-loopback/v1', 32),
  ).toString('base64url');
}

/**
 * `secret`: the same for every worker sharing the port (a render's call may reach another one);
 * by default one made now.
 */
export function createLoopback(secret = randomBytes(32).toString('base64url')): Loopback {
  const expected = Buffer.from(secret, 'latin1');
  let ownOrigin: string | undefined;

  const markedFetch: typeof fetch = (input, init) => {
    if (ownOrigin === undefined || urlOf(input)?.origin !== ownOrigin) return fetch(input, init);
    const request = new Request(input, init);
    request.headers.set(LOOPBACK_HEADER, secret);
    return fetch(request);
  };

  return {
    fetch: markedFetch,
    origin: () => ownOrigin,
    setOrigin(origin) {
      ownOrigin = origin;
    },
    isOwnRequest(req) {
      const sent = req.headers[LOOPBACK_HEADER];
      if (typeof sent !== 'string' || sent.length !== secret.length) return false;
      return timingSafeEqual(Buffer.from(sent, 'latin1'), expected);
    },
  };
}
