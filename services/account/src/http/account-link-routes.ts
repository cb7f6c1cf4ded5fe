import {
  noInput,
  clientKeyOf,
  identityOf,
  parseBody,
  type IdentityVerifier,
} from '@coffee/service-defaults';
import {
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  verifyEmailSchema,
} from '@coffee/contracts';
import { Router } from 'express';
import type { EmailVerification } from '../domain/email-verification';
import type { PasswordReset } from '../domain/password-reset';

export interface AccountLinkRoutesDeps {
  passwordReset: PasswordReset;
  emailVerification: EmailVerification;
  auth: IdentityVerifier;
}

/**
 * The mailed links: POST /api/password-reset(/confirm) and /api/verify-email are public (the
 * token is the proof); the profile's address status and "send the link again" need a session.
 */
export function accountLinkRoutes({
  passwordReset,
  emailVerification,
  auth,
}: AccountLinkRoutesDeps): Router {
  const router = Router();

  router.post('/api/password-reset', async (req, res) => {
    const input = parseBody(passwordResetRequestSchema, req);
    res.json(await passwordReset.request(input, clientKeyOf(req)));
  });

  router.post('/api/password-reset/confirm', async (req, res) => {
    const input = parseBody(passwordResetConfirmSchema, req);
    res.json(await passwordReset.confirm(input, clientKeyOf(req)));
  });

  router.post('/api/verify-email', async (req, res) => {
    const { token } = parseBody(verifyEmailSchema, req);
    res.json(await emailVerification.verify(token));
  });

  router.get('/api/profile/email', ...auth.signedIn, async (req, res) => {
    res.json(await emailVerification.status(identityOf(req)));
  });

  router.post('/api/profile/email/verification', ...auth.signedIn, async (req, res) => {
    parseBody(noInput, req);
    res.json(await emailVerification.resend(identityOf(req)));
  });

  return router;
}
