import type { IncomingMessage } from 'node:http';
import { REQUEST_ID_HEADER } from '@coffee/contracts';
import { ipKeyGenerator } from 'express-rate-limit';
import {
  FORWARDED_CLIENT_PROOF_HEADER,
  forwardedClientKey,
  verifyForwardedClient,
} from '../trust/forwarded-client';

const CLIENT_ADDRESS = Symbol('clientAddress');
interface AddressCarrier {
  [CLIENT_ADDRESS]?: string;
}

const header = (req: IncomingMessage, name: string): string | undefined => {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * Works out who is calling, once per request: the address the gateway forwarded (X-Forwarded-For)
 * when the request carries the gateway's proof over it and the request id (an HMAC keyed from the
 * internal token), otherwise the socket's peer. A caller that reaches a service directly can
 * write any X-Forwarded-For, but without the internal token it cannot prove one.
 */
export function createClientAddressReader(internalToken: string) {
  const key = forwardedClientKey(internalToken);
  return (req: IncomingMessage): string => {
    const carrier = req as IncomingMessage & AddressCarrier;
    const known = carrier[CLIENT_ADDRESS];
    if (known !== undefined) return known;
    const forwarded = header(req, 'x-forwarded-for')?.trim();
    const proof = header(req, FORWARDED_CLIENT_PROOF_HEADER);
    const requestId = header(req, REQUEST_ID_HEADER);
    const address =
      forwarded && proof && requestId && verifyForwardedClient(key, forwarded, requestId, proof)
        ? forwarded
        : (req.socket.remoteAddress ?? 'unknown');
    carrier[CLIENT_ADDRESS] = address;
    return address;
  };
}

/**
 * The client's address as this service may trust it: createService works it out first thing
 * for every request (createClientAddressReader) and also answers it as `req.ip`. Throttles key
 * on it. Outside createService (nothing worked out yet) it is the socket's peer.
 */
export function clientAddressOf(req: IncomingMessage): string {
  const known = (req as IncomingMessage & AddressCarrier)[CLIENT_ADDRESS];
  return known ?? req.socket.remoteAddress ?? 'unknown';
}

/**
 * The key a throttle counts a client under: its address, an IPv6 address by its /56 network (one
 * subscriber commonly holds a whole /56, so counting single addresses would let them rotate).
 */
export function clientKeyOf(req: IncomingMessage): string {
  return ipKeyGenerator(clientAddressOf(req));
}
