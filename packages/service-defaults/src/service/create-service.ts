import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Express } from 'express';
import type { Connection } from 'mongoose';
import { createClock, type Clock } from '../clock/clock';
import type { ServiceConfig } from '../config/service-config';
import { createDbConnection, openDb } from '../db/connection';
import { startExpirySweeper } from '../db/expiry-sweeper';
import { clientAddressOf, createClientAddressReader } from '../http/client-address';
import { faultPointMiddleware, installFaultPoints } from '../faults';
import { databaseGate } from '../http/database-gate';
import { errorHandler, notFoundHandler } from '../http/error-handler';
import { createIdentityVerifier, type IdentityVerifier } from '../identity/identity';
import { requireInternal } from '../identity/internal';
import { sessionRevocations } from '../identity/session-revocations';
import {
  createInternalClient,
  type InternalClient,
  type InternalClientOptions,
} from '../internal/internal-client';
import { ServiceInstances } from '../internal/service-instances';
import { createLogger, type Logger } from '../logging/logger';
import { createRequestLogger } from '../logging/request-logger';
import { createServiceMetrics, type ServiceMetrics } from '../observability/service-metrics';
import { traceRequests } from '../observability/trace-requests';
import { flushTracing, startTracingFromEnv } from '../observability/tracing';
import { createSessionEvents, type SessionEvents } from '../trust/session-events';
import { SESSION_REVOKED_PATH } from '../trust/session-listeners';
import { SessionRegistry } from '../trust/session-registry';
import { healthRoutes } from './health';
import { DatabaseHealth } from './database-health';
import { trackConnections } from './drain';
import { closeServer } from './shutdown';

export interface ServiceContext<C extends ServiceConfig = ServiceConfig> {
  config: C;
  logger: Logger;
  /** The service's own, not yet opened, connection: register models on it in `register`. */
  db: Connection;
  /** Bearer-token verification with the session public key, and revocation (see `sessions`). */
  auth: IdentityVerifier;
  /** Guard for /internal/* routes (x-internal-token). */
  requireInternal: express.RequestHandler;
  /** The time for every decision about time (see createClock: tests may move it). */
  clock: Clock;
  /**
   * This service's own address once it listens (e.g. http://127.0.0.1:4003), for a call that must
   * go through its own HTTP routes (the offline payment provider's webhook); null before start.
   */
  selfUrl(): string | null;
  /** Prometheus metrics served at GET /metrics; the domain counters are recorded through it. */
  metrics: ServiceMetrics;
  /**
   * Session revocations told to every instance (Redis pub/sub), when REDIS_URL is set: the
   * account service publishes on them, every other service's session cache listens.
   */
  sessionEvents: SessionEvents | null;
  /**
   * A client for another service's /internal endpoints carrying this service's internal token;
   * its calls are cut off at SERVICE_TIMEOUT_MS unless `timeoutMs` says otherwise.
   */
  internalClient(
    service: string,
    baseUrl: InternalClientOptions['baseUrl'],
    timeoutMs?: number,
  ): InternalClient;
}

export interface ServiceDefinition<C extends ServiceConfig = ServiceConfig> {
  config: C;
  /** Defaults to a pino logger named after the service at config.logLevel. */
  logger?: Logger;
  /** Defaults to createClock(): the machine's time unless TEST_CLOCK_FILE moves it. */
  clock?: Clock;
  /** Body size limit of express.json (default 100kb). */
  jsonLimit?: string;
  /**
   * Who knows whether a session was revoked (signed out): by default the account service
   * (GET /internal/sessions/:sid at config.accountUrl, cached; 503 when it cannot answer).
   * 'own' for the account service itself, which checks its sessions collection in its use cases.
   */
  sessions?: 'account-service' | 'own';
  /** Mount routes and define models. Runs once, synchronously, inside createService. */
  register(app: Express, ctx: ServiceContext<C>): void;
  /** After the database is open and indexes exist, before the port opens (e.g. seeding). */
  onStart?(ctx: ServiceContext<C>): Promise<void> | void;
  /** After the server has drained, before the database closes. */
  onStop?(ctx: ServiceContext<C>): Promise<void> | void;
  /** How often expired documents are deleted where the server lacks TTL indexes (default 60 s). */
  expirySweepMs?: number;
}

const RAW_BODY = Symbol('rawBody');
interface RawBodyCarrier {
  [RAW_BODY]?: Buffer;
}

/** The request body's bytes exactly as received (JSON requests); an empty buffer when none. */
export function rawBodyOf(req: express.Request): Buffer {
  return (req as RawBodyCarrier)[RAW_BODY] ?? Buffer.alloc(0);
}

export interface StartedService {
  port: number;
  url: string;
}

export interface Service<C extends ServiceConfig = ServiceConfig> {
  app: Express;
  ctx: ServiceContext<C>;
  /** Opens the database, syncs indexes, runs onStart, listens on config.host:config.port (0 = any free port). */
  start(): Promise<StartedService>;
  /** Stops accepting, drains open requests (up to config.shutdownTimeoutMs), closes the database. Idempotent. */
  stop(): Promise<void>;
}

export function createService<C extends ServiceConfig>(
  definition: ServiceDefinition<C>,
): Service<C> {
  const { config } = definition;
  const logger = definition.logger ?? createLogger(config.name, config.logLevel);
  // Off unless OTEL_TRACES_EXPORTER / OTEL_EXPORTER_OTLP_ENDPOINT ask for it (one per process).
  startTracingFromEnv(config.name);
  const db = createDbConnection();
  const observed = createServiceMetrics(config.name, db);
  const sessions =
    definition.sessions === 'own'
      ? undefined
      : new SessionRegistry({
          accountUrl: new ServiceInstances(config.accountUrl),
          internalToken: config.internalToken,
          ttlMs: config.sessionCacheTtlMs,
          maxEntries: config.sessionCacheMax,
          timeoutMs: config.serviceTimeoutMs,
          logger,
          // Without Redis, the account service tells this instance of each revocation directly
          // (it listens on SESSION_REVOKED_PATH below): immediate on one instance too.
          ...(config.redisUrl ? {} : { listenerUrl: () => selfUrl }),
        });
  const sessionEvents = config.redisUrl ? createSessionEvents(config.redisUrl, logger) : null;
  const ctx: ServiceContext<C> = {
    config,
    logger,
    db,
    auth: createIdentityVerifier(config.jwtPublicKey, sessions ? { sessions } : {}),
    requireInternal: requireInternal(config.internalToken),
    clock: definition.clock ?? createClock(),
    selfUrl: () => selfUrl,
    metrics: observed.metrics,
    sessionEvents,
    internalClient: (service, baseUrl, timeoutMs = config.serviceTimeoutMs) =>
      createInternalClient({ service, baseUrl, token: config.internalToken, timeoutMs }),
  };
  let selfUrl: string | null = null;
  let server: Server | null = null;
  let accepting = false;
  let stopping: Promise<void> | null = null;
  let stopSweeper: () => void = () => undefined;

  const app = express();
  app.disable('x-powered-by');
  // No peer is trusted for X-Forwarded-*: the client address is the gateway's only when the
  // gateway proves it (clientAddressOf), and req.ip answers that same address.
  app.set('trust proxy', false);
  const readClientAddress = createClientAddressReader(config.internalToken);
  Object.defineProperty(app.request, 'ip', {
    configurable: true,
    enumerable: true,
    get(this: express.Request) {
      return clientAddressOf(this);
    },
  });
  // Before the request logger: its lines are written inside the request's span (trace_id).
  app.use(traceRequests(config.name));
  app.use(observed.countRequests);
  app.use(createRequestLogger(logger));
  app.use((req, _res, next) => {
    readClientAddress(req);
    next();
  });
  app.use((_req, res, next) => {
    // While draining, tell keep-alive clients to reconnect elsewhere after this answer.
    if (stopping) res.setHeader('connection', 'close');
    next();
  });
  const database = new DatabaseHealth(ctx.db);
  app.use(healthRoutes(database, () => accepting));
  // On the service's own port only: the gateway's route table never forwards /metrics.
  app.use(observed.metricsRoute);
  // Not ready for want of the database: a quick 503 with Retry-After, never a hang.
  app.use(databaseGate(() => !accepting || database.up));
  // The fault suite's `http.<service>` point (e2e/faults); not even mounted unless enabled.
  const faults = installFaultPoints(process.env, logger);
  if (faults.enabled) app.use(faultPointMiddleware(faults, `http.${config.name}`));
  app.use(
    express.json({
      limit: definition.jsonLimit ?? '100kb',
      // The bytes as they came, for a signature computed over the raw body (rawBodyOf).
      verify: (req, _res, buf) => {
        (req as RawBodyCarrier)[RAW_BODY] = buf;
      },
    }),
  );
  // Answers under /api are personal unless a route says otherwise (it sets its own
  // Cache-Control, e.g. the catalog's public lists and pictures). The gateway adds the same.
  app.use('/api', (_req, res, next) => {
    res.setHeader('cache-control', 'no-store');
    next();
  });
  if (sessions) {
    app.post(SESSION_REVOKED_PATH, sessionRevocations(config.internalToken, sessions, rawBodyOf));
  }
  definition.register(app, ctx);
  app.use(notFoundHandler);
  app.use(errorHandler);

  const start = async (): Promise<StartedService> => {
    const expiryFallbacks = await openDb(ctx.db, {
      uri: config.mongodbUri,
      dbName: config.dbName,
      serverSelectionTimeoutMS: config.dbTimeoutMs,
    });
    stopSweeper = startExpirySweeper(expiryFallbacks, definition.expirySweepMs ?? 60000, logger);
    database.watch();
    if (sessions && sessionEvents) await sessionEvents.subscribe((event) => sessions.forget(event));
    await definition.onStart?.(ctx);
    const listening = await new Promise<Server>((resolve, reject) => {
      const s = app.listen(config.port, config.host);
      // From the first connection, so that stop() drains without dropping a request.
      trackConnections(s);
      s.once('listening', () => resolve(s));
      s.once('error', reject);
    }).catch(async (err: unknown) => {
      stopSweeper();
      database.unwatch();
      await ctx.db.close();
      throw err;
    });
    server = listening;
    accepting = true;
    const { port } = listening.address() as AddressInfo;
    const url = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${port}`;
    selfUrl = url;
    logger.info({ port, db: config.dbName }, `${config.name} service listening on ${url}`);
    return { port, url };
  };

  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      accepting = false;
      if (server) await closeServer(server, config.shutdownTimeoutMs);
      stopSweeper();
      database.unwatch();
      await definition.onStop?.(ctx);
      await sessionEvents?.close();
      await ctx.db.close();
      await flushTracing().catch(() => undefined);
      logger.info(`${config.name} service stopped`);
    })();
    return stopping;
  };

  return { app, ctx, start, stop };
}
