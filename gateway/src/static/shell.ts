import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import express, { type RequestHandler, Router } from 'express';
import type { Logger } from 'pino';
import { sendError } from '../http/send-error';

// Webpack names built files `[name].[contenthash:10].js`; those never change under one name.
const HASHED_FILE = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
const NO_CACHE = 'no-cache';
const IMMUTABLE = 'public, max-age=31536000, immutable';

function setCacheHeaders(res: ServerResponse, filePath: string): void {
  res.setHeader('cache-control', HASHED_FILE.test(path.basename(filePath)) ? IMMUTABLE : NO_CACHE);
}

/** A browser navigation (as opposed to a script, image or fetch call). */
export function wantsHtml(req: express.Request): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const accept = req.headers.accept;
  return typeof accept === 'string' && accept.includes('text/html');
}

/**
 * Serves the built shell. Every navigation that is not a file gets index.html, so client-side
 * routes survive a reload; index.html is never cached, so a deploy shows up on the next load.
 */
export function createShellRouter(shellDist: string, logger: Logger): RequestHandler {
  const indexFile = path.join(shellDist, 'index.html');
  const router = Router();
  router.use(
    express.static(shellDist, { index: false, redirect: false, setHeaders: setCacheHeaders }),
  );

  let warned = false;
  router.use((req, res, next) => {
    if (!wantsHtml(req)) {
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
    res.sendFile(indexFile, (err) => {
      if (err && !res.headersSent) next(err);
    });
  });
  return router;
}
