import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { Writable } from 'node:stream';
import { CLIENT_ONLY_DIGEST, isClientOnlyError } from '../remotes/server-remotes';

/**
 * The markup of `element` once every Suspense boundary has settled (nothing is streamed: the
 * gateway needs the whole first view, and its state, in one piece). A ClientOnlyError leaves
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
        sink.on('finish', () => settle(undefined, Buffer.concat(chunks).toString('utf8')));
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
