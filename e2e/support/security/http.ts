import { E2E_BASE_URL, E2E_PORTS } from '../ports';

export type ServiceName = keyof typeof E2E_PORTS.services;

export const GATEWAY_URL = E2E_BASE_URL;
export const serviceUrl = (service: ServiceName) =>
  `http://127.0.0.1:${E2E_PORTS.services[service]}`;

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  /** The body parsed as JSON, or undefined when it is not JSON. */
  json: unknown;
  /** `message` of a JSON body, when it is a string. */
  message: string | undefined;
  code: string | undefined;
}

export interface Probe {
  method: string;
  /** A path on the gateway, or a full URL (a service's port). */
  url: string;
  headers?: Record<string, string>;
  /** An object is sent as JSON; a string or Buffer as it is (set content-type yourself). */
  body?: unknown;
}

/**
 * One request with exactly the headers and bytes given: Node's fetch, not a browser or a cookie
 * jar, so a forged cookie or header reaches the server as written.
 */
export async function send({ method, url, headers = {}, body }: Probe): Promise<Answer> {
  const raw = typeof body === 'string' || Buffer.isBuffer(body);
  const init: RequestInit = {
    method,
    redirect: 'manual',
    headers: {
      ...(body !== undefined && !raw ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    ...(body === undefined ? {} : { body: raw ? (body as string) : JSON.stringify(body) }),
  };
  const target = url.startsWith('http') ? url : `${GATEWAY_URL}${url}`;
  const response = await fetch(target, { ...init, signal: AbortSignal.timeout(20_000) });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  const record = (json ?? {}) as { message?: unknown; code?: unknown };
  return {
    status: response.status,
    headers: response.headers,
    text,
    json,
    message: typeof record.message === 'string' ? record.message : undefined,
    code: typeof record.code === 'string' ? record.code : undefined,
  };
}

/** "POST /api/cart -> 500 {...}": what a failed expectation prints about an answer. */
export function describe(probe: Pick<Probe, 'method' | 'url'>, answer: Answer): string {
  return `${probe.method} ${probe.url} -> ${answer.status} ${answer.text.slice(0, 160)}`;
}
