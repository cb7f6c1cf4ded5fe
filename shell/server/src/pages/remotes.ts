import type { IncomingMessage } from 'node:http';
import type { RemoteName } from '@coffee/topology';
import type { Logger } from 'pino';
import { cookiesOf } from '../http/cookies';
import { BriefCache } from './brief-cache';

/** The remote map the browser starts from (the gateway's /remotes.json). */
export interface RemotesDocument {
  remotes: Partial<Record<RemoteName, string>>;
}

/** The visitor's side of a running canary (the gateway's releases/visitor-bucket.ts). */
const BUCKET_COOKIE = 'coffee_bucket';
const BUCKET_ID = /^[A-Za-z0-9_-]{22}$/;

export interface VisitorRemotesOptions {
  /** The gateway's origin: its /remotes.json is the one map, canaries and releases included. */
  gatewayOrigin: string;
  logger: Logger;
  /**
   * How long a visitor side's map is reused (default 0: asked per page, pages at the same moment
   * sharing one request), so a page never trails a release or rollback the gateway has made.
   */
  ttlMs?: number;
  timeoutMs?: number;
}

function isRemotesDocument(body: unknown): body is RemotesDocument {
  const remotes = (body as RemotesDocument | null)?.remotes;
  return (
    typeof remotes === 'object' &&
    remotes !== null &&
    Object.values(remotes).every((url) => typeof url === 'string')
  );
}

/**
 * Each page's remote map, read where the browser reads it: the gateway's /remotes.json with the
 * visitor's bucket cookie (and nothing else of theirs), so the page's server render, its inlined
 * boot data and the browser's later loads all use the same release of each remote. Pages asked
 * for at the same moment share one request: a crowd costs the gateway a handful of lookups.
 */
export class VisitorRemotes {
  private readonly cache: BriefCache<RemotesDocument>;

  constructor(private readonly options: VisitorRemotesOptions) {
    this.cache = new BriefCache({
      ttlMs: options.ttlMs ?? 0,
      waitMs: options.timeoutMs ?? 2000,
      timeoutMs: options.timeoutMs ?? 2000,
      maxEntries: 1000,
    });
  }

  /** The map for this request's visitor; undefined when the gateway could not say. */
  of(req: Pick<IncomingMessage, 'headers'>): Promise<RemotesDocument | undefined> {
    const bucket = cookiesOf(req)[BUCKET_COOKIE];
    const id = bucket && BUCKET_ID.test(bucket) ? bucket : '';
    return this.cache.get(id, async (signal) => {
      try {
        const res = await fetch(`${this.options.gatewayOrigin}/remotes.json`, {
          signal,
          headers: {
            accept: 'application/json',
            ...(id ? { cookie: `${BUCKET_COOKIE}=${id}` } : {}),
          },
        });
        if (!res.ok) throw new Error(`answered ${res.status}`);
        const body = (await res.json()) as unknown;
        if (!isRemotesDocument(body)) throw new Error('answered something else than a remote map');
        return body;
      } catch (err) {
        this.options.logger.warn(
          { err: (err as Error).message },
          'the remote map could not be read from the gateway',
        );
        return undefined;
      }
    });
  }
}

/**
 * `doc` with paths on the gateway's origin (release folders, `/releases/...`) made absolute:
 * the server render fetches a released remote's server bundle from there.
 */
export function onOrigin(doc: RemotesDocument, origin: string): RemotesDocument {
  const remotes = { ...doc.remotes };
  for (const [name, url] of Object.entries(remotes) as [RemoteName, string][])
    if (url.startsWith('/') && !url.startsWith('//')) remotes[name] = `${origin}${url}`;
  return { remotes };
}
