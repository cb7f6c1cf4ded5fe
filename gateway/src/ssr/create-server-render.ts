import { sessionCookieName } from '@coffee/contracts';
import type express from 'express';
import type { Logger } from 'pino';
import type { SsrConfig } from '../config';
import { isExceeded, type Outcome, type RateLimiter } from '../ratelimit/rate-limiter';
import type { PageSettings } from '../static/page-boot';
import type { RemotesDocument } from '../static/remotes-manifest';
import type { Loopback } from './loopback';
import { ServerRender } from './server-render';
import { SsrBundles } from './ssr-bundles';

export interface ServerRenderDeps {
  config: SsrConfig | undefined;
  shellDist: string;
  remotes: (req: express.Request) => RemotesDocument;
  loopback: Loopback;
  limiter: RateLimiter;
  /** What every page is told (the same as the page's data block). */
  page?: PageSettings;
  logger: Logger;
}

/** A client over its API budget gets the page without a render (its browser then asks the API). */
const withinBudget = (outcomes: Outcome[]) => !outcomes.some(isExceeded);

/** The gateway's server rendering with SsrConfig's defaults; undefined when SSR is off. */
export function createServerRender(deps: ServerRenderDeps): ServerRender | undefined {
  const ssr = deps.config ?? { enabled: true, timeoutMs: 2000 };
  if (!ssr.enabled) return undefined;
  const { loopback, limiter, logger } = deps;
  const waitMs = ssr.waitMs ?? 1000;
  return new ServerRender({
    bundles: new SsrBundles({
      shellDist: deps.shellDist,
      logger,
      fetch: loopback.fetch,
      manifestTtlMs: ssr.manifestTtlMs ?? 3000,
      waitMs,
      fetchTimeoutMs: ssr.fetchTimeoutMs ?? 2000,
      maxBundleBytes: ssr.maxBundleBytes ?? 32 * 1024 * 1024,
      keepBundles: 3,
      retryMs: ssr.retryMs ?? 5000,
      requireHttps: ssr.requireHttps ?? false,
    }),
    remotes: deps.remotes,
    loopback,
    // Either name: a secure deployment's cookie on a plain one (or back) is still a session.
    sessionCookies: [sessionCookieName(false), sessionCookieName(true)],
    timeoutMs: ssr.timeoutMs,
    waitMs,
    admit: (req) => {
      const counted = limiter.countRender(req);
      return counted instanceof Promise ? counted.then(withinBudget) : withinBudget(counted);
    },
    ...(deps.page ? { page: deps.page } : {}),
    logger,
  });
}
