import type { IncomingMessage } from 'node:http';

/** True when the client announced a body larger than the limit. */
export function declaresTooLarge(req: IncomingMessage, limit: number): boolean {
  const declared = req.headers['content-length'];
  return declared !== undefined && Number(declared) > limit;
}

/**
 * Chunked bodies announce no length: count bytes as they stream to the upstream and call
 * `onExceeded` once the limit is passed. Only for bodies without content-length (Node's parser
 * already holds those to their declared length).
 */
export function watchStreamingBody(
  req: IncomingMessage,
  limit: number,
  onExceeded: () => void,
): void {
  if (req.headers['content-length'] !== undefined || req.headers['transfer-encoding'] === undefined)
    return;
  let seen = 0;
  const count = (chunk: Buffer) => {
    seen += chunk.length;
    if (seen > limit) {
      req.off('data', count);
      onExceeded();
    }
  };
  req.on('data', count);
  // A 'data' listener starts the flow; pause until http-proxy pipes the body, so no chunk is lost.
  req.pause();
}
