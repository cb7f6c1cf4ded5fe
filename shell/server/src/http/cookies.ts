import type { IncomingMessage } from 'node:http';

/** The request's cookies by name (the first of a repeated name, as browsers send the most specific first). */
export function cookiesOf(req: Pick<IncomingMessage, 'headers'>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    if (!name || Object.hasOwn(out, name)) continue;
    out[name] = part.slice(at + 1).trim();
  }
  return out;
}
