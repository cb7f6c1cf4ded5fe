import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createDbConnection,
  createInternalClient,
  createServiceMetrics,
  traceRequests,
} from '@coffee/service-defaults';
import express from 'express';

export interface TinyService {
  url: string;
  /** Paths that reached the service, in order. */
  seen: string[];
  close(): Promise<void>;
}

export const INTERNAL_TOKEN = 'observability-internal-token';

/**
 * A service as createService wires its observability (traceRequests, request metrics and
 * GET /metrics from @coffee/service-defaults), without a database: the gateway's tests have none.
 * `GET /api/products/:id` calls `downstream`'s /internal/echo through the internal client.
 */
export async function startTinyService(name: string, downstream?: string): Promise<TinyService> {
  const seen: string[] = [];
  const observed = createServiceMetrics(name, createDbConnection());
  const app = express();
  app.use((req, _res, next) => {
    seen.push(req.path);
    next();
  });
  app.use(traceRequests(name));
  app.use(observed.countRequests);
  app.use(observed.metricsRoute);
  const client =
    downstream &&
    createInternalClient({
      service: 'downstream',
      baseUrl: downstream,
      token: INTERNAL_TOKEN,
      timeoutMs: 2000,
    });
  app.get('/internal/echo', (req, res) => {
    res.json({ traceparent: req.headers.traceparent ?? null });
  });
  app.get('/api/products/:id', async (req, res) => {
    const answer = client ? await client.call('/internal/echo') : null;
    res.json({ traceparent: req.headers.traceparent ?? null, downstream: answer?.body ?? null });
  });
  app.use((_req, res) => {
    res.status(404).json({ message: 'Not found' });
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
