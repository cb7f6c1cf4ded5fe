import zlib from 'node:zlib';
import type express from 'express';
import type { Logger } from 'pino';
import type { RenderOutcome } from './server-render';

/** `<script type="application/json">` id the shell hydrates its store from (DECISIONS.md). */
export const SSR_STATE_ID = 'coffee-ssr-state';

// As built: html-webpack-plugin minifies index.html in production (`<div id=root></div>`).
const EMPTY_ROOT = /<div id=(?:"root"|'root'|root)>\s*<\/div>/;
// "Please enable JavaScript": not true of a page rendered on the server, so it is only sent
// with the empty root of a render that failed.
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/;
// A script preload (index.html's startup chunks, page-boot's remote entry and page chunks) that
// names no priority. On a server-rendered page scripts only hydrate what is already painted, so
// they load at low priority: the HTML and the LCP image get a phone's 1.6 Mbit/s first.
const SCRIPT_PRELOAD =
  /<link(?=[^>]*\brel=["']?preload\b)(?=[^>]*\bas=["']?script\b)(?![^>]*\bfetchpriority=)/g;

/** index.html on either side of its empty root; undefined for a page without one. */
export interface PageParts {
  /** Up to the root, with the page's head additions put before `</head>`. */
  before: string;
  after: string;
  /** index.html's `<noscript>` message (taken out of `before`), or ''. */
  noscript: string;
}

export function splitAtRoot(html: string, head: string): PageParts | undefined {
  const root = EMPTY_ROOT.exec(html);
  const headEnd = html.lastIndexOf('</head>');
  if (!root || headEnd < 0 || headEnd > root.index) return undefined;
  const body = html.slice(headEnd, root.index);
  const noscript = NOSCRIPT.exec(body)?.[0] ?? '';
  return {
    before:
      (html.slice(0, headEnd) + head).replace(SCRIPT_PRELOAD, '<link fetchpriority="low"') +
      body.replace(noscript, ''),
    after: html.slice(root.index + root[0].length),
    noscript,
  };
}

function encodingFor(req: express.Request): 'br' | 'gzip' | undefined {
  if (!req.headers['accept-encoding']) return undefined;
  if (req.acceptsEncodings('br') === 'br') return 'br';
  if (req.acceptsEncodings('gzip') === 'gzip') return 'gzip';
  return undefined;
}

/**
 * Sends a server-rendered page in two parts: the head at once (flushed through the compressor,
 * so the browser starts on the scripts, styles and LCP image preload while the render runs),
 * then the rendered root, its state and the rest. A failed render still completes the page,
 * with the empty root of today: the client renders it.
 */
export async function streamRenderedPage(
  req: express.Request,
  res: express.Response,
  parts: PageParts,
  rendered: Promise<RenderOutcome>,
  logger: Logger,
): Promise<void> {
  res.status(200);
  res.type('html');
  res.vary('Accept-Encoding');
  res.removeHeader('content-length');
  const encoding = encodingFor(req);
  let compressor: zlib.BrotliCompress | zlib.Gzip | undefined;
  if (encoding === 'br')
    compressor = zlib.createBrotliCompress({
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    });
  else if (encoding === 'gzip') compressor = zlib.createGzip({ level: 6 });
  if (compressor) {
    res.setHeader('content-encoding', encoding!);
    compressor.on('error', (err) => res.destroy(err));
    compressor.pipe(res);
  }
  // A visitor who leaves stops the page, not the render (it ends by its timeout anyway).
  res.on('close', () => compressor?.destroy());

  const out = compressor ?? res;
  out.write(parts.before);
  // A sync flush: what was written goes out now, and the stream goes on (a full flush would
  // also reset the compressor's dictionary).
  if (compressor instanceof zlib.Gzip) compressor.flush(zlib.constants.Z_SYNC_FLUSH);
  else compressor?.flush();

  const outcome = await rendered;
  let root = `${parts.noscript}<div id="root"></div>`;
  if (outcome.ok) {
    const { styles, html, stateJson } = outcome.page;
    root = `${styles}<div id="root">${html}</div><script type="application/json" id="${SSR_STATE_ID}">${stateJson}</script>`;
  } else {
    logger.warn(
      { reqId: res.getHeader('x-request-id'), path: req.path, reason: outcome.reason },
      'server render failed: the page is rendered in the browser',
    );
  }
  if (res.destroyed) return;
  out.end(root + parts.after);
}
