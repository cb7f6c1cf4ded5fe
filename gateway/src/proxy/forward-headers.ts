import type { IncomingMessage } from 'node:http';
import {
  INTERNAL_TOKEN_HEADER,
  RENDER_ADMITTED_HEADER,
  RENDER_PASS_HEADER,
  REQUEST_ID_HEADER,
  sessionCookieName,
} from '@coffee/contracts';
import { FORWARDED_CLIENT_PROOF_HEADER, signForwardedClient } from '@coffee/service-defaults/trust';
import type { ClientInfo } from '../http/client-info';

/**
 * Headers a client must never be able to set on the way to a service (identity and internal
 * trust), plus hop-by-hop headers that belong to the client's connection, not ours.
 */
const STRIPPED = new Set([
  'authorization',
  INTERNAL_TOKEN_HEADER,
  'forwarded',
  'x-real-ip',
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authorization',
  'te',
  'trailer',
  'upgrade',
  // http-proxy skips its proxyReq hook for Expect requests, and with it our upstream timeout.
  'expect',
  // A page render's pass (http/render-pass.ts) stays between the gateway and the shell's server.
  RENDER_PASS_HEADER,
  RENDER_ADMITTED_HEADER,
]);

/**
 * Rewrites req.headers in place before http-proxy copies them: the verified token (if any) as a
 * bearer token, our request id, and x-forwarded-* computed under our own `trust proxy` setting.
 * The client address carries our proof (HMAC with `proofKey`, forwardedClientKey of the internal
 * token), so a service takes it only from us; whatever x-forwarded-* a client sent is dropped.
 */
export function prepareForwardHeaders(
  req: IncomingMessage,
  client: ClientInfo,
  requestId: string,
  token: string | undefined,
  proofKey: Buffer,
): void {
  const headers = req.headers;
  // Read before the x-forwarded-* headers they may depend on are dropped.
  const ip = client.ip(req);
  const protocol = client.protocol(req);
  const host = client.host(req);
  for (const name in headers) {
    if (STRIPPED.has(name) || name.startsWith('x-user-') || name.startsWith('x-forwarded-')) {
      delete headers[name];
    }
  }
  if (token) headers.authorization = `Bearer ${token}`;
  headers[REQUEST_ID_HEADER] = requestId;
  headers['x-forwarded-for'] = ip;
  headers[FORWARDED_CLIENT_PROOF_HEADER] = signForwardedClient(proofKey, ip, requestId);
  headers['x-forwarded-proto'] = protocol;
  if (host) headers['x-forwarded-host'] = host;
}

// Either name (plain, or `__Host-` with COOKIE_SECURE): the raw session cookie never reaches a service.
const SESSION_COOKIES = new Set([sessionCookieName(false), sessionCookieName(true)]);

/** Removes the session cookie from the forwarded Cookie header (used when the token is not valid). */
export function dropSessionCookie(req: IncomingMessage): void {
  const cookie = req.headers.cookie;
  if (!cookie) return;
  const kept = cookie
    .split(';')
    .filter((part) => !SESSION_COOKIES.has(part.trim().split('=', 1)[0] ?? ''))
    .join(';')
    .trim();
  if (kept) req.headers.cookie = kept;
  else delete req.headers.cookie;
}
