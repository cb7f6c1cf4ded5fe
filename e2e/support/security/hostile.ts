/**
 * Hostile inputs, generated from a seed: the same seed gives the same cases in the same order,
 * so a failure names a case that can be sent again. SECURITY_SEED overrides the default.
 */
export const DEFAULT_SEED = 20261124;

/** mulberry32: small, fast and good enough to pick cases. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type Random = () => number;
export const pick = <T>(random: Random, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;

interface Labelled<T> {
  label: string;
  value: T;
}

// JSON.parse makes "__proto__" an own key, as a hostile client's JSON would: an object literal
// would set the prototype instead and the key would never be sent.
const parsed = (json: string): unknown => JSON.parse(json);

function nested(depth: number): unknown {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

/** Values put where a field's value goes. */
export const HOSTILE_VALUES: readonly Labelled<unknown>[] = [
  { label: 'empty string', value: '' },
  { label: 'spaces', value: '    ' },
  { label: '10,000 characters', value: 'A'.repeat(10_000) },
  { label: '200,000 characters', value: 'x'.repeat(200_000) },
  { label: 'NUL inside', value: 'ab\u0000cd' },
  { label: 'only NUL', value: '\u0000' },
  { label: 'CRLF and a header', value: 'a\r\nSet-Cookie: evil=1' },
  { label: 'bidi override', value: '\u202Egnp.exe' },
  { label: 'zero-width joiners', value: 'a\u200B\u200C\u200Db\uFEFF' },
  { label: 'emoji and astral', value: '☕🍵𝔘𝔫𝔦𝔠𝔬𝔡𝔢' },
  { label: 'lone surrogate', value: '\uD800x' },
  { label: 'combining marks', value: `Z${'\u0336\u0337'.repeat(300)}` },
  { label: 'html', value: '<script>alert(1)</script><img src=x onerror=alert(1)>' },
  { label: 'sql', value: "' OR '1'='1' --" },
  { label: 'template', value: '${7*7}{{7*7}}<%= 7*7 %>' },
  { label: 'path traversal', value: '../../../../etc/passwd' },
  { label: 'format string', value: '%s%s%s%n%x' },
  { label: 'number zero', value: 0 },
  { label: 'negative', value: -1 },
  { label: 'negative huge', value: -1e308 },
  { label: 'huge', value: 1e308 },
  { label: 'past safe integer', value: Number.MAX_SAFE_INTEGER + 2 },
  { label: 'fraction', value: 1.5 },
  { label: 'huge number as text', value: '1e309' },
  { label: 'NaN as text', value: 'NaN' },
  { label: 'true', value: true },
  { label: 'false', value: false },
  { label: 'null', value: null },
  { label: 'empty array', value: [] },
  { label: 'array of strings', value: ['a', 'b'] },
  { label: 'nested arrays', value: [[[[]]]] },
  { label: 'empty object', value: {} },
  { label: 'NoSQL $gt', value: { $gt: '' } },
  { label: 'NoSQL $ne null', value: { $ne: null } },
  { label: 'NoSQL $where', value: { $where: 'sleep(5000) || true' } },
  { label: 'NoSQL $regex', value: { $regex: '.*' } },
  { label: 'NoSQL $in', value: { $in: ['admin', 'customer'] } },
  { label: '__proto__ key', value: parsed('{"__proto__":{"isAdmin":true,"role":"admin"}}') },
  { label: 'constructor.prototype', value: { constructor: { prototype: { isAdmin: true } } } },
  { label: 'deeply nested (500)', value: nested(500) },
  { label: 'ObjectId-like object', value: { $oid: '0123456789abcdef01234567' } },
];

/** Strings put in a query string (a query carries text only). */
export const HOSTILE_TEXT: readonly Labelled<string>[] = HOSTILE_VALUES.filter(
  (v): v is Labelled<string> => typeof v.value === 'string' && v.value.length < 20_000,
).concat([
  { label: 'bracket operator', value: '[$gt]=' },
  { label: 'minus one', value: '-1' },
  { label: 'huge digits', value: '9'.repeat(400) },
  { label: 'hex', value: '0x7fffffff' },
  { label: 'JSON object', value: '{"$gt":""}' },
  { label: 'comma list of 500', value: Array(500).fill('0123456789abcdef01234567').join(',') },
]);

/** What goes where an id goes in a path (already in URL form). */
export const HOSTILE_IDS: readonly Labelled<string>[] = [
  { label: 'traversal', value: '..%2F..%2F..%2Fetc%2Fpasswd' },
  { label: 'raw traversal', value: '../../internal/sessions/x' },
  { label: 'dot dot', value: '%2e%2e' },
  { label: 'NUL', value: '%00' },
  { label: 'broken escape', value: '%zz' },
  { label: 'lone percent', value: '%' },
  { label: 'CRLF', value: 'a%0d%0aSet-Cookie:%20x=1' },
  { label: 'unknown ObjectId', value: '000000000000000000000000' },
  { label: '24 non-hex', value: 'zzzzzzzzzzzzzzzzzzzzzzzz' },
  { label: '25 hex', value: '0123456789abcdef012345678' },
  { label: 'short hex', value: 'abc' },
  { label: 'JSON operator', value: encodeURIComponent('{"$gt":""}') },
  { label: 'brackets', value: '%5B%24ne%5D' },
  { label: '5,000 characters', value: 'a'.repeat(5000) },
  { label: 'emoji', value: encodeURIComponent('☕') },
  { label: 'negative number', value: '-1' },
  { label: 'huge number', value: '1e999' },
  { label: 'null', value: 'null' },
  { label: 'undefined', value: 'undefined' },
  { label: '__proto__', value: '__proto__' },
  { label: 'constructor', value: 'constructor' },
  { label: 'spaces', value: '%20%20' },
  { label: 'backslashes', value: '..%5C..%5Cwindows' },
  { label: 'svg with traversal', value: '..%2Fserver.js.svg' },
];

/** Whole bodies that are not what a JSON API takes. */
export const HOSTILE_BODIES: readonly Labelled<{ body: string; type?: string }>[] = [
  { label: 'truncated JSON', value: { body: '{"a":', type: 'application/json' } },
  { label: 'single quotes', value: { body: "{'a':1}", type: 'application/json' } },
  { label: 'trailing garbage', value: { body: '{"a":1}}}', type: 'application/json' } },
  { label: 'NUL byte', value: { body: '\u0000', type: 'application/json' } },
  { label: 'JSON array', value: { body: '[{"a":1}]', type: 'application/json' } },
  { label: 'JSON null', value: { body: 'null', type: 'application/json' } },
  { label: 'JSON string', value: { body: '"hello"', type: 'application/json' } },
  { label: 'JSON number', value: { body: '1e400', type: 'application/json' } },
  { label: 'empty with JSON type', value: { body: '', type: 'application/json' } },
  { label: 'text/plain', value: { body: '{"a":1}', type: 'text/plain' } },
  {
    label: 'form-encoded operators',
    value: { body: 'a[$gt]=&__proto__[x]=1', type: 'application/x-www-form-urlencoded' },
  },
  {
    label: 'multipart',
    value: {
      body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
      type: 'multipart/form-data; boundary=x',
    },
  },
  {
    label: 'xml',
    value: {
      body: '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>',
      type: 'application/xml',
    },
  },
  {
    label: 'unknown charset',
    value: { body: '{"a":1}', type: 'application/json; charset=bogus-8' },
  },
  { label: 'utf-16 charset', value: { body: '{"a":1}', type: 'application/json; charset=utf-16' } },
  { label: 'no content type', value: { body: '{"a":1}' } },
  { label: 'duplicate keys', value: { body: '{"a":1,"a":{"$gt":""}}', type: 'application/json' } },
  {
    label: 'top-level __proto__',
    value: {
      body: '{"__proto__":{"role":"admin"},"constructor":{"prototype":{"role":"admin"}}}',
      type: 'application/json',
    },
  },
  {
    label: '2 MB of JSON',
    value: { body: `{"a":"${'x'.repeat(2 * 1024 * 1024)}"}`, type: 'application/json' },
  },
  {
    label: 'deeply nested arrays (5000)',
    value: { body: `${'['.repeat(5000)}${']'.repeat(5000)}`, type: 'application/json' },
  },
];
