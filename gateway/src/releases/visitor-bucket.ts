import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { VISITOR_BUCKETS } from '@coffee/topology';
import { appendSetCookie } from '../http/cookies';
import { cookiesOf } from '../http/request-context';

/** The visitor's bucket cookie: a random id the bucket is derived from. */
export const BUCKET_COOKIE = 'coffee_bucket';
const ID = /^[A-Za-z0-9_-]{22}$/;
/** A year: a visitor keeps the same side of a canary for as long as the canary runs. */
const MAX_AGE_S = 365 * 24 * 3600;

/** The key buckets are derived with, from the internal token (the same in every gateway worker). */
export function deriveBucketSecret(internalToken: string): Buffer {
  return createHmac('sha256', internalToken).update('coffee visitor bucket v1').digest();
}

export interface VisitorBuckets {
  /**
   * The visitor's bucket (0..VISITOR_BUCKETS-1), from the cookie; a visitor without one (or with
   * a malformed one) is given a new id in a Set-Cookie on this answer.
   */
  of(req: IncomingMessage, res: ServerResponse): number;
}

/**
 * Sticky, even buckets: the cookie holds 128 random bits, the bucket is an HMAC of them, so a
 * visitor cannot pick a bucket by writing one, and every gateway worker computes the same one.
 */
export function createVisitorBuckets(secret: Buffer, secure: boolean): VisitorBuckets {
  const assigned = new WeakMap<IncomingMessage, number>();
  const bucketOf = (id: string) =>
    createHmac('sha256', secret).update(id).digest().readUInt32BE(0) % VISITOR_BUCKETS;
  return {
    of(req, res) {
      const known = assigned.get(req);
      if (known !== undefined) return known;
      let id = cookiesOf(req)[BUCKET_COOKIE];
      if (!id || !ID.test(id)) {
        id = randomBytes(16).toString('base64url');
        appendSetCookie(
          res,
          `${BUCKET_COOKIE}=${id}; Path=/; Max-Age=${MAX_AGE_S}; HttpOnly${secure ? '; Secure' : ''}; SameSite=Lax`,
        );
        // The request goes on to the shell's server, which asks /remotes.json for this visitor's
        // map with the visitor's cookies: with this one, it gets the side just picked.
        req.headers.cookie = [req.headers.cookie, `${BUCKET_COOKIE}=${id}`]
          .filter(Boolean)
          .join('; ');
      }
      const bucket = bucketOf(id);
      assigned.set(req, bucket);
      return bucket;
    },
  };
}
