import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: a link nobody can guess, and no enumeration of subscribers. */
export const newUnsubscribeToken = () => randomBytes(32).toString('base64url');

/** Only the hash is stored: a leaked database copy holds no working unsubscribe links. */
export const hashUnsubscribeToken = (token: string) =>
  createHash('sha256').update(token, 'utf8').digest('hex');
