import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import { CLIENT_ONLY_DIGEST, isClientOnlyError } from '../remotes/server-remotes';

// React writes a preload for each eagerly loaded image at the start of its output when the tree
// has no <head> of its own (the page's head is the shell's server's, which already preloads the LCP
// image). Inside #root they would be nodes that hydration must step over, and the images they
// name follow in the markup anyway.
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*>)+/;

export function withoutLeadingPreloads(html: string): string {
  return html.replace(LEADING_PRELOADS, '');
}

/**
 * The markup of `element` once every Suspense boundary has settled (nothing is streamed: the
 * server needs the whole first view, and its state, in one piece). A ClientOnlyError leaves
 * its boundary's fallback, tagged so the hydrating client recognises it; any other error, or
 * `signal` aborting, rejects.
 */
export function renderToHtml(element: ReactNode, signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const failures: unknown[] = [];
    let done = false;
    const settle = (error: unknown, html?: string) => {
      if (done) return;
      done = true;
      signal.removeEventListener('abort', onAbort);
      if (error === undefined) resolve(html ?? '');
      else reject(error);
    };

    const stream = renderToPipeableStream(element, {
      // Everything is written once all is ready, so every boundary goes inline, in place. By
      // default React moves a large boundary's content out of line (a hidden div and an inline
      // script that swaps it in): scripts off, the page would show its loading spinner.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        if (isClientOnlyError(error)) return CLIENT_ONLY_DIGEST;
        failures.push(error);
        return undefined;
      },
      onShellError: (error) => settle(error ?? new Error('The shell failed to render')),
      onAllReady() {
        // A boundary that failed shows its fallback in the HTML; the page must not hide that.
        if (failures.length > 0) {
          stream.abort();
          settle(failures[0]);
          return;
        }
        const chunks: Buffer[] = [];
        const sink = new Writable({
          write(chunk: Buffer | string, _encoding, callback) {
            chunks.push(Buffer.from(chunk));
            callback();
          },
        });
        sink.on('finish', () =>
          settle(undefined, withoutLeadingPreloads(Buffer.concat(chunks).toString('utf8'))),
        );
        sink.on('error', (error) => settle(error));
        stream.pipe(sink);
      },
    });

    function onAbort() {
      stream.abort(signal.reason);
      settle(signal.reason ?? new Error('Server render aborted'));
    }
    if (signal.aborted) onAbort();
    else signal.addEventListener('abort', onAbort, { once: true });
  });
}
