import { AppError, requestIdOf } from '@coffee/service-defaults';
import type { Request } from 'express';
import type { Caller } from '../domain/reviews';

/** The signed-in caller of a route behind `authenticate` and `requireAuth`. */
export function callerOf(req: Request): Caller {
  const identity = req.identity;
  if (!identity) throw new AppError(401, 'Not authenticated', 'NOT_AUTHENTICATED');
  const requestId = requestIdOf(req);
  return {
    userId: identity.userId,
    username: identity.username,
    ...(requestId ? { requestId } : {}),
  };
}
