/**
 * Which client address each request of the suite comes from.
 *
 * The gateway's limits count per client address. The suite's gateway trusts proxies on loopback
 * (global-setup passes E2E_GATEWAY_TRUST_PROXY as its TRUST_PROXY), so a test may present itself
 * as a client of its own with X-Forwarded-For, and one test's sign-ins never eat another's budget.
 * If that setting goes, set FORWARDED_FOR_TRUSTED to false: every request then comes from
 * 127.0.0.1 and the tests that need addresses of their own skip themselves.
 */
export const E2E_GATEWAY_TRUST_PROXY = 'loopback';
export const FORWARDED_FOR_TRUSTED = true;

/**
 * The browser journeys all come from loopback and sign in many times a minute: the suite's gateway
 * leaves loopback out of its per-address limits (global-setup passes this on). The security
 * tests come from addresses of their own and meet the limits as they are.
 */
export const E2E_RATE_LIMITS = {
  RATE_LIMIT_EXEMPT_ADDRESSES: '127.0.0.1,::1,::ffff:127.0.0.1',
};

// 198.18.0.0/15 is set aside for benchmarking: no real client has these addresses. A random start
// keeps two runs against one system (a retry) from sharing a window's counters.
const RANGE_SIZE = 2 * 65536;
let next = Math.floor(Math.random() * RANGE_SIZE);

/** A client address no other request of this run has used. */
export function freshAddress(): string {
  const n = next++ % RANGE_SIZE;
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}

/** The header that makes a gateway request come from `address`, when the gateway trusts it. */
export function fromAddress(address: string | undefined): Record<string, string> {
  return FORWARDED_FOR_TRUSTED && address ? { 'x-forwarded-for': address } : {};
}
