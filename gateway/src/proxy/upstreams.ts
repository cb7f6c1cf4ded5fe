import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import https from 'node:https';
import { performance } from 'node:perf_hooks';
import { createProxyMiddleware, type Plugin, type RequestHandler } from 'http-proxy-middleware';
import { UPSTREAM_TIMEOUT_MESSAGE, UPSTREAM_UNAVAILABLE_MESSAGE } from '@coffee/contracts';
import type { Logger } from 'pino';
import { SERVICE_NAMES, type ServiceName } from '@coffee/topology';
import { contextOf } from '../http/request-context';
import { DEFAULT_RETRY_AFTER_SECONDS, sendError } from '../http/send-error';
import type { BreakerOptions } from '../upstreams/circuit-breaker';
import { isRefused, UpstreamPool, type Instance } from '../upstreams/pool';

/** How the gateway spreads requests over a service's instances and when it stops using one. */
export interface BalancingOptions {
  /** Readiness check period per instance (`/readyz`), with two or more instances. */
  healthIntervalMs: number;
  healthTimeoutMs: number;
  /** An answer whose headers take longer counts against the instance's breaker. */
  slowMs: number;
  breaker: Omit<BreakerOptions, 'now'>;
}

export const DEFAULT_BALANCING: BalancingOptions = {
  healthIntervalMs: 2000,
  healthTimeoutMs: 1500,
  slowMs: 2500,
  breaker: { failureThreshold: 5, window: 10, cooldownMs: 5000 },
};

export interface UpstreamOptions {
  /** Base URL(s) of each service's instances. */
  services: Record<ServiceName, string | readonly string[]>;
  /** Default time for a service to start answering (a route may give its own). */
  timeoutMs: number;
  balancing?: BalancingOptions;
  logger: Logger;
  /** Sees each service answer before its headers reach the client (cache policy, CSRF rotation). */
  onResponse?: (proxyRes: IncomingMessage, req: IncomingMessage, res: ServerResponse) => void;
}

export interface Upstreams {
  /**
   * Forwards the request to an instance of the service; always ends in an answer (the service's,
   * 502, 503 or 504). `timeoutMs` replaces the default for this request (the route's own).
   */
  forward(
    req: IncomingMessage,
    res: ServerResponse,
    service: ServiceName,
    timeoutMs?: number,
  ): void;
  /** The keep-alive agent of a service (the session check shares the account one). */
  agent(service: ServiceName): http.Agent;
  /** A base URL of the service to call now (an instance that is up, else the first one). */
  baseUrl(service: ServiceName): string;
  /** The service's instances, their health and breakers (for tests and diagnostics). */
  pool(service: ServiceName): UpstreamPool;
  /** Starts the readiness checks of services with several instances. */
  start(): void;
  close(): void;
}

/** One request's trips to the instances: which were tried and where it is now. */
interface Attempts {
  service: ServiceName;
  timeoutMs: number;
  tried: Set<Instance>;
  current?: Instance;
  sentAt: number;
  /** Response headers arrived from the current instance: from here on nothing is retried. */
  responded: boolean;
  /** The current instance's outstanding count was given back. */
  released: boolean;
  /** Fires when the current instance has been slow (`slowMs`) to answer. */
  slowTimer?: NodeJS.Timeout;
  /** The current instance's slowness was already recorded against its breaker. */
  countedSlow: boolean;
}

const attemptsOf = new WeakMap<IncomingMessage, Attempts>();

export function urlList(target: string | readonly string[]): readonly string[] {
  return typeof target === 'string' ? [target] : target;
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

/** Safe to send again: it changes nothing, and no byte of its answer has reached the client. */
function isRetryable(req: IncomingMessage): boolean {
  return req.method === 'GET' || req.method === 'HEAD';
}

/**
 * One http-proxy-middleware per service instance over the service's keep-alive agent (one
 * agent pools sockets per host). The request path is kept as is (no mount point to strip).
 * Default plugins are ejected: errors and timeouts answer with our JSON, which never names the
 * service (the log line does).
 *
 * Each request goes to the instance with the fewest requests in flight among those that are up
 * and whose breaker is closed. A GET or HEAD that fails before any answer arrived (connection
 * refused or reset) is sent to another instance; writes never are (the service may have acted on
 * them). No instance to send to: 503 with Retry-After, at once.
 */
export function createUpstreams({
  services,
  timeoutMs: defaultTimeoutMs,
  balancing = DEFAULT_BALANCING,
  logger,
  onResponse,
}: UpstreamOptions): Upstreams {
  const agents = {} as Record<ServiceName, http.Agent>;
  const pools = {} as Record<ServiceName, UpstreamPool>;
  const proxies = new Map<Instance, RequestHandler<IncomingMessage, ServerResponse>>();

  const release = (attempts: Attempts) => {
    clearTimeout(attempts.slowTimer);
    if (attempts.released || !attempts.current) return;
    attempts.released = true;
    attempts.current.outstanding -= 1;
  };

  /** One failure against the attempt's instance, unless its slowness was counted already. */
  const recordFailure = (attempts: Attempts) => {
    clearTimeout(attempts.slowTimer);
    if (!attempts.countedSlow) attempts.current?.breaker.record(true);
  };

  const unavailable = (res: ServerResponse, service: ServiceName) => {
    if (!res.headersSent) res.setHeader('retry-after', String(pools[service].retryAfterSeconds()));
    sendError(res, 503, UPSTREAM_UNAVAILABLE_MESSAGE, 'UPSTREAM_UNAVAILABLE');
  };

  const attempt = (
    req: IncomingMessage,
    res: ServerResponse,
    attempts: Attempts,
    instance = pools[attempts.service].choose(attempts.tried),
  ) => {
    const ctx = contextOf(req);
    if (!instance) {
      if (ctx?.timer) clearTimeout(ctx.timer);
      if (ctx?.settled) return;
      if (ctx) ctx.settled = true;
      logger.warn(
        { reqId: ctx?.requestId, upstream: attempts.service, tried: attempts.tried.size },
        'no upstream instance available',
      );
      unavailable(res, attempts.service);
      return;
    }
    attempts.tried.add(instance);
    attempts.current = instance;
    attempts.released = false;
    attempts.responded = false;
    attempts.countedSlow = false;
    attempts.sentAt = performance.now();
    instance.outstanding += 1;
    instance.breaker.onSend();
    clearTimeout(attempts.slowTimer);
    // Slowness counts against the breaker the moment it is known, not when the answer finally
    // comes: a service that hangs is taken out after `slowMs`, not after the route's timeout.
    // Routes given a longer timeout (sign-in, queued for a hashing slot) may take their time.
    if (attempts.timeoutMs <= defaultTimeoutMs) {
      attempts.slowTimer = setTimeout(() => {
        if (attempts.current !== instance || attempts.responded) return;
        attempts.countedSlow = true;
        instance.breaker.record(true);
      }, balancing.slowMs);
      attempts.slowTimer.unref();
    }
    void proxies.get(instance)!(req, res, (err?: unknown) => {
      // Only reached if http-proxy-middleware itself fails before proxying.
      logger.error({ reqId: ctx?.requestId, upstream: attempts.service, err }, 'proxy failed');
      release(attempts);
      if (ctx) ctx.settled = true;
      sendError(res, 502, UPSTREAM_UNAVAILABLE_MESSAGE, 'UPSTREAM_UNAVAILABLE');
    });
  };

  for (const name of SERVICE_NAMES) {
    const urls = urlList(services[name]);
    agents[name] = createAgent(urls[0]!);
    pools[name] = new UpstreamPool({
      service: name,
      urls,
      breaker: balancing.breaker,
      healthIntervalMs: balancing.healthIntervalMs,
      healthTimeoutMs: balancing.healthTimeoutMs,
      logger,
    });

    for (const instance of pools[name].instances) {
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
          const attempts = attemptsOf.get(req);
          if (attempts?.current === instance) {
            attempts.responded = true;
            clearTimeout(attempts.slowTimer);
            // Slowness is judged on routes with the default timeout; a route given a longer one
            // (sign-in, queued for a hashing slot) is expected to take its time.
            const elapsed = performance.now() - attempts.sentAt;
            const judged = attempts.timeoutMs <= defaultTimeoutMs;
            if (!attempts.countedSlow)
              instance.breaker.record(judged && elapsed > balancing.slowMs);
          }
          // A service's 503 (no database, draining, busy) tells the client when to come back.
          if (proxyRes.statusCode === 503 && proxyRes.headers['retry-after'] === undefined)
            proxyRes.headers['retry-after'] = String(DEFAULT_RETRY_AFTER_SECONDS);
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
          const attempts = attemptsOf.get(req);
          // An earlier attempt's listener (the client's request errored): the current one answers.
          if (attempts && attempts.current !== instance) return;
          const ctx = contextOf(req);
          if (!isResponse(res)) {
            res.destroy();
            return;
          }
          if (ctx?.settled) return;
          const refused = isRefused(err.code);
          if (attempts) {
            release(attempts);
            if (refused) pools[name].markDown(instance, err.code ?? 'refused');
            // A refused connection says the instance is gone (health handles it), not that it is
            // slow; a reset or other failure before the answer counts against its breaker.
            else if (!attempts.responded) recordFailure(attempts);
            else instance.breaker.release();
          }
          const next =
            attempts !== undefined && !attempts.responded && !res.headersSent && isRetryable(req)
              ? pools[name].choose(attempts.tried)
              : undefined;
          const retry = next !== undefined;
          logger.warn(
            {
              reqId: ctx?.requestId,
              upstream: name,
              instance: instance.url,
              code: err.code,
              err: err.message,
              retry: retry || undefined,
            },
            'upstream error',
          );
          if (next) {
            attempt(req, res, attempts!, next);
            return;
          }
          if (ctx?.timer) clearTimeout(ctx.timer);
          if (ctx) ctx.settled = true;
          unavailable(res, name);
        });
      };

      proxies.set(
        instance,
        createProxyMiddleware<IncomingMessage, ServerResponse>({
          target: instance.url,
          agent: agents[name],
          changeOrigin: true,
          ejectPlugins: true,
          plugins: [plugin],
        }),
      );
    }
  }

  const forward = (
    req: IncomingMessage,
    res: ServerResponse,
    service: ServiceName,
    timeoutMs = defaultTimeoutMs,
  ) => {
    const ctx = contextOf(req);
    const attempts: Attempts = {
      service,
      timeoutMs,
      tried: new Set(),
      sentAt: 0,
      responded: false,
      released: true,
      countedSlow: false,
    };
    attemptsOf.set(req, attempts);
    res.once('close', () => {
      // A half-open trial that ended without an answer (client gone, 413) frees the slot.
      if (!attempts.responded && attempts.current) attempts.current.breaker.release();
      release(attempts);
    });
    if (ctx) {
      ctx.upstream = service;
      const onTimeout = () => {
        if (ctx.settled) return;
        ctx.settled = true;
        recordFailure(attempts);
        logger.warn(
          { reqId: ctx.requestId, upstream: service, instance: attempts.current?.url, timeoutMs },
          'upstream timed out',
        );
        sendError(res, 504, UPSTREAM_TIMEOUT_MESSAGE, 'UPSTREAM_TIMEOUT');
        ctx.proxyReq?.destroy();
      };
      // One timer until the response headers arrive, over every attempt: covers connect,
      // queueing and a service that accepts the request but never answers. A slow client upload
      // is not the service's fault, so with a body the clock starts once the body is in (the
      // server's requestTimeout bounds the upload itself).
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
    attempt(req, res, attempts);
  };

  return {
    forward,
    agent: (service) => agents[service],
    baseUrl: (service) => {
      const pool = pools[service];
      return (pool.instances.find((i) => i.up && i.breaker.allows()) ?? pool.instances[0]!).url;
    },
    pool: (service) => pools[service],
    start() {
      for (const pool of Object.values(pools)) pool.start();
    },
    close() {
      for (const pool of Object.values(pools)) pool.close();
      for (const agent of Object.values(agents)) agent.destroy();
    },
  };
}
