import type { Connection } from 'mongoose';
import express, { type Request, type RequestHandler } from 'express';
import { Counter, Registry } from 'prom-client';
import { watchDbPool } from './db-pool-metrics';
import { METRICS_CONTENT_TYPE, metricsText, processMetricsRegistry } from './default-metrics';
import { createHttpMetrics } from './http-metrics';

export interface ServiceMetrics {
  /** This service's own metrics (HTTP, database pool, domain counters). */
  registry: Registry;
  /** `orders_placed_total`: an order created (not a replay of the same idempotency key). */
  ordersPlaced(): Counter;
  /** `payments_failed_total{kind}`: a verified payment failure ('order', 'membership'...). */
  paymentsFailed(): Counter<'kind'>;
}

/** The Express route pattern that answered (`/api/orders/:id`), or undefined when none did. */
export function expressRouteOf(req: Request): string | undefined {
  const path: unknown = req.route?.path;
  if (typeof path !== 'string') return path === undefined ? undefined : 'pattern';
  return `${req.baseUrl}${path}` || '/';
}

export interface ObservedApp {
  metrics: ServiceMetrics;
  /** Counts every request by method, route pattern and status, with its duration. */
  countRequests: RequestHandler;
  /** GET /metrics: the process's and this service's metrics, in Prometheus text. */
  metricsRoute: express.Router;
}

/** One service's metrics: its own registry (tests start several services in one process). */
export function createServiceMetrics(service: string, db: Connection): ObservedApp {
  const registry = new Registry();
  const http = createHttpMetrics(registry, service);
  watchDbPool(db, registry);
  let ordersPlaced: Counter | undefined;
  let paymentsFailed: Counter<'kind'> | undefined;
  const metrics: ServiceMetrics = {
    registry,
    // Created on first use, so only the services that record them show them.
    ordersPlaced: () =>
      (ordersPlaced ??= new Counter({
        name: 'orders_placed_total',
        help: 'Orders placed (a replayed request is not counted again)',
        registers: [registry],
      })),
    paymentsFailed: () =>
      (paymentsFailed ??= new Counter({
        name: 'payments_failed_total',
        help: 'Payments the provider reported failed, by what was being paid',
        labelNames: ['kind'] as const,
        registers: [registry],
      })),
  };
  const metricsRoute = express.Router();
  metricsRoute.get('/metrics', async (_req, res) => {
    res.setHeader('content-type', METRICS_CONTENT_TYPE);
    res.setHeader('cache-control', 'no-store');
    res.send(await metricsText([processMetricsRegistry(), registry]));
  });
  return {
    metrics,
    countRequests: (req, res, next) => {
      http.observe(req, res, () => expressRouteOf(req));
      next();
    },
    metricsRoute,
  };
}
