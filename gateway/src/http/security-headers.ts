import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { ClientInfo } from './client-info';

export interface SecurityHeaderOptions {
  /** HTTPS deployment (COOKIE_SECURE): HSTS on every answer, and upgrade-insecure-requests. */
  secure: boolean;
  /** HSTS is also sent on any request that arrived over HTTPS (as ClientInfo.protocol sees it). */
  client: ClientInfo;
}

export interface PageSecurityHeaderOptions extends SecurityHeaderOptions {
  /** Development builds evaluate modules with eval and reload over a websocket. */
  dev: boolean;
  /** Origins of the remotes in the current manifest; read per page, as a deploy may change them. */
  remoteOrigins: () => readonly string[];
}

type Middleware = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (err?: unknown) => void,
) => void;

// Stripe.js must load from Stripe itself (PITFALLS.md) and talks to its API from the page.
const STRIPE_SCRIPT = 'https://js.stripe.com';
const STRIPE_FRAMES = ['https://js.stripe.com', 'https://hooks.stripe.com'];
const STRIPE_API = 'https://api.stripe.com';

/**
 * Powerful features no page of the shop uses are off for the page and every frame in it. The
 * Payment Request API stays on for our page and Stripe's Payment Element frame (js.stripe.com),
 * which offers wallets through it. helmet 8 has no Permissions-Policy, hence by hand.
 * Only features Chromium knows: it logs an error on every page for a name it does not
 * ('bluetooth' is not a policy-controlled feature there; Web Bluetooth asks the user anyway).
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'display-capture=()',
  'browsing-topics=()',
  `payment=(self "${STRIPE_SCRIPT}")`,
].join(', ');
export const HSTS = 'max-age=31536000; includeSubDomains';

function common() {
  return {
    // Set per request below: an HTTPS request gets it even without COOKIE_SECURE.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
  } as const;
}

/** helmet's headers, then Permissions-Policy and, over HTTPS, HSTS. */
function withPolicies({ secure, client }: SecurityHeaderOptions, headers: Middleware): Middleware {
  return (req, res, next) => {
    res.setHeader('permissions-policy', PERMISSIONS_POLICY);
    if (secure || client.protocol(req) === 'https')
      res.setHeader('strict-transport-security', HSTS);
    headers(req, res, next);
  };
}

/**
 * JSON answers: nothing on them should ever run, be framed or be read cross-origin. Only the
 * headers that mean something for an API response (OWASP REST guidance): each header is a cost
 * on every proxied request, and the document-only ones (COOP, Origin-Agent-Cluster, DNS prefetch,
 * IE download and XSS-filter switches, Flash policies) do nothing here.
 */
export function apiSecurityHeaders(options: SecurityHeaderOptions): Middleware {
  const headers = helmet({
    ...common(),
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
  return withPolicies(options, headers);
}

/**
 * The shell's files (scripts, styles, images) and the gateway's other non-page answers: only
 * what means something on them. Each header goes out with every file, and a first load fetches
 * fifteen or so scripts: the page's full policy (2 KB with Permissions-Policy and helmet's
 * document switches) on each cost a phone's slow line more than a small script. A file opened as
 * a document (an SVG) still runs nothing, is framed nowhere and is read by no other site.
 */
export function fileSecurityHeaders({ secure, client }: SecurityHeaderOptions): Middleware {
  return (req, res, next) => {
    res.setHeader('content-security-policy', FILE_CSP);
    res.setHeader('x-content-type-options', 'nosniff');
    res.setHeader('cross-origin-resource-policy', 'same-origin');
    if (secure || client.protocol(req) === 'https')
      res.setHeader('strict-transport-security', HSTS);
    next();
  };
}

const FILE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'none'";

/** The shell's pages: our own code plus whatever the remote manifest points at. */
export function pageSecurityHeaders(options: PageSecurityHeaderOptions): RequestHandler {
  const { secure, dev, remoteOrigins } = options;
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

  const headers = helmet({
    ...common(),
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
  });
  return withPolicies(options, headers) as RequestHandler;
}
