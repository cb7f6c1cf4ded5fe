import type { RequestHandler } from 'express';
import helmet from 'helmet';

export interface SecurityHeaderOptions {
  /** HTTPS deployment (COOKIE_SECURE): turns on HSTS and upgrade-insecure-requests. */
  secure: boolean;
  /** Development builds evaluate modules with eval and reload over a websocket. */
  dev: boolean;
  /** Origins of the remotes in the current manifest; read per page, as a deploy may change them. */
  remoteOrigins: () => readonly string[];
}

// Stripe.js must load from Stripe itself (PITFALLS.md) and talks to its API from the page.
const STRIPE_SCRIPT = 'https://js.stripe.com';
const STRIPE_FRAMES = ['https://js.stripe.com', 'https://hooks.stripe.com'];
const STRIPE_API = 'https://api.stripe.com';

function common(secure: boolean) {
  return {
    strictTransportSecurity: secure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  } as const;
}

/**
 * JSON answers: nothing on them should ever run, be framed or be read cross-origin. Only the
 * headers that mean something for an API response (OWASP REST guidance): each header is a cost
 * on every proxied request, and the document-only ones (COOP, Origin-Agent-Cluster, DNS prefetch,
 * IE download and XSS-filter switches, Flash policies) do nothing here.
 */
export function apiSecurityHeaders(secure: boolean): ReturnType<typeof helmet> {
  return helmet({
    ...common(secure),
    contentSecurityPolicy: {
      useDefaults: false,
      directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
    },
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
  });
}

/** The shell's pages: our own code plus whatever the remote manifest points at. */
export function pageSecurityHeaders({
  secure,
  dev,
  remoteOrigins,
}: SecurityHeaderOptions): RequestHandler {
  let lastOrigins: readonly string[] | undefined;
  let http = '';
  let sockets = '';
  // Recomputed only when the manifest's origins change, not per request.
  const sources = () => {
    const origins = remoteOrigins();
    if (origins !== lastOrigins) {
      lastOrigins = origins;
      http = origins.join(' ');
      sockets = dev ? origins.map((o) => o.replace(/^http/, 'ws')).join(' ') : '';
    }
    return http;
  };
  const socketSources = () => (sources(), sockets);

  return helmet({
    ...common(secure),
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'", sources, STRIPE_SCRIPT, ...(dev ? ["'unsafe-eval'"] : [])],
        scriptSrcAttr: ["'none'"],
        // styled-components injects <style> tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'", sources],
        // Product images may live on any HTTPS host.
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', sources],
        fontSrc: ["'self'", 'data:', sources],
        connectSrc: ["'self'", sources, STRIPE_API, ...(dev ? [socketSources] : [])],
        frameSrc: STRIPE_FRAMES,
        ...(secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
  }) as RequestHandler;
}
