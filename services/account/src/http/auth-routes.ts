import { loginSchema, membershipRegistrationSchema, registerSchema } from '@coffee/contracts';
import {
  clientAddressOf,
  clientKeyOf,
  identityOf,
  parseBody,
  requestIdOf,
  type IdentityVerifier,
} from '@coffee/service-defaults';
import { Router } from 'express';
import type { AccountUseCases } from '../domain/account-use-cases';
import { clearSessionCookie, deviceOf, setDeviceCookie, setSessionCookie } from './session-cookie';

export interface AuthRoutesDeps {
  account: AccountUseCases;
  auth: IdentityVerifier;
  cookieSecure: boolean;
}

/** POST /api/register, /api/register-membership, /api/login, /api/logout, GET /api/user. */
export function authRoutes({ account, auth, cookieSecure }: AuthRoutesDeps): Router {
  const router = Router();

  router.post('/api/register', async (req, res) => {
    const input = parseBody(registerSchema, req);
    const device = deviceOf(req, cookieSecure, clientAddressOf(req));
    const { user, session } = await account.register(input, clientKeyOf(req), device);
    setSessionCookie(res, session, cookieSecure);
    setDeviceCookie(res, device, cookieSecure);
    res.status(201).json(user);
  });

  // An in-store membership's online account: the same answer and cookie as /api/register.
  router.post('/api/register-membership', async (req, res) => {
    const input = parseBody(membershipRegistrationSchema, req);
    const device = deviceOf(req, cookieSecure, clientAddressOf(req));
    const { user, session } = await account.registerMembership(
      input,
      clientKeyOf(req),
      requestIdOf(req),
      device,
    );
    setSessionCookie(res, session, cookieSecure);
    setDeviceCookie(res, device, cookieSecure);
    res.status(201).json(user);
  });

  router.post('/api/login', async (req, res) => {
    const input = parseBody(loginSchema, req);
    const device = deviceOf(req, cookieSecure, clientAddressOf(req));
    const { user, session } = await account.login(input, clientKeyOf(req), device);
    setSessionCookie(res, session, cookieSecure);
    setDeviceCookie(res, device, cookieSecure);
    res.json(user);
  });

  // Signing out always succeeds for the client: a missing or dead token still clears the cookie.
  router.post('/api/logout', async (req, res) => {
    await account.logout(auth.readIdentity(req));
    clearSessionCookie(res, cookieSecure);
    res.json({ message: 'Signed out' });
  });

  router.get('/api/user', ...auth.signedIn, async (req, res) => {
    res.json(await account.currentUser(identityOf(req)));
  });

  return router;
}
