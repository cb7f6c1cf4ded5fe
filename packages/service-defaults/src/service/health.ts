import { Router } from 'express';
import type { DatabaseHealth } from './database-health';

/**
 * /healthz: the process is up (liveness). /readyz: it can serve, i.e. started, not draining and
 * its database answering a ping (readiness; 503 otherwise so a load balancer stops routing to it).
 */
export function healthRoutes(database: DatabaseHealth, accepting: () => boolean): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const connected = await database.check();
    if (accepting() && connected) {
      res.json({ status: 'ready' });
      return;
    }
    const message = connected ? 'Service is not accepting requests' : 'Database not connected';
    res.status(503).json({ message, code: 'NOT_READY' });
  });
  return router;
}
