import type { IncomingMessage } from 'node:http';
import type { TLSSocket } from 'node:tls';
import proxyaddr from 'proxy-addr';

/**
 * Which proxies in front of the gateway are believed about the client (TRUST_PROXY): the values
 * Express's `trust proxy` setting takes. Defined here, beside the one code that interprets it.
 */
export type TrustProxy = boolean | number | string;

export interface ClientInfo {
  /** The client's address: the socket peer, or from X-Forwarded-For through trusted proxies. */
  ip(req: IncomingMessage): string;
  protocol(req: IncomingMessage): 'http' | 'https';
  /** Host (with port) the client asked for. */
  host(req: IncomingMessage): string | undefined;
}

type Trust = (addr: string, hop: number) => boolean;

// The same meanings as Express's `trust proxy` setting, which pages use.
function compileTrust(value: TrustProxy): Trust {
  if (value === true) return () => true;
  if (value === false) return () => false;
  if (typeof value === 'number') return (_addr, hop) => hop < value;
  return proxyaddr.compile(value.split(',').map((s) => s.trim()));
}

function firstValue(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return undefined;
  const comma = value.indexOf(',');
  return (comma === -1 ? value : value.slice(0, comma)).trim() || undefined;
}

/** What Express computes as req.ip/protocol/host, for the API path that runs without Express. */
export function createClientInfo(trustProxy: TrustProxy): ClientInfo {
  const trust = compileTrust(trustProxy);
  const peerTrusted = (req: IncomingMessage) => trust(req.socket.remoteAddress ?? '', 0);

  return {
    ip: (req) => proxyaddr(req, trust),
    protocol(req) {
      const own = (req.socket as TLSSocket).encrypted ? 'https' : 'http';
      if (!peerTrusted(req)) return own;
      const forwarded = firstValue(req.headers['x-forwarded-proto']);
      return forwarded === 'https' || forwarded === 'http' ? forwarded : own;
    },
    host(req) {
      if (peerTrusted(req)) {
        const forwarded = firstValue(req.headers['x-forwarded-host']);
        if (forwarded) return forwarded;
      }
      return req.headers.host;
    },
  };
}
