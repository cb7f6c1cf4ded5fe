import { identityOf, requestIdOf } from '@coffee/service-defaults';
import type { RequestHandler } from 'express';
import type { InitialPaymentRule } from '../domain/initial-payment';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Behind requireAuth: every write (not a read) waits for the initial-payment rule. */
export function writesNeedInitialPayment(rule: InitialPaymentRule): RequestHandler {
  return async (req, _res, next) => {
    if (!READS.has(req.method)) {
      const { userId, role } = identityOf(req);
      await rule.check({ userId, role }, requestIdOf(req));
    }
    next();
  };
}
