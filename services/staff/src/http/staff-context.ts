import type { Permission, StaffActor } from '@coffee/contracts';
import {
  AppError,
  identityOf,
  requestIdOf,
  requirePermission,
  type IdentityVerifier,
} from '@coffee/service-defaults';
import { Router, type Request, type RequestHandler } from 'express';
import { z } from 'zod';
import type { ActorNames } from '../domain/actor-names';

/** The full name of the staff member behind a write request, read before its route runs. */
const namesOfRequests = new WeakMap<Request, string>();

/**
 * After the session is verified: a write (anything but GET and HEAD) learns the staff member's
 * full name, which the actor carries into timelines, ticket threads and the audit log. Reads
 * record nothing, so they ask nobody.
 */
export function actorName(names: ActorNames): RequestHandler {
  return async (req, _res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      const identity = identityOf(req);
      namesOfRequests.set(req, await names.nameOf(identity.userId, identity.username));
    }
    next();
  };
}

/** What every portal router needs besides its use cases. */
export interface PortalDeps {
  auth: IdentityVerifier;
  /** Staff writes are recorded under the person's full name. */
  actorNames: ActorNames;
}

/**
 * A portal's router: everything under `prefix` needs a verified session with the portal's
 * permission (the gateway checks it too), and a write learns the actor's name before its route.
 */
export function portalRouter(
  prefix: string,
  portal: Extract<Permission, `${string}-portal`>,
  { auth, actorNames }: PortalDeps,
): Router {
  const router = Router();
  router.use(prefix, auth.authenticate, requirePermission(portal), actorName(actorNames));
  return router;
}

/**
 * Who acts, from the verified session: what the other services record and the audit log keeps.
 * Named by their full name (`actorName`), else their username.
 */
export function actorOf(req: Request): StaffActor {
  const identity = identityOf(req);
  return {
    userId: identity.userId,
    role: identity.role,
    name: namesOfRequests.get(req) ?? identity.username,
  };
}

/** The actor and the request id, for a call to another service. */
export function staffContext(req: Request) {
  const requestId = requestIdOf(req);
  return { actor: actorOf(req), ...(requestId ? { requestId } : {}) };
}

/** Any id-like text: the owning service decides whether it exists (404). */
const idParams = z.strictObject({ id: z.string().min(1).max(100) });

export function idParam(req: Request, name = 'id'): string {
  const parsed = idParams.safeParse({ id: req.params[name] });
  if (!parsed.success) throw new AppError(404, 'Not found', 'NOT_FOUND');
  return parsed.data.id;
}
