import { z } from 'zod';

/** How long an instance that failed to answer is tried only after the others. */
export const INSTANCE_DOWN_MS = 5_000;

/**
 * The instances of another service that this one calls, in the order to try them. On one machine
 * (`npm start -- --instances N`) each instance is given every peer instance, its own partner first;
 * behind a Kubernetes Service or compose's DNS there is one address and this is a list of one.
 *
 * An instance that failed to answer is tried last for INSTANCE_DOWN_MS, so a dead one costs one
 * failed connection per caller, not one per request, and it is tried again once it may be back.
 * When every instance is down they are all still tried: "down" is a guess, never a refusal.
 */
export class ServiceInstances {
  readonly urls: readonly string[];
  private readonly downUntil = new Map<string, number>();

  constructor(
    urls: string | readonly string[],
    private readonly now: () => number = Date.now,
  ) {
    const list = (typeof urls === 'string' ? [urls] : [...urls]).map((u) => u.replace(/\/+$/, ''));
    if (list.length === 0) throw new RangeError('a service needs at least one instance URL');
    this.urls = list;
  }

  /** Every instance: those not known to be down in their order, then the down ones. */
  order(): string[] {
    const t = this.now();
    const up: string[] = [];
    const down: string[] = [];
    for (const url of this.urls) ((this.downUntil.get(url) ?? 0) > t ? down : up).push(url);
    return up.length === this.urls.length ? [...this.urls] : [...up, ...down];
  }

  /** The instance to call next. */
  first(): string {
    return this.order()[0] as string;
  }

  failed(url: string): void {
    this.downUntil.set(url, this.now() + INSTANCE_DOWN_MS);
  }

  answered(url: string): void {
    this.downUntil.delete(url);
  }
}

// Connection failures that happen before a byte of the request was sent: retrying them elsewhere
// cannot do anything twice, whatever the method.
const NOT_SENT = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'UND_ERR_CONNECT_TIMEOUT',
]);

/** True when a failed call (fetch or http.request) never reached the other service. */
export function neverSent(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && NOT_SENT.has(code)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

/**
 * A service URL variable: one http(s) URL, or several separated by commas (the instances of that
 * service, the preferred one first). Parsed to a list.
 */
export const serviceUrlsEnv = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== ''),
    )
    .pipe(
      z
        .array(httpUrl)
        .min(1, 'must name at least one http(s) URL')
        .refine((urls) => new Set(urls).size === urls.length, 'names one URL twice'),
    );
