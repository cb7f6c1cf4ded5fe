import zlib from 'node:zlib';
import type express from 'express';
import type { Logger } from 'pino';
import { scriptJson } from '../pages/page-boot';
import type { RenderOutcome } from './server-render';

/** `<script type="application/json">` id the shell hydrates its store from
 * (docs/decisions/ssr-contract.md). */
export const SSR_STATE_ID = 'coffee-ssr-state';

// As built: html-webpack-plugin minifies index.html in production (`<div id=root></div>`).
const EMPTY_ROOT = /<div id=(?:"root"|'root'|root)>\s*<\/div>/;
// "Please enable JavaScript": not true of a page rendered on the server, so it is only sent
// with the empty root of a render that failed.
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/;
/** `<script type="application/json">` id of the script hints a server-rendered page holds back
 * (shell/src/app/ssr/script-hints.ts releases them). */
export const SCRIPT_HINTS_ID = 'coffee-script-hints';

// A script preload: index.html's startup chunks and page-boot's remote entry and page chunks.
const SCRIPT_PRELOAD = /<link(?=[^>]*\brel=["']?preload\b)(?=[^>]*\bas=["']?script\b)[^>]*>/g;
const HREF = /\bhref=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/;

function unescapeAttr(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * A server-rendered page is painted before any script runs: its scripts only make it work. On a
 * phone's 1.6 Mbit/s, preloading them at once shares the line with the LCP image, which then takes
 * several times as long (Lighthouse: 1.0–1.5 s of "load time" for a 15 KB picture beside 240 KB of
 * scripts). So the head keeps only the entry script (`<script defer>`, ~25 KB) and the image's
 * preload; the script preloads become a list the entry preloads itself once the image is in.
 */
function holdScriptHints(head: string): string {
  const hrefs: string[] = [];
  const rest = head.replace(SCRIPT_PRELOAD, (link) => {
    const m = HREF.exec(link);
    const href = m && unescapeAttr(m[1] ?? m[2] ?? m[3] ?? '');
    if (href) hrefs.push(href);
    return '';
  });
  if (hrefs.length === 0) return rest;
  return `${rest}<script type="application/json" id="${SCRIPT_HINTS_ID}">${scriptJson(hrefs)}</script>`;
}

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
    before: holdScriptHints(html.slice(0, headEnd) + head) + body.replace(noscript, ''),
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
