import { createHash, timingSafeEqual } from 'node:crypto';
import { INTERNAL_TOKEN_HEADER } from '@coffee/contracts';
import type { RequestHandler } from 'express';
import { AppError } from '../http/app-error';

// Hashing first gives equal-length buffers, so the comparison time says nothing about the secret.
const digest = (value: string) => createHash('sha256').update(value).digest();

export function internalTokenMatches(expected: string, given: string): boolean {
  return timingSafeEqual(digest(expected), digest(given));
}

/** Guards /internal/* endpoints: 401 without `x-internal-token`, 403 with a wrong one. */
export function requireInternal(expectedToken: string): RequestHandler {
  if (expectedToken.length === 0) throw new Error('requireInternal needs a non-empty token');
  return (req, _res, next) => {
    const given = req.headers[INTERNAL_TOKEN_HEADER];
    if (typeof given !== 'string' || given === '') {
      throw new AppError(401, 'Missing internal token', 'NOT_AUTHENTICATED');
    }
    if (!internalTokenMatches(expectedToken, given))
      throw new AppError(403, 'Forbidden', 'FORBIDDEN');
    next();
  };
}
