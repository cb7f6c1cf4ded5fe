import http from 'node:http';
import { isIPv6, type AddressInfo } from 'node:net';
import { sessionCookieName } from '@coffee/contracts';
import { forwardedClientKey } from '@coffee/service-defaults/trust';
import express, { type ErrorRequestHandler, type Express } from 'express';
import { createApiHandler, isApiRequest } from './api-handler';
import { createAuthenticator } from './auth/authenticate';
import { createSessionEvents, SessionRegistry } from './auth/session-registry';
import { createRevocationReceiver } from './auth/session-revocations';
import { createTokenVerifier } from './auth/session-token';
import type { GatewayConfig } from './config';
import { createClientInfo } from './http/client-info';
import { trackConnections, type ConnectionTracker } from '@coffee/service-defaults/drain';
import { createCsrf, deriveCsrfSecret } from './http/csrf';
import { requestContext } from './http/request-context';
import {
  apiSecurityHeaders,
  fileSecurityHeaders,
  pageSecurityHeaders,
} from './http/security-headers';
import { sendError } from './http/send-error';
import { createUpstreamResponseHook } from './http/upstream-response';
import { createLogger, type Logger } from './logger';
import { observeRequests } from './observability/observe';
import { createUpstreams } from './proxy/upstreams';
import { createRateLimitStore } from './ratelimit/create-store';
import { createRateLimiter } from './ratelimit/rate-limiter';
import { createRenderPass } from './http/render-pass';
import { createPageProxy, isPagePath } from './pages/page-proxy';
import { createVisitorCheck } from './pages/page-redirects';
import { isExceeded } from './ratelimit/rate-limiter';
import { createReleases, type ReleaseSettings } from './releases';
import { RemotesManifest } from './releases/remotes-manifest';
import { createRouteMatcher, routeTable } from './routes';

export interface Gateway {
  app: Express;
  /** Listens on config.host:config.port (0 picks a free port); resolves with the bound URL. */
  start(): Promise<{ port: number; url: string }>;
  /** Stops accepting, lets in-flight requests finish (up to `graceMs`), closes upstream sockets. */
  stop(graceMs?: number): Promise<void>;
}

export interface GatewayDeps {
  logger?: Logger;
  /** Canary watch and beacon limits (tests shorten them). */
  releases?: ReleaseSettings;
}

/** Where this process reaches its own listener: loopback for a wildcard address. */
function loopbackHost(address: string): string {
  if (address === '0.0.0.0' || address === '::') return '127.0.0.1';
  return isIPv6(address) ? `[${address}]` : address;
}

export function createGateway(config: GatewayConfig, deps: GatewayDeps = {}): Gateway {
  const logger = deps.logger ?? createLogger(config.logLevel);
  const client = createClientInfo(config.trustProxy);
  const verify = createTokenVerifier(config.jwtPublicKey, config.sessionCacheMax);
  const csrf = createCsrf({
    secure: config.cookieSecure,
    secret: deriveCsrfSecret(config.internalToken),
    sessionIdOf: (token) => verify(token)?.claims.sid,
    client,
    allowedOrigins: config.allowedOrigins,
  });
  const upstreams = createUpstreams({
    services: config.services,
    timeoutMs: config.proxyTimeoutMs,
    balancing: config.balancing,
    logger,
    onResponse: createUpstreamResponseHook(csrf),
  });
  // This gateway's own address once it listens: without Redis, the account service calls it
  // there with each revocation (POST /internal/sessions/revoked), named in every session check.
  let ownUrl: string | null = null;
  const registry = new SessionRegistry({
    accountUrl: () => upstreams.baseUrl('account'),
    internalToken: config.internalToken,
    ttlMs: config.sessionCacheTtlMs,
    maxEntries: config.sessionCacheMax,
    timeoutMs: config.sessionCheckTimeoutMs,
    agent: upstreams.agent('account'),
    logger,
    ...(config.sharedRedisUrl ? {} : { listenerUrl: () => ownUrl }),
  });
  const authenticate = createAuthenticator(
    verify,
    registry,
    sessionCookieName(config.cookieSecure),
  );
  const manifest = new RemotesManifest(config.remoteUrls, config.remotesFile, logger);
  const releases = createReleases({
    manifest,
    internalToken: config.internalToken,
    cookieSecure: config.cookieSecure,
    logger,
    ...deps.releases,
  });
  const limitStore = createRateLimitStore(config.rateLimit, logger);
  let draining = false;

  // A page render's own API calls come back with the pass the page was given: counted once.
  const renderPass = createRenderPass(config.internalToken);
  const limiter = createRateLimiter(config.rateLimit, limitStore, client, renderPass.isOwnRequest);

  const pageHeaders = pageSecurityHeaders({
    secure: config.cookieSecure,
    client,
    dev: config.devCsp,
    remoteOrigins: () => manifest.remoteOrigins(),
  });
  // The services and the shell's server believe a client's address only with this proof.
  const proofKey = forwardedClientKey(config.internalToken);
  const api = createApiHandler({
    match: createRouteMatcher(routeTable),
    authenticate,
    registry,
    revocations: createRevocationReceiver(config.internalToken, registry),
    csrf,
    upstreams,
    client,
    limiter,
    forwardedClientKey: proofKey,
    securityHeaders: apiSecurityHeaders({ secure: config.cookieSecure, client }),
    bodyLimitBytes: config.bodyLimitBytes,
    cookieSecure: config.cookieSecure,
    logger,
  });

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);

  // Probes stay out of the access log and get no cookies.
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', (_req, res) => {
    if (draining) sendError(res, 503, 'Shutting down');
    else res.json({ status: 'ready' });
  });

  app.use(requestContext(logger));
  // Our server hands API requests to `api` before Express; this keeps `app` complete on its own.
  app.use((req, res, next) => (isApiRequest(req.url) ? api(req, res) : next()));
  // Release files and the shell's beacons: no cookies, no page headers.
  app.use(releases.routes);
  // The CSRF cookie comes with a page (the first API call hands it out too), not with each file.
  app.use((req, res, next) => (isPagePath(req) ? csrf.issueCookie(req, res, next) : next()));

  // Pages: make sure the CSP and the manifest reflect the latest REMOTES_FILE before answering.
  app.use(async (req, res, next) => {
    if (req.path === '/remotes.json' || isPagePath(req)) {
      await manifest.refresh();
      releases.assign(req, res);
    }
    next();
  });
  // A page's full policy on pages; the files and other answers get only what applies to them.
  const fileHeaders = fileSecurityHeaders({ secure: config.cookieSecure, client });
  app.use((req, res, next) =>
    isPagePath(req) ? pageHeaders(req, res, next) : fileHeaders(req, res, next),
  );
  app.get('/remotes.json', (req, res) => {
    if (!res.hasHeader('cache-control')) res.setHeader('cache-control', 'no-cache');
    res.json(releases.documentOf(req));
  });
  // Every page and the shell's files: the shell's own server (shell/server) answers them.
  app.use(
    createPageProxy({
      target: config.pageServerUrl,
      visitor: createVisitorCheck(authenticate),
      pass: renderPass,
      admitRender: async (req) => !(await limiter.countRender(req)).some(isExceeded),
      client,
      proofKey,
      timeoutMs: config.proxyTimeoutMs,
      logger,
    }),
  );

  app.use((_req, res) => sendError(res, 404, 'Not found', 'NOT_FOUND'));
  const onError: ErrorRequestHandler = (err, _req, res, _next) => {
    // Errors with a client status (send's 400 for a malformed path, ...) keep it; anything else is ours.
    const status =
      typeof err?.status === 'number' && err.status >= 400 && err.status < 500 ? err.status : 500;
    if (status === 500)
      logger.error({ reqId: res.getHeader('x-request-id'), err }, 'unhandled error');
    sendError(res, status, status === 500 ? 'Internal server error' : 'Bad request');
  };
  app.use(onError);

  let connections: ConnectionTracker | undefined;
  // A sign-out handled by another gateway worker or service instance reaches this one at once.
  const sessionEvents = config.sharedRedisUrl
    ? createSessionEvents(config.sharedRedisUrl, logger)
    : null;

  return {
    app,
    async start() {
      // Read REMOTES_FILE now, so a broken one is reported at start rather than on the first page.
      await manifest.refresh();
      releases.start();
      // Counting from the first request (a Redis that cannot be reached is logged, not fatal).
      await limitStore.ready();
      await sessionEvents?.subscribe((event) => registry.forget(event));
      upstreams.start();
      return new Promise((resolve, reject) => {
        const s = http.createServer(
          observeRequests((req, res) => (isApiRequest(req.url) ? api(req, res) : app(req, res))),
        );
        // Longer than typical load-balancer idle timeouts, so the balancer closes first.
        s.keepAliveTimeout = 65_000;
        s.headersTimeout = 66_000;
        // A whole request (body included) must arrive within a minute: 1 MB at ~17 KB/s.
        s.requestTimeout = 60_000;
        s.once('error', reject);
        const tracker = trackConnections(s);
        s.listen(config.port, config.host, () => {
          connections = tracker;
          const { port, address } = s.address() as AddressInfo;
          ownUrl = `http://${loopbackHost(address)}:${port}`;
          const host =
            config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
          resolve({ port, url: `http://${host}:${port}` });
        });
      });
    },
    async stop(graceMs = 10_000) {
      draining = true;
      releases.stop();
      const tracker = connections;
      connections = undefined;
      // Requests in flight and those already on their way over open connections are answered
      // (each with Connection: close); no connection is cut before `graceMs`.
      await tracker?.drain(graceMs);
      upstreams.close();
      await sessionEvents?.close();
      await limitStore.close();
      logger.flush();
    },
  };
}
