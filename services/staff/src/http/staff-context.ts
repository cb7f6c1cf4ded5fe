import type { StaffActor } from '@coffee/contracts';
import { AppError, identityOf, requestIdOf } from '@coffee/service-defaults';
import type { Request } from 'express';
import { z } from 'zod';

/** Who acts, from the verified session: what the other services record and the audit log keeps. */
export function actorOf(req: Request): StaffActor {
  const identity = identityOf(req);
  return { userId: identity.userId, role: identity.role, name: identity.username };
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
