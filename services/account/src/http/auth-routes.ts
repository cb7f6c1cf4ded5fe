import { loginSchema, membershipRegistrationSchema, registerSchema } from '@coffee/contracts';
import {
  clientAddressOf,
  identityOf,
  parseBody,
  requestIdOf,
  requireAuth,
  type IdentityVerifier,
} from '@coffee/service-defaults';
import { Router, type Request, type Response } from 'express';
import { ipKeyGenerator } from 'express-rate-limit';
import type { AccountUseCases } from '../domain/account-use-cases';
import { TooManyAttemptsError } from '../domain/login-throttle';
import { PasswordHashingBusyError } from '../domain/passwords';
import { clearSessionCookie, setSessionCookie } from './session-cookie';

export interface AuthRoutesDeps {
  account: AccountUseCases;
  auth: IdentityVerifier;
  cookieSecure: boolean;
}

/** Says when to try again on a 429 (throttled) or a 503 (hashing busy), then lets the error handler answer. */
async function retryAfter<T>(res: Response, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof TooManyAttemptsError || err instanceof PasswordHashingBusyError)
      res.setHeader('retry-after', String(err.retryAfterSeconds));
    throw err;
  }
}

// The client's address as the gateway proves it (a bare X-Forwarded-For counts as the socket's
// peer, so a direct caller cannot reset the throttles); an IPv6 client is counted per network,
// since one machine can hold a whole range of addresses.
const clientKeyOf = (req: Request) => ipKeyGenerator(clientAddressOf(req));

/** POST /api/register, /api/register-membership, /api/login, /api/logout, GET /api/user. */
export function authRoutes({ account, auth, cookieSecure }: AuthRoutesDeps): Router {
  const router = Router();

  router.post('/api/register', async (req, res) => {
    const input = parseBody(registerSchema, req);
    const { user, session } = await retryAfter(res, () =>
      account.register(input, clientKeyOf(req)),
    );
    setSessionCookie(res, session, cookieSecure);
    res.status(201).json(user);
  });

  // An in-store membership's online account: the same answer and cookie as /api/register.
  router.post('/api/register-membership', async (req, res) => {
    const input = parseBody(membershipRegistrationSchema, req);
    const { user, session } = await retryAfter(res, () =>
      account.registerMembership(input, clientKeyOf(req), requestIdOf(req)),
    );
    setSessionCookie(res, session, cookieSecure);
    res.status(201).json(user);
  });

  router.post('/api/login', async (req, res) => {
    const input = parseBody(loginSchema, req);
    const { user, session } = await retryAfter(res, () => account.login(input, clientKeyOf(req)));
    setSessionCookie(res, session, cookieSecure);
    res.json(user);
  });

  // Signing out always succeeds for the client: a missing or dead token still clears the cookie.
  router.post('/api/logout', async (req, res) => {
    await account.logout(auth.readIdentity(req));
    clearSessionCookie(res, cookieSecure);
    res.json({ message: 'Signed out' });
  });

  router.get('/api/user', auth.authenticate, requireAuth, async (req, res) => {
    res.json(await account.currentUser(identityOf(req)));
  });

  return router;
}
