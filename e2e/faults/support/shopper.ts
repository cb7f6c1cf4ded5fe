import { CSRF_COOKIE, CSRF_HEADER, TEST_PASSWORD } from '../../support/security/messages';

export interface Answer {
  status: number;
  headers: Headers;
  json: unknown;
  text: string;
  /** Time to the whole answer, in ms. */
  ms: number;
}

/** `code` of a JSON error body, if any. */
export const codeOf = (answer: Answer): string | undefined =>
  (answer.json as { code?: unknown } | undefined)?.code?.toString();

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
let counter = 0;

/**
 * A shopper as the gateway sees a browser's API calls: its cookies (kept from every answer), the
 * CSRF token echoed on each write. Plain fetch, keep-alive as a browser does.
 */
export class Shopper {
  readonly cookies = new Map<string, string>();

  constructor(readonly base: string) {}

  async request(
    method: string,
    path: string,
    options: { body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { ...options.headers };
    if (UNSAFE.has(method)) headers[CSRF_HEADER] = await this.csrfToken();
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (this.cookies.size)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const started = performance.now();
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
    });
    const text = await response.text();
    this.absorb(response.headers);
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      json = undefined;
    }
    return {
      status: response.status,
      headers: response.headers,
      json,
      text,
      ms: performance.now() - started,
    };
  }

  /** A new Standard customer, signed in. */
  async register(prefix = 'fault'): Promise<this> {
    const username = `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;
    const answer = await this.request('POST', '/api/register', {
      body: {
        username,
        email: `${username}@example.com`,
        password: TEST_PASSWORD,
        fullName: 'Fay Ault',
        plan: 'standard',
      },
      timeoutMs: 40_000,
    });
    if (answer.status !== 201)
      throw new Error(`registering ${username}: ${answer.status} ${answer.text.slice(0, 200)}`);
    return this;
  }

  /** The cookie header a request of this shopper sends (for load clients sharing the session). */
  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private async csrfToken(): Promise<string> {
    if (!this.cookies.has(CSRF_COOKIE)) await this.request('GET', '/api/csrf');
    return this.cookies.get(CSRF_COOKIE) ?? '';
  }

  private absorb(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq < 1) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a));
      if (expired || !value) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

export interface Product {
  id: string;
  name: string;
  inventory: number;
  inStock: boolean;
}

/** Products with at least `atLeast` in stock (the catalog's demo range). */
export async function productsInStock(shopper: Shopper, atLeast: number): Promise<Product[]> {
  const answer = await shopper.request('GET', '/api/products?inStock=true');
  if (answer.status !== 200) throw new Error(`products: ${answer.status} ${answer.text}`);
  return (answer.json as Product[]).filter((p) => p.inStock && p.inventory >= atLeast);
}

export async function inventoryOf(shopper: Shopper, productId: string): Promise<number> {
  const answer = await shopper.request('GET', `/api/products/${productId}`);
  if (answer.status !== 200) throw new Error(`product ${productId}: ${answer.status}`);
  return (answer.json as Product).inventory;
}
