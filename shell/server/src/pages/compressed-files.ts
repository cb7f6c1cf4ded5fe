import { createHash } from 'node:crypto';
import { promises as fs, type Stats } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Encoding = 'br' | 'gzip';

/** Text formats worth compressing; images other than SVG and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.json', '.map', '.svg', '.txt']);
/** Below about one packet, compression saves no round trip and costs a header. */
const MIN_BYTES = 1024;
const MAX_BYTES = 16 * 1024 * 1024;

interface Entry {
  mtimeMs: number;
  size: number;
  body: Buffer;
  etag: string;
}

export interface CompressedFilesOptions {
  /** The Cache-Control header for a file (the same policy as the uncompressed answer). */
  cacheControl: (filePath: string) => string;
  /** Compressed bytes kept in memory; the least recently used files go first. */
  cacheBytes?: number;
}

export interface CompressedFiles {
  /** Middleware: answers GETs for compressible files under `root`, otherwise calls next(). */
  middleware: RequestHandler;
  /** Sends one known file compressed when the client accepts it, else as is. */
  sendFile(req: Request, res: Response, next: NextFunction, filePath: string): void;
}

/**
 * Serves the build's text files brotli- or gzip-compressed. Why ourselves and not per request:
 * the bundles only change with a deploy, so each is compressed once, at the highest brotli level
 * (about a fifth of the raw size for our JavaScript), and then served from memory; a changed file
 * (other mtime or size) is compressed again. Compression runs on libuv's thread pool, so the
 * event loop never waits for it.
 */
export function createCompressedFiles(
  root: string,
  { cacheControl, cacheBytes = 64 * 1024 * 1024 }: CompressedFilesOptions,
): CompressedFiles {
  const base = path.resolve(root);
  const cache = new Map<string, Entry>();
  const pending = new Map<string, Promise<Entry>>();
  let cachedBytes = 0;

  function remember(key: string, entry: Entry): void {
    const old = cache.get(key);
    if (old) cachedBytes -= old.body.length;
    cache.delete(key);
    cache.set(key, entry);
    cachedBytes += entry.body.length;
    // A Map iterates in insertion order: the first keys are the least recently used.
    for (const [k, e] of cache) {
      if (cachedBytes <= cacheBytes) break;
      cache.delete(k);
      cachedBytes -= e.body.length;
    }
  }

  async function compressed(file: string, stat: Stats, encoding: Encoding): Promise<Entry> {
    const key = `${encoding}:${file}`;
    const hit = cache.get(key);
    if (hit && hit.mtimeMs === stat.mtimeMs && hit.size === stat.size) {
      remember(key, hit);
      return hit;
    }
    const running = pending.get(key);
    if (running) return running;
    const work = (async () => {
      const raw = await fs.readFile(file);
      const body =
        encoding === 'br'
          ? await brotli(raw, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            })
          : await gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION });
      const hash = createHash('sha1').update(body).digest('base64url').slice(0, 22);
      const entry = { mtimeMs: stat.mtimeMs, size: stat.size, body, etag: `"${encoding}-${hash}"` };
      remember(key, entry);
      return entry;
    })().finally(() => pending.delete(key));
    pending.set(key, work);
    return work;
  }

  function negotiate(req: Request): Encoding | undefined {
    // No header means "anything", but old clients and tools send none and expect plain bytes.
    if (!req.headers['accept-encoding'] || req.headers.range) return undefined;
    // Browsers list gzip before br with equal weight; brotli is smaller, so it wins when accepted.
    if (req.acceptsEncodings('br') === 'br') return 'br';
    if (req.acceptsEncodings('gzip') === 'gzip') return 'gzip';
    return undefined;
  }

  /** Resolves the request path inside `base`, or undefined for anything outside or hidden. */
  function fileFor(urlPath: string): string | undefined {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return undefined;
    }
    if (decoded.includes('\0') || decoded.split('/').some((part) => part.startsWith('.')))
      return undefined;
    const file = path.join(base, decoded);
    return file.startsWith(base + path.sep) ? file : undefined;
  }

  async function send(
    req: Request,
    res: Response,
    file: string,
    encoding: Encoding,
  ): Promise<boolean> {
    let stat: Stats;
    try {
      stat = await fs.stat(file);
    } catch {
      return false;
    }
    if (!stat.isFile() || stat.size < MIN_BYTES || stat.size > MAX_BYTES) return false;
    const entry = await compressed(file, stat, encoding);
    res.type(path.extname(file));
    res.setHeader('cache-control', cacheControl(file));
    res.setHeader('content-encoding', encoding);
    res.setHeader('etag', entry.etag);
    res.setHeader('last-modified', stat.mtime.toUTCString());
    res.vary('Accept-Encoding');
    if (req.fresh) {
      res.status(304).end();
      return true;
    }
    res.setHeader('content-length', String(entry.body.length));
    if (req.method === 'HEAD') res.end();
    else res.end(entry.body);
    return true;
  }

  return {
    middleware(req, res, next) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      if (!COMPRESSIBLE.has(path.extname(req.path).toLowerCase())) return next();
      const encoding = negotiate(req);
      const file = encoding && fileFor(req.path);
      if (!encoding || !file) return next();
      send(req, res, file, encoding).then((sent) => {
        if (!sent) next();
      }, next);
    },
    sendFile(req, res, next, filePath) {
      const encoding = negotiate(req);
      const plain = () =>
        res.sendFile(filePath, (err) => {
          if (err && !res.headersSent) next(err);
        });
      if (!encoding) {
        plain();
        return;
      }
      send(req, res, filePath, encoding).then((sent) => {
        if (!sent) plain();
      }, next);
    },
  };
}
