import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { RENDER_ADMITTED_HEADER, RENDER_PASS_HEADER, sessionCookieName } from '@coffee/contracts';
import type { PageMatch } from '@coffee/topology';
import { trackConnections, type ConnectionTracker } from '@coffee/service-defaults/drain';
import express, { type ErrorRequestHandler, type Express } from 'express';
import pino, { type Logger } from 'pino';
import type { ShellServerConfig } from './config';
import { createGatewayFetch } from './gateway-fetch';
import { cookiesOf } from './http/cookies';
import { sendError } from './http/send-error';
import { PageBoot, type PageSettings } from './pages/page-boot';
import { onOrigin, VisitorRemotes } from './pages/remotes';
import { createShellRouter, type PreparedPage } from './pages/shell';
import { ServerRender } from './ssr/server-render';
import { SsrBundles } from './ssr/ssr-bundles';

export { loadConfig, ConfigError, type ShellServerConfig } from './config';

export interface ShellServer {
  app: Express;
  /** Listens on config.host:config.port (0 picks a free port); resolves with the bound URL. */
  start(): Promise<{ port: number; url: string }>;
  stop(graceMs?: number): Promise<void>;
}

// Either name: a secure deployment's cookie on a plain one (or back) is still a session.
const SESSION_COOKIES = [sessionCookieName(false), sessionCookieName(true)];

/** The visitor's session cookie alone, as a Cookie header: all a render needs of theirs. */
function sessionOf(req: express.Request): string | undefined {
  const cookies = cookiesOf(req);
  const found = SESSION_COOKIES.filter((name) => cookies[name] !== undefined);
  return found.length ? found.map((name) => `${name}=${cookies[name]}`).join('; ') : undefined;
}

function header(req: express.Request, name: string): string | undefined {
  const value = req.headers[name];
  return typeof value === 'string' && value ? value : undefined;
}

/**
 * The shell's own server: the shop's pages and the shell's files, behind the gateway. A page is
 * index.html with its boot data (the visitor's remote map, the page's remote manifest and
 * preloads, as the page's remote plans them) and, where the remote renders it on the server, its
 * first view streamed after the head, rendered with the visitor's own session.
 */
export function createShellServer(
  config: ShellServerConfig,
  deps: { logger?: Logger } = {},
): ShellServer {
  const logger = deps.logger ?? pino({ level: config.logLevel, base: { part: 'shell-server' } });
  const gateway = createGatewayFetch(config.gatewayUrl);
  const page: PageSettings | undefined = config.demoPayments ? { demoPayments: true } : undefined;
  const ssr = config.ssr;
  const waitMs = ssr.waitMs ?? 1000;
  const render = new ServerRender({
    bundles: new SsrBundles({
      shellDist: config.shellDist,
      logger,
      fetch: gateway.fetch,
      manifestTtlMs: ssr.manifestTtlMs ?? 3000,
      waitMs,
      fetchTimeoutMs: ssr.fetchTimeoutMs ?? 2000,
      maxBundleBytes: ssr.maxBundleBytes ?? 32 * 1024 * 1024,
      keepBundles: 3,
      retryMs: ssr.retryMs ?? 5000,
      requireHttps: ssr.requireHttps ?? false,
    }),
    apiOrigin: gateway.origin,
    timeoutMs: ssr.timeoutMs,
    waitMs,
    ...(page ? { page } : {}),
    logger,
  });
  const remotes = new VisitorRemotes({ gatewayOrigin: gateway.origin, logger });
  const pageBoot = new PageBoot({
    gatewayOrigin: gateway.origin,
    fetch: gateway.anonymous,
    ...(page ? { page } : {}),
    logger,
    ...config.pageBoot,
  });
  const origins = new Set<string>();

  const prepare = async (
    req: express.Request,
    res: express.Response,
    match: PageMatch | undefined,
  ): Promise<PreparedPage> => {
    const pass = header(req, RENDER_PASS_HEADER);
    // Everything this page asks the gateway carries the pass it was given (the lookups shared by
    // every visitor too: gateway.anonymous keeps the pass, drops the session).
    return gateway.run(pass ? { pass } : {}, async () => {
      const search = new URL(req.originalUrl, 'http://page.invalid').searchParams;
      const doc = await remotes.of(req);
      for (const url of Object.values(doc?.remotes ?? {}))
        if (/^https?:\/\//.test(url)) origins.add(new URL(url).origin);
      // The answer depends on the visitor's canary side and session: no shared cache may reuse it.
      if (match && 'remote' in match.route) res.vary('Cookie');
      const planned =
        doc && match ? await render.plan(match, search, onOrigin(doc, gateway.origin)) : undefined;
      let rendering;
      if (
        ssr.enabled &&
        planned?.plan.serverRendered &&
        req.method === 'GET' &&
        pass &&
        header(req, RENDER_ADMITTED_HEADER) === '1' &&
        !match?.route.guard
      ) {
        const session = sessionOf(req);
        // A page with the visitor's own data in it: theirs alone, never stored.
        if (session) res.setHeader('cache-control', 'private, no-store');
        rendering = gateway.run({ pass, ...(session ? { cookie: session } : {}) }, () =>
          render.begin(req.originalUrl, planned),
        );
      }
      const head = await pageBoot.head({
        ...(doc ? { remotes: doc } : {}),
        ...(planned ? { plan: { remote: planned.remote, plan: planned.plan } } : {}),
        apiPreload: !rendering,
      });
      return { head, ...(rendering ? { rendering } : {}) };
    });
  };

  let draining = false;
  const app = express();
  app.disable('x-powered-by');
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', (_req, res) => {
    if (draining) sendError(res, 503, 'Shutting down');
    else res.json({ status: 'ready' });
  });
  app.use(
    createShellRouter(config.shellDist, logger, {
      remoteOrigins: () => [...origins],
      prepare,
      serveSourceMaps: config.serveSourceMaps,
    }),
  );
  app.use((_req, res) => sendError(res, 404, 'Not found', 'NOT_FOUND'));
  const onError: ErrorRequestHandler = (err, _req, res, _next) => {
    const status =
      typeof err?.status === 'number' && err.status >= 400 && err.status < 500 ? err.status : 500;
    if (status === 500) logger.error({ err }, 'unhandled error');
    sendError(res, status, status === 500 ? 'Internal server error' : 'Bad request');
  };
  app.use(onError);

  let connections: ConnectionTracker | undefined;
  return {
    app,
    start() {
      return new Promise((resolve, reject) => {
        const server = http.createServer(app);
        server.keepAliveTimeout = 65_000;
        server.headersTimeout = 66_000;
        server.once('error', reject);
        const tracker = trackConnections(server);
        server.listen(config.port, config.host, () => {
          connections = tracker;
          const { port } = server.address() as AddressInfo;
          render.warm().catch(() => undefined);
          const host =
            config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
          resolve({ port, url: `http://${host}:${port}` });
        });
      });
    },
    async stop(graceMs = 10_000) {
      draining = true;
      const tracker = connections;
      connections = undefined;
      await tracker?.drain(graceMs);
      logger.flush();
    },
  };
}
