import { fromAddress, freshAddress } from './addresses';
import { GATEWAY_URL, send, type Answer } from './http';
import { CSRF_COOKIE, CSRF_HEADER, DEMO_PASSWORD, SESSION_COOKIE, TEST_PASSWORD } from './messages';

let counter = 0;
/** A username no account has: letters and digits only, unique within the run. */
export const uniqueName = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

export interface RequestOptions {
  body?: unknown;
  /** Wins over the defaults; `undefined` leaves a default header out. */
  headers?: Record<string, string | undefined>;
  /** Send the CSRF token on a write, as the shop's pages do (default true). */
  csrf?: boolean;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const BUSY_ATTEMPTS = 6;

/**
 * One shopper as the gateway sees it: its own client address, its own cookies (kept from each
 * answer's Set-Cookie), the CSRF token read from its cookie before each write, and the Origin and
 * Sec-Fetch-Site a browser adds to a same-origin write.
 */
export class ShopClient {
  /** How many times a BUSY answer was retried in this worker (reported by the specs). */
  static busyRetries = 0;
  readonly cookies = new Map<string, string>();

  constructor(readonly address: string = freshAddress()) {}

  get sessionToken(): string | undefined {
    return this.cookies.get(SESSION_COOKIE);
  }

  cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** The token a page would echo: the cookie's value, fetched first when there is none yet. */
  async csrfToken(): Promise<string> {
    if (!this.cookies.has(CSRF_COOKIE)) {
      const answer = await this.request('GET', '/api/csrf');
      const issued = (answer.json as { csrfToken?: string } | undefined)?.csrfToken;
      if (!this.cookies.has(CSRF_COOKIE) && issued) this.cookies.set(CSRF_COOKIE, issued);
    }
    return this.cookies.get(CSRF_COOKIE) ?? '';
  }

  async request(method: string, path: string, options: RequestOptions = {}): Promise<Answer> {
    const write = UNSAFE.has(method);
    const headers: Record<string, string> = {
      ...fromAddress(this.address),
      ...(write ? { origin: GATEWAY_URL, 'sec-fetch-site': 'same-origin' } : {}),
    };
    if (write && options.csrf !== false) headers[CSRF_HEADER] = await this.csrfToken();
    const cookie = this.cookieHeader();
    if (cookie) headers.cookie = cookie;
    const merged: Record<string, string> = {};
    for (const [name, value] of Object.entries({ ...headers, ...options.headers }))
      if (value !== undefined) merged[name] = value;
    for (let attempt = 1; ; attempt++) {
      const answer = await send({ method, url: path, headers: merged, body: options.body });
      this.absorb(answer.headers);
      // Every password-check slot taken: the account service asks to come back in a moment, and a
      // real client does (the request was not processed). Only the answer after that is judged.
      if (answer.status !== 503 || answer.code !== 'BUSY' || attempt === BUSY_ATTEMPTS)
        return answer;
      ShopClient.busyRetries += 1;
      const seconds = Math.min(Number(answer.headers.get('retry-after')) || 1, 3);
      await new Promise((resolve) => setTimeout(resolve, seconds * 1000 * (0.5 + Math.random())));
    }
  }

  async signIn(username: string, password = DEMO_PASSWORD): Promise<this> {
    const answer = await this.request('POST', '/api/login', { body: { username, password } });
    if (answer.status !== 200)
      throw new Error(`sign-in as ${username}: ${answer.status} ${answer.text.slice(0, 200)}`);
    return this;
  }

  /** A throw-away account of the test's own, signed in. */
  async registerNew(prefix = 'sec', plan: 'standard' | 'directPlus' = 'standard') {
    const username = uniqueName(prefix);
    const answer = await this.request('POST', '/api/register', {
      body: {
        username,
        email: `${username}@example.com`,
        password: TEST_PASSWORD,
        fullName: 'Sam Probe',
        plan,
      },
    });
    if (answer.status !== 201)
      throw new Error(`registering ${username}: ${answer.status} ${answer.text.slice(0, 200)}`);
    const user = answer.json as { id: string; username: string };
    return { ...user, username, password: TEST_PASSWORD };
  }

  /** Keeps the cookies an answer sets and drops the ones it expires, as a browser would. */
  private absorb(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq < 1) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => {
        const [key = '', val = ''] = a.split('=').map((s) => s.trim());
        if (/^max-age$/i.test(key)) return Number(val) <= 0;
        if (/^expires$/i.test(key)) return Date.parse(val) <= Date.now();
        return false;
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** A demo account (password Coffee123!) signed in from an address of its own. */
export const signedIn = (username: string) => new ShopClient().signIn(username);
