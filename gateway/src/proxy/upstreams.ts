import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import { createProxyMiddleware, type Plugin, type RequestHandler } from 'http-proxy-middleware';
import { UPSTREAM_TIMEOUT_MESSAGE, UPSTREAM_UNAVAILABLE_MESSAGE } from '@coffee/contracts';
import type { Logger } from 'pino';
import { SERVICE_NAMES, type ServiceName } from '@coffee/topology';
import { contextOf } from '../http/request-context';
import { sendError } from '../http/send-error';

export interface UpstreamOptions {
  services: Record<ServiceName, string>;
  /** Default time for a service to start answering (a route may give its own). */
  timeoutMs: number;
  logger: Logger;
  /** Sees each service answer before its headers reach the client (cache policy, CSRF rotation). */
  onResponse?: (proxyRes: IncomingMessage, req: IncomingMessage, res: ServerResponse) => void;
}

export interface Upstreams {
  /**
   * Forwards the request to the service; always ends in an answer (the service's, 502, 503 or
   * 504). `timeoutMs` replaces the default for this request (the route's own).
   */
  forward(
    req: IncomingMessage,
    res: ServerResponse,
    service: ServiceName,
    timeoutMs?: number,
  ): void;
  /** The keep-alive agent of a service (the session check shares the account one). */
  agent(service: ServiceName): http.Agent;
  close(): void;
}

function createAgent(url: string): http.Agent {
  const options: http.AgentOptions = {
    keepAlive: true,
    // Idle sockets are closed before Node's default 5 s server keep-alive would close them under us.
    timeout: 4000,
    maxFreeSockets: 256,
    scheduling: 'lifo',
  };
  return url.startsWith('https:') ? new https.Agent(options) : new http.Agent(options);
}

function isResponse(res: unknown): res is ServerResponse {
  return res instanceof http.ServerResponse;
}

/**
 * One http-proxy-middleware per service over a keep-alive agent. The request path is kept as is
 * (no mount point to strip). Default plugins are ejected: errors and timeouts answer with our JSON,
 * which never names the service (the log line does).
 */
export function createUpstreams({
  services,
  timeoutMs: defaultTimeoutMs,
  logger,
  onResponse,
}: UpstreamOptions): Upstreams {
  const agents = {} as Record<ServiceName, http.Agent>;
  const proxies = {} as Record<ServiceName, RequestHandler<IncomingMessage, ServerResponse>>;

  for (const name of SERVICE_NAMES) {
    const target = services[name];
    agents[name] = createAgent(target);

    const plugin: Plugin<IncomingMessage, ServerResponse> = (proxyServer) => {
      proxyServer.on('proxyReq', (proxyReq, req) => {
        const ctx = contextOf(req);
        if (!ctx) return;
        ctx.proxyReq = proxyReq;
        if (ctx.settled) proxyReq.destroy();
      });

      proxyServer.on('proxyRes', (proxyRes, req, res) => {
        const ctx = contextOf(req);
        if (ctx?.timer) clearTimeout(ctx.timer);
        // Connection headers describe the gateway-to-service hop; the client's hop is Node's to manage.
        delete proxyRes.headers['keep-alive'];
        proxyRes.headers.connection = res.shouldKeepAlive ? 'keep-alive' : 'close';
        onResponse?.(proxyRes, req, res);
        // http-proxy copies headers with setHeader, which would replace cookies the gateway set
        // on this response (the CSRF cookie): merge them instead.
        const ours = res.getHeader('set-cookie');
        if (ours !== undefined) {
          const theirs = proxyRes.headers['set-cookie'] ?? [];
          proxyRes.headers['set-cookie'] = [
            ...(Array.isArray(ours) ? ours : [String(ours)]),
            ...theirs,
          ];
        }
      });

      proxyServer.on('error', (err: NodeJS.ErrnoException, req, res) => {
        const ctx = contextOf(req);
        if (ctx?.timer) clearTimeout(ctx.timer);
        if (!isResponse(res)) {
          res.destroy();
          return;
        }
        if (ctx?.settled) return;
        if (ctx) ctx.settled = true;
        logger.warn(
          { reqId: ctx?.requestId, upstream: name, code: err.code, err: err.message },
          'upstream error',
        );
        sendError(res, 503, UPSTREAM_UNAVAILABLE_MESSAGE, 'UPSTREAM_UNAVAILABLE');
      });
    };

    proxies[name] = createProxyMiddleware<IncomingMessage, ServerResponse>({
      target,
      agent: agents[name],
      changeOrigin: true,
      ejectPlugins: true,
      plugins: [plugin],
    });
  }

  const forward = (
    req: IncomingMessage,
    res: ServerResponse,
    service: ServiceName,
    timeoutMs = defaultTimeoutMs,
  ) => {
    const ctx = contextOf(req);
    if (ctx) {
      ctx.upstream = service;
      const onTimeout = () => {
        if (ctx.settled) return;
        ctx.settled = true;
        logger.warn({ reqId: ctx.requestId, upstream: service, timeoutMs }, 'upstream timed out');
        sendError(res, 504, UPSTREAM_TIMEOUT_MESSAGE, 'UPSTREAM_TIMEOUT');
        ctx.proxyReq?.destroy();
      };
      // One timer until the response headers arrive: covers connect, queueing and a service that
      // accepts the request but never answers. A slow client upload is not the service's fault,
      // so with a body the clock starts once the body is in (the server's requestTimeout bounds
      // the upload itself).
      if (
        req.headers['transfer-encoding'] !== undefined ||
        Number(req.headers['content-length']) > 0
      ) {
        req.once('end', () => {
          if (!ctx.settled && !res.headersSent) ctx.timer = setTimeout(onTimeout, timeoutMs);
        });
      } else {
        ctx.timer = setTimeout(onTimeout, timeoutMs);
      }
    }
    void proxies[service](req, res, (err?: unknown) => {
      // Only reached if http-proxy-middleware itself fails before proxying.
      logger.error({ reqId: ctx?.requestId, upstream: service, err }, 'proxy failed');
      if (ctx) ctx.settled = true;
      sendError(res, 502, UPSTREAM_UNAVAILABLE_MESSAGE, 'UPSTREAM_UNAVAILABLE');
    });
  };

  return {
    forward,
    agent: (service) => agents[service],
    close() {
      for (const agent of Object.values(agents)) agent.destroy();
    },
  };
}
