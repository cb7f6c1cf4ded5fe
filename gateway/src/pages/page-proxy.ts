import type { IncomingMessage } from 'node:http';
import { RENDER_ADMITTED_HEADER, RENDER_PASS_HEADER } from '@coffee/contracts';
import { isApiPath, isOnlySlashes, isPageRequest, matchPage } from '@coffee/topology';
import {
  Router,
  type NextFunction,
  type Request,
  type RequestHandler,
  type Response,
} from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from 'pino';
import type { ClientInfo } from '../http/client-info';
import { contextOf } from '../http/request-context';
import type { RenderPass } from '../http/render-pass';
import { prepareForwardHeaders } from '../proxy/forward-headers';
import { sendError } from '../http/send-error';
import { pageRedirect, type Visitor } from './page-redirects';

/** A page of the shop (the topology's rule): see isPageRequest. */
export function isPagePath(req: Request): boolean {
  return isPageRequest(req.method, req.path);
}

export interface PageProxyOptions {
  /** The shell's own server (PAGE_SERVER_URL). */
  target: string;
  /** Who the visitor is, from the session cookie: guarded pages and pages for guests redirect here. */
  visitor: (req: IncomingMessage) => Promise<Visitor>;
  pass: RenderPass;
  /** Whether the visitor may have a page rendered on the server now (their API budget). */
  admitRender: (req: IncomingMessage) => Promise<boolean>;
  client: ClientInfo;
  /** The key of the client address's proof (forwardedClientKey), as every proxied request has. */
  proofKey: Buffer;
  /** The longest the shell's server may take to start answering (a render ends sooner). */
  timeoutMs: number;
  logger: Logger;
}

/**
 * The gateway's part in a page: the redirects it can make from the session (and `//` to `/`),
 * then the request handed to the shell's own server, which answers every page and the shell's
 * files (shell/server: 404 for a path no page has, the first view rendered from the remotes'
 * server bundles). The session cookie goes along: a signed-in visitor's page is rendered with
 * their own session, by API calls that come back here with the render pass every page carries. A
 * page the visitor may have rendered (a remote's unguarded page, within their API budget) says
 * so; the shell's server renders no other.
 */
export function createPageProxy(options: PageProxyOptions): RequestHandler {
  const { target, visitor, pass, admitRender, client, proofKey, timeoutMs, logger } = options;
  const proxy = createProxyMiddleware<Request, Response>({
    target,
    changeOrigin: false,
    xfwd: false,
    proxyTimeout: timeoutMs,
    on: {
      error: (err, req, res) => {
        logger.warn(
          { err: err.message, path: (req as Request).path, target },
          "the shell's server did not answer",
        );
        if ('setHeader' in res) sendError(res, 503, 'The site is not available right now');
        else res.destroy();
      },
    },
  });
  const forward = (req: Request, res: Response, next: NextFunction) => {
    const page = isPagePath(req) ? matchPage(req.path) : undefined;
    // Only a page the shell's server can render from a remote spends the visitor's budget.
    const renderable = req.method === 'GET' && page && 'remote' in page && !page.guard;
    Promise.resolve(renderable ? admitRender(req) : false)
      .then((admitted) => {
        // What a service is sent, less the session token (the cookie goes along instead).
        prepareForwardHeaders(req, client, contextOf(req)?.requestId ?? '-', undefined, proofKey);
        req.headers[RENDER_PASS_HEADER] = pass.value;
        if (admitted) req.headers[RENDER_ADMITTED_HEADER] = '1';
        // http-proxy joins the target's path and ours and collapses repeated slashes: an empty
        // segment is sent escaped, so the shell's server sees what was asked (`//internal/x` is
        // no page: a 404 page, never the `/internal/x` it would become).
        const at = req.url.indexOf('?');
        const pathPart = at < 0 ? req.url : req.url.slice(0, at);
        if (pathPart.includes('//'))
          req.url = pathPart.replace(/\/(?=\/)/g, '/%2F') + (at < 0 ? '' : req.url.slice(at));
        return proxy(req, res, next);
      })
      .catch(next);
  };

  const router = Router();
  router.use((req, res, next) => {
    // /api and /internal in any case are the gateway's (a mistyped call is its JSON 404).
    if ((req.method !== 'GET' && req.method !== 'HEAD') || isApiPath(req.path)) {
      next();
      return;
    }
    if (!isPagePath(req)) {
      forward(req, res, next);
      return;
    }
    const at = req.originalUrl.indexOf('?');
    const query = at < 0 ? '' : req.originalUrl.slice(at);
    if (isOnlySlashes(req.path)) {
      res.redirect(301, `/${query}`);
      return;
    }
    const page = matchPage(req.path);
    if (!page || !('redirect' in page || page.guard || page.guestOnly)) {
      forward(req, res, next);
      return;
    }
    // Whether the page redirects may depend on the session cookie: caches must key on it.
    res.vary('Cookie');
    Promise.resolve<Visitor>(page.guard || page.guestOnly ? visitor(req) : 'unknown')
      .then((who) => {
        const redirect = pageRedirect(page, who, req.path, query);
        if (!redirect) return forward(req, res, next);
        res.setHeader('cache-control', 'no-cache');
        res.redirect(redirect.status, redirect.location);
      })
      .catch(next);
  });
  return router;
}
