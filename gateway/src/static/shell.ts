import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import express, { type RequestHandler, Router } from 'express';
import type { Logger } from 'pino';
import { cacheControlFor, isSourceMapPath, NO_CACHE } from '@coffee/static-server';
import { sendError } from '../http/send-error';
import { createCompressedFiles } from './compressed-files';

// The shell's files follow the same cache policy as every remote's (content-hashed: for good).

function setCacheHeaders(res: ServerResponse, filePath: string): void {
  res.setHeader('cache-control', cacheControlFor(filePath));
}

// Any case: `/API/products` is a mistyped API call, not a page.
const API_PATH = /^\/(api|internal)(\/|$)/i;

/**
 * A page of the shop: any GET or HEAD outside /api and /internal whose last segment names no
 * file. Whatever the Accept header says: a link preview, a crawler or `curl /` gets the page too.
 * A missing file (`/main.0123.js`) stays a 404, so a script never receives HTML.
 */
export function isPagePath(req: express.Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (API_PATH.test(req.path)) return false;
  return !path.posix.basename(req.path).includes('.');
}

export interface ShellRouterOptions {
  /** Origins of the remotes (the manifest's); the page asks the browser to connect early. */
  remoteOrigins?: () => readonly string[];
  /** Answer `*.map` requests (SERVE_SOURCE_MAPS); by default they are 404, like a missing file. */
  serveSourceMaps?: boolean;
}

/**
 * Early hints for the page, as a Link header: the shell's first request, /remotes.json, starts
 * while main.js is still downloading instead of after it ran (the shell's fetch uses the same
 * mode and credentials, so the browser hands it the preloaded answer), and the connections to
 * the remotes' origins are open before their manifests are asked for.
 */
export function pageLinkHeader(remoteOrigins: readonly string[]): string {
  return [
    '</remotes.json>; rel=preload; as=fetch; crossorigin=anonymous',
    ...remoteOrigins.map((origin) => `<${origin}>; rel=preconnect; crossorigin=anonymous`),
  ].join(', ');
}

/**
 * Serves the built shell. Every page path gets index.html, so client-side routes survive a
 * reload; index.html is never cached, so a deploy shows up on the next load. Text files go out
 * brotli- or gzip-compressed when the browser accepts it (compressed-files.ts).
 */
export function createShellRouter(
  shellDist: string,
  logger: Logger,
  { remoteOrigins = () => [], serveSourceMaps = false }: ShellRouterOptions = {},
): RequestHandler {
  const indexFile = path.join(shellDist, 'index.html');
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
  router.use((req, res, next) => {
    if (!isPagePath(req)) {
      next();
      return;
    }
    if (!existsSync(indexFile)) {
      if (!warned) logger.error({ shellDist }, 'shell is not built: index.html missing');
      warned = true;
      sendError(res, 503, 'The site is not available right now', 'SHELL_NOT_BUILT');
      return;
    }
    res.setHeader('cache-control', NO_CACHE);
    res.setHeader('link', pageLinkHeader(remoteOrigins()));
    compressed.sendFile(req, res, next, indexFile);
  });
  return router;
}
