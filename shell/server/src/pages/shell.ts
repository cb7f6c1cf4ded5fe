import { existsSync, promises as fs } from 'node:fs';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import express, { type RequestHandler, Router } from 'express';
import type { Logger } from 'pino';
import { cacheControlFor, isSourceMapPath, NO_CACHE } from '@coffee/static-server';
import { isOnlySlashes, isPageRequest, matchPageParams, type PageMatch } from '@coffee/topology';
import { sendError } from '../http/send-error';
import type { ServerRendering } from '../ssr/server-render';
import { splitAtRoot, streamRenderedPage } from '../ssr/stream-page';
import { createCompressedFiles } from './compressed-files';

// The shell's files follow the same cache policy as every remote's (content-hashed: for good).

function setCacheHeaders(res: ServerResponse, filePath: string): void {
  res.setHeader('cache-control', cacheControlFor(filePath));
}

/** A page of the shop (the topology's rule, the gateway's too): see isPageRequest. */
export function isPagePath(req: express.Request): boolean {
  return isPageRequest(req.method, req.path);
}

/** What one page is made of besides index.html: decided per request (server.ts). */
export interface PreparedPage {
  /** Its first view, when rendered on the server (already running). */
  rendering?: ServerRendering;
  /** What goes at the end of index.html's `<head>` (page-boot.ts). */
  head: string;
}

export interface ShellRouterOptions {
  /** Origins of the remotes (the manifest's); the page asks the browser to connect early. */
  remoteOrigins?: () => readonly string[];
  /**
   * The page's head additions and its render, for a path a page has. Must answer quickly
   * whatever other servers do; a failure costs the page its hints and render, never the page.
   */
  prepare?: (
    req: express.Request,
    res: express.Response,
    /** The page; undefined for a path no page has (a 404 page still carries its boot data). */
    match: PageMatch | undefined,
  ) => Promise<PreparedPage>;
  /** Answer `*.map` requests (SERVE_SOURCE_MAPS); by default they are 404, like a missing file. */
  serveSourceMaps?: boolean;
}

/**
 * Early hints for the page, as a Link header: the connections to the remotes' origins are open
 * before the runtime asks for a manifest (anonymous: those fetches carry no credentials). The
 * remote map is no longer preloaded here: it comes inside the page (page-boot.ts).
 */
export function pageLinkHeader(remoteOrigins: readonly string[]): string {
  return remoteOrigins
    .map((origin) => `<${origin}>; rel=preconnect; crossorigin=anonymous`)
    .join(', ');
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** index.html as built, re-read when a deploy replaces it. */
function createIndexReader(indexFile: string): () => Promise<string> {
  let cached: { stamp: string; html: string } | undefined;
  return async () => {
    const stat = await fs.stat(indexFile);
    const stamp = `${stat.mtimeMs}:${stat.size}`;
    if (cached?.stamp !== stamp) cached = { stamp, html: await fs.readFile(indexFile, 'utf8') };
    return cached.html;
  };
}

/**
 * Sends a page written for this request. Compressed per request (it differs by route and by a
 * few seconds), at a fast level: a few kilobytes take well under a millisecond.
 */
async function sendHtml(req: express.Request, res: express.Response, html: string): Promise<void> {
  res.type('html');
  res.vary('Accept-Encoding');
  let body = Buffer.from(html);
  if (req.headers['accept-encoding'] && body.length >= 1024) {
    if (req.acceptsEncodings('br') === 'br') {
      body = await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
      res.setHeader('content-encoding', 'br');
    } else if (req.acceptsEncodings('gzip') === 'gzip') {
      body = await gzip(body, { level: 6 });
      res.setHeader('content-encoding', 'gzip');
    }
  }
  res.setHeader('content-length', String(body.length));
  if (req.method === 'HEAD') res.end();
  else res.end(body);
}

/**
 * Serves the built shell. Every page path gets index.html, so client-side routes survive a
 * reload (a path that is no page's gets it with a 404); index.html is never cached, so a deploy
 * shows up on the next load. Text files go out brotli- or gzip-compressed when the browser
 * accepts it (compressed-files.ts).
 */
export function createShellRouter(
  shellDist: string,
  logger: Logger,
  { remoteOrigins = () => [], prepare, serveSourceMaps = false }: ShellRouterOptions = {},
): RequestHandler {
  const indexFile = path.join(shellDist, 'index.html');
  const readIndex = createIndexReader(indexFile);
  const faviconFile = path.join(shellDist, 'favicon.svg');
  const compressed = createCompressedFiles(shellDist, { cacheControl: cacheControlFor });
  const router = Router();
  // The build writes maps (hidden-source-map) for error reporting; the original source is not published.
  if (!serveSourceMaps)
    router.use((req, res, next) => {
      if (isSourceMapPath(req.path)) sendError(res, 404, 'Not found', 'NOT_FOUND');
      else next();
    });
  router.use(compressed.middleware);
  router.use(
    express.static(shellDist, { index: false, redirect: false, setHeaders: setCacheHeaders }),
  );
  // Browsers and crawlers still ask for /favicon.ico whatever the page links: the same SVG mark.
  router.get('/favicon.ico', (req, res, next) => {
    if (!existsSync(faviconFile)) {
      next();
      return;
    }
    setCacheHeaders(res, faviconFile);
    compressed.sendFile(req, res, next, faviconFile);
  });

  let warned = false;
  const answerPage = (
    req: express.Request,
    res: express.Response,
    next: express.NextFunction,
    match: PageMatch | undefined,
  ): void => {
    if (!existsSync(indexFile)) {
      if (!warned) logger.error({ shellDist }, 'shell is not built: index.html missing');
      warned = true;
      sendError(res, 503, 'The site is not available right now', 'SHELL_NOT_BUILT');
      return;
    }
    res.setHeader('cache-control', NO_CACHE);
    const link = pageLinkHeader(remoteOrigins());
    if (link) res.setHeader('link', link);
    // A path no page has (the topology's page list, the shell router's too) is a 404 whose
    // document boots the shell, and the shell's catch-all shows its Not Found page: a crawler or a
    // link checker hears "not found", the visitor sees the shop's own page with its way home.
    if (!match) res.status(404);
    if (!prepare) {
      compressed.sendFile(req, res, next, indexFile);
      return;
    }
    // Server rendering is an optimisation: whatever goes wrong deciding, the page goes out as is.
    const prepared = Promise.resolve()
      .then(() => prepare(req, res, match))
      .catch((err: unknown): PreparedPage => {
        logger.warn({ err: (err as Error).message }, 'page served without its boot data');
        return { head: '' };
      });
    Promise.all([readIndex(), prepared])
      .then(async ([html, { rendering, head }]) => {
        const parts = rendering && splitAtRoot(html, head);
        if (rendering && parts)
          return streamRenderedPage(req, res, parts, rendering.rendered, logger);
        if (rendering)
          logger.warn({ indexFile }, 'index.html has no empty root: not server-rendered');
        const at = html.lastIndexOf('</head>');
        return sendHtml(req, res, at < 0 ? html : html.slice(0, at) + head + html.slice(at));
      })
      .catch(next);
  };

  router.use((req, res, next) => {
    if (!isPagePath(req)) {
      next();
      return;
    }
    const at = req.originalUrl.indexOf('?');
    const query = at < 0 ? '' : req.originalUrl.slice(at);
    if (isOnlySlashes(req.path)) {
      res.redirect(301, `/${query}`);
      return;
    }
    const match = matchPageParams(req.path);
    // Another address of a page: the gateway redirects before asking here; so does this server.
    if (match && 'redirect' in match.route) {
      res.setHeader('cache-control', NO_CACHE);
      res.redirect(301, `${match.route.redirect}${query}`);
      return;
    }
    answerPage(req, res, next, match);
  });
  return router;
}
