import { createHash, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';

/** `sha256-`, `sha384-` or `sha512-` and the base64 of the digest, as Subresource Integrity. */
export const INTEGRITY = /^(sha256|sha384|sha512)-([A-Za-z0-9+/]+={0,2})$/;

/**
 * Throws unless `bytes` hash to the manifest's `integrity`: a server bundle runs in this process,
 * so a file swapped on the remote's static host, or changed on its way, must never run. (The
 * manifest comes from the same host; issue 26's release tool pins it in the shell's manifest.)
 */
export function checkIntegrity(bytes: Buffer, integrity: string, where: string): void {
  const match = INTEGRITY.exec(integrity);
  const computed = match
    ? createHash(match[1] as string)
        .update(bytes)
        .digest()
    : undefined;
  const wanted = Buffer.from(match?.[2] ?? '', 'base64');
  if (!computed || wanted.length !== computed.length || !timingSafeEqual(wanted, computed))
    throw new Error(
      `${where} does not match the integrity its ssr-manifest.json names (${integrity}): not run`,
    );
}

/** This machine: `localhost` (and its subdomains), 127.0.0.0/8 and ::1. */
function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return host === '::1';
}

/**
 * Outside development a remote's server bundle is loaded over https only, or from this machine:
 * over plain http anyone on the way could hand this process code to run. Throws with the reason.
 */
export function checkTransport(url: string, requireHttps: boolean): void {
  if (!requireHttps) return;
  const { protocol, hostname } = new URL(url);
  if (protocol === 'https:' || (protocol === 'http:' && isLoopbackHost(hostname))) return;
  throw new Error(
    `${url} is served over ${protocol.replace(':', '')}: with NODE_ENV=production a server bundle is loaded over https only (or from this machine)`,
  );
}
