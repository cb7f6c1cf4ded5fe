import { AppError, parseBody } from '@coffee/service-defaults';
import type { SessionListeners } from '@coffee/service-defaults/trust';
import { Router, type RequestHandler } from 'express';
import type { AccountUseCases } from '../domain/account-use-cases';
import { membershipUpdateSchema } from '../domain/membership-update';

const SESSION_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** For other services and the gateway only (x-internal-token); the gateway never proxies /internal. */
export function internalRoutes(
  account: AccountUseCases,
  requireInternal: RequestHandler,
  listeners: SessionListeners,
): Router {
  const router = Router();
  router.use('/internal', requireInternal);

  router.get('/internal/sessions/:sid', async (req, res) => {
    // Noted before the session is read: a revocation written after that read is told to the
    // asker, which then does not cache this answer (SessionRegistry).
    listeners.heard(req.headers);
    const sid = req.params.sid ?? '';
    const state = SESSION_ID.test(sid) ? await account.sessionState(sid) : null;
    if (!state) throw new AppError(404, 'Session not found', 'NOT_FOUND');
    res.json(state);
  });

  router.get('/internal/users/:id', async (req, res) => {
    const user = await account.publicUser(req.params.id ?? '');
    if (!user) throw new AppError(404, 'User not found', 'NOT_FOUND');
    res.json(user);
  });

  // The membership service's subscribe/unsubscribe: the user's isDirectPlus stays the shop-wide truth.
  router.put('/internal/users/:id/membership', async (req, res) => {
    const update = parseBody(membershipUpdateSchema, req);
    const user = await account.setMembership(req.params.id ?? '', update);
    if (!user) throw new AppError(404, 'User not found', 'NOT_FOUND');
    res.json(user);
  });

  return router;
}
