import {
  ACCOUNT_DELETED_MESSAGE,
  PASSWORD_CHANGED_MESSAGE,
  SIGNED_OUT_EVERYWHERE_MESSAGE,
  changePasswordSchema,
  deleteAccountSchema,
  preferencesUpdateSchema,
  profileUpdateSchema,
} from '@coffee/contracts';
import {
  clientKeyOf,
  identityOf,
  noInput,
  parseBody,
  requestIdOf,
  type IdentityVerifier,
} from '@coffee/service-defaults';
import { Router } from 'express';
import type { AccountSecurity } from '../domain/account-security';
import type { ProfileUseCases } from '../domain/profile-use-cases';
import { clearSessionCookie } from './session-cookie';

export interface ProfileRoutesDeps {
  profile: ProfileUseCases;
  security: AccountSecurity;
  auth: IdentityVerifier;
  cookieSecure: boolean;
}

/** The account page's own endpoints under /api/profile: always the signed-in user's, never another's. */
export function profileRoutes({
  profile,
  security,
  auth,
  cookieSecure,
}: ProfileRoutesDeps): Router {
  const router = Router();
  router.use('/api/profile', auth.signedIn);

  router.get('/api/profile', async (req, res) => {
    res.json(await profile.profile(identityOf(req)));
  });

  router.put('/api/profile', async (req, res) => {
    const input = parseBody(profileUpdateSchema, req);
    res.json(await profile.updateProfile(identityOf(req), input));
  });

  router.put('/api/profile/password', async (req, res) => {
    const input = parseBody(changePasswordSchema, req);
    await security.changePassword(identityOf(req), input, clientKeyOf(req));
    res.json({ message: PASSWORD_CHANGED_MESSAGE });
  });

  router.post('/api/profile/sign-out-everywhere', async (req, res) => {
    parseBody(noInput, req);
    await security.signOutEverywhere(identityOf(req));
    clearSessionCookie(res, cookieSecure);
    res.json({ message: SIGNED_OUT_EVERYWHERE_MESSAGE });
  });

  router.delete('/api/profile', async (req, res) => {
    const { password } = parseBody(deleteAccountSchema, req);
    await security.deleteAccount(identityOf(req), password, clientKeyOf(req), requestIdOf(req));
    clearSessionCookie(res, cookieSecure);
    res.json({ message: ACCOUNT_DELETED_MESSAGE });
  });

  router.get('/api/profile/preferences', async (req, res) => {
    res.json(await profile.preferences(identityOf(req)));
  });

  router.put('/api/profile/preferences', async (req, res) => {
    const update = parseBody(preferencesUpdateSchema, req);
    res.json(await profile.updatePreferences(identityOf(req), update));
  });

  return router;
}
