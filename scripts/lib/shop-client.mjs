// A simulated browser against the gateway's API, for the scripts that drive the shop (the
// benchmarks, the load test's preparation, the orchestrator's tests): its own cookies, and on
// writes the CSRF token echoed from its cookie with the Origin and Sec-Fetch-Site a page sends.

/**
 * @typedef {{ status: number, text: string, headers: Headers, json: () => any }} ShopAnswer
 * @typedef {(method: string, path: string, body?: unknown, extraHeaders?: Record<string, string>)
 *   => Promise<ShopAnswer>} ShopRequest
 */

/**
 * One client with its own cookies. `address`: sent as X-Forwarded-For, for a gateway that trusts
 * the caller's proxy header (each client then counts as its own address in the rate limits).
 * @param {string} gateway the gateway's URL
 * @param {{ address?: string, timeoutMs?: number }} [options]
 * @returns {{ request: ShopRequest, cookies: Map<string, string> }}
 */
export function createShopClient(gateway, { address, timeoutMs = 30_000 } = {}) {
  /** @type {Map<string, string>} */
  const cookies = new Map();
  /** @param {Headers} headers */
  const keep = (headers) => {
    for (const line of headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq < 1) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age\s*=\s*0\s*$/i.test(a));
      if (expired || !value) cookies.delete(name);
      else cookies.set(name, value);
    }
  };
  /** @type {ShopRequest} */
  const request = async (method, path, body, extraHeaders = {}) => {
    const write = method !== 'GET';
    // A page has its CSRF cookie before its first write (the first /api call hands it out).
    if (write && !cookies.has('coffee_csrf')) await request('GET', '/api/csrf');
    /** @type {Record<string, string>} */
    const headers = {
      ...(address ? { 'x-forwarded-for': address } : {}),
      ...(write
        ? {
            'content-type': 'application/json',
            'x-csrf-token': cookies.get('coffee_csrf') ?? '',
            origin: gateway,
            'sec-fetch-site': 'same-origin',
          }
        : {}),
      ...extraHeaders,
    };
    if (cookies.size) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await fetch(`${gateway}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    keep(res.headers);
    return { status: res.status, text, headers: res.headers, json: () => JSON.parse(text) };
  };
  return { request, cookies };
}
