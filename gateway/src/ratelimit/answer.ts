import type { ServerResponse } from 'node:http';
import { RATE_LIMITED_MESSAGE } from '@coffee/contracts';
import { sendError } from '../http/send-error';
import { countRateLimitRejection } from '../observability/metrics';
import {
  isExceeded,
  mostRestrictive,
  rateLimitHeaders,
  secondsToReset,
  type Outcome,
} from './rate-limiter';

/**
 * Puts the most restrictive limit's `RateLimit-Policy` / `RateLimit` headers on the response and,
 * when a limit is exceeded, answers 429 with `Retry-After`. Returns whether it answered.
 */
export function answerLimits(res: ServerResponse, outcomes: readonly Outcome[]): boolean {
  const shown = mostRestrictive(outcomes);
  if (!shown) return false;
  const now = Date.now();
  const [policy, state] = rateLimitHeaders(shown, now);
  res.setHeader('ratelimit-policy', policy);
  res.setHeader('ratelimit', state);
  if (!isExceeded(shown)) return false;
  res.setHeader('retry-after', String(secondsToReset(shown, now)));
  countRateLimitRejection(shown.policy.name);
  sendError(res, 429, RATE_LIMITED_MESSAGE, 'RATE_LIMITED');
  return true;
}
