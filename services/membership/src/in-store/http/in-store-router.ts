import {
  inStoreClaimSchema,
  inStoreReleaseSchema,
  membershipVerificationSchema,
} from '@coffee/contracts';
import {
  TooManyAttemptsError,
  clientAddressOf,
  noInput,
  parseBody,
  parseQuery,
} from '@coffee/service-defaults';
import { Router, type RequestHandler } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import type { InStoreRegistration } from '../domain/in-store-registration';

/** Says when to try again on a 429, then lets the error handler answer. */
async function retryAfter<T>(res: Parameters<RequestHandler>[1], work: () => Promise<T>) {
  try {
    return await work();
  } catch (err) {
    if (err instanceof TooManyAttemptsError)
      res.setHeader('retry-after', String(err.retryAfterSeconds));
    throw err;
  }
}

/**
 * POST /api/verify-membership (public, spec section 7) and, for the account service only, the
 * internal claim and release of a number by a new online account.
 */
export function inStoreRouter(registration: InStoreRegistration, requireInternal: RequestHandler) {
  const router = Router();

  router.post('/api/verify-membership', async (req, res) => {
    parseQuery(noInput, req);
    const input = parseBody(membershipVerificationSchema, req);
    // The client's address as the gateway proves it (else the socket's); IPv6 counts per network.
    const clientKey = ipKeyGenerator(clientAddressOf(req));
    res.json(await retryAfter(res, () => registration.verify(input, clientKey)));
  });

  router.post('/internal/in-store-memberships/claim', requireInternal, async (req, res) => {
    const input = parseBody(inStoreClaimSchema, req);
    res.json(await retryAfter(res, () => registration.claim(input)));
  });

  router.post('/internal/in-store-memberships/release', requireInternal, async (req, res) => {
    const { membershipNumber, userId } = parseBody(inStoreReleaseSchema, req);
    await registration.release(membershipNumber, userId);
    res.status(204).end();
  });

  return router;
}
