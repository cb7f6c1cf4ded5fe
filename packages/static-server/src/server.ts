import fs from 'node:fs';
import path from 'node:path';
import compression from 'compression';
import express, { type Express, type RequestHandler, type Response } from 'express';
import { NO_CACHE, cacheControlFor } from './cache-policy';
import { errorHandler, notFound, onlyReads, rejectMalformedPath } from './errors';
import { isSourceMapPath } from './source-maps';

export interface StaticServerOptions {
  /** The built remote (or shell): its webpack output folder. */
  dir: string;
  /**
   * Serve index.html for client routes of the standalone page (default true). Only requests
   * that accept HTML and name no file get it: a missing chunk must stay a 404, not HTML.
   */
  spaFallback?: boolean;
  /** Answer `*.map` requests (default false: 404, the original source stays private). */
  serveSourceMaps?: boolean;
}

/** The app that serves one built remote; the caller decides where it listens. */
export function createStaticServer({
  dir,
  spaFallback = true,
  serveSourceMaps = false,
}: StaticServerOptions): Express {
  const root = path.resolve(dir);
  const indexFile = path.join(root, 'index.html');
  const app = express();
  app.disable('x-powered-by');
  app.set('etag', 'strong');

  app.get('/healthz', (_req, res) => {
    const ok = isDirectory(root);
    res.set('Cache-Control', 'no-store');
    res
      .status(ok ? 200 : 503)
      .json(ok ? { status: 'ok' } : { status: 'unavailable', message: 'Build folder is missing' });
  });

  app.use(cors);
  app.use(onlyReads);
  app.use(rejectMalformedPath);
  if (!serveSourceMaps)
    app.use((req, res, next) => (isSourceMapPath(req.path) ? notFound(req, res, next) : next()));
  app.use(compression());
  app.use(
    express.static(root, {
      index: 'index.html',
      dotfiles: 'ignore',
      etag: true,
      lastModified: true,
      cacheControl: false,
      redirect: false,
      setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControlFor(filePath)),
    }),
  );
  if (spaFallback) app.use(standalonePage(indexFile));
  app.use(notFound);
  app.use(errorHandler);
  return app;
}

/**
 * The shell loads remoteEntry.js, mf-manifest.json and chunks from another origin (the gateway
 * on :8080): they are public build output, so any origin may read them.
 */
const cors: RequestHandler = (req, res, next) => {
  res.set('Access-Control-Allow-Origin', '*');
  // Lets a page with a strict Cross-Origin-Embedder-Policy still load our scripts.
  res.set('Cross-Origin-Resource-Policy', 'cross-origin');
  res.set('X-Content-Type-Options', 'nosniff');
  if (req.method === 'OPTIONS') {
    res.set('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    const requested = req.get('access-control-request-headers');
    if (requested) res.set('Access-Control-Allow-Headers', requested);
    res.set('Access-Control-Max-Age', '600');
    res.status(204).end();
    return;
  }
  next();
};

function standalonePage(indexFile: string): RequestHandler {
  return (req, res: Response, next) => {
    const namesAFile = path.extname(req.path) !== '';
    if (namesAFile || !req.accepts('html') || !fs.existsSync(indexFile)) return next();
    res.sendFile(
      indexFile,
      { headers: { 'Cache-Control': NO_CACHE }, cacheControl: false },
      (err) => {
        if (err) next(err);
      },
    );
  };
}

function isDirectory(dir: string): boolean {
  try {
    return fs.statSync(dir).isDirectory();
  } catch {
    return false;
  }
}
