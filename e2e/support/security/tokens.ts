import {
  createHmac,
  createPrivateKey,
  generateKeyPairSync,
  randomBytes,
  sign,
  type KeyObject,
} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

// The suite's data folder holds the keys the system was started with (scripts/lib/keys.mjs).
function keyFile(name: string): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  return fs.readFileSync(path.join(dir, 'keys', name), 'utf8');
}

const ISSUER = 'coffee-shop/account';
const AUDIENCE = 'coffee-shop';

export interface Claims {
  sub?: string;
  sid?: string;
  role?: string;
  username?: string;
  iss?: string;
  aud?: string;
  iat?: number;
  nbf?: number;
  exp?: number;
  [other: string]: unknown;
}

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);

/** The claims of a token, unverified (the suite reads its own real tokens). */
export function claimsOf(token: string): Claims {
  const [, payload = ''] = token.split('.');
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Claims;
}

function es256(claims: Claims, key: KeyObject, header: object = {}): string {
  const head = `${b64({ alg: 'ES256', typ: 'JWT', ...header })}.${b64(claims)}`;
  const signature = sign('sha256', Buffer.from(head), { key, dsaEncoding: 'ieee-p1363' });
  return `${head}.${signature.toString('base64url')}`;
}

function hs256(claims: Claims, secret: string): string {
  const head = `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

let realKey: KeyObject | undefined;
/** Signed with the account service's own private key: a valid signature over whatever claims. */
export function mintWithRealKey(claims: Claims): string {
  return es256(claims, (realKey ??= createPrivateKey(keyFile('jwt-private.pem'))));
}

export interface TokenSources {
  /** A live session of a customer: the token whose claims the forgeries start from. */
  victim: string;
  /** A live session of another user. */
  other: string;
  /** A real token whose session was signed out. */
  revoked: string;
}

export interface Forgery {
  kind: string;
  forge: (sources: TokenSources) => string;
}

const fresh = (victim: string): Claims => ({ ...claimsOf(victim), iat: now(), exp: now() + 3600 });
const without = (victim: string, claim: keyof Claims): Claims => {
  const copy = fresh(victim);
  delete copy[claim];
  return copy;
};
const part = (token: string, index: number) => token.split('.')[index] ?? '';
// Made once: a key pair that is not the shop's.
let otherKey: KeyObject | undefined;
const wrongKey = () => (otherKey ??= generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey);

/**
 * Every kind of token a hostile client may try, each of which the gateway and the services must
 * refuse with 401: not signed, signed by someone else or the wrong way, altered, outside its
 * time, with claims missing or wrong, of a signed-out, unknown or someone else's session, or not
 * a token at all. The valid-signature kinds need the account service's private key, which the
 * suite has: they prove the checks beyond the signature.
 */
export const FORGERIES: readonly Forgery[] = [
  {
    kind: 'no signature (alg none)',
    forge: ({ victim }) => `${b64({ alg: 'none', typ: 'JWT' })}.${b64(fresh(victim))}.`,
  },
  {
    kind: 'alg none claiming admin',
    forge: ({ victim }) => `${b64({ alg: 'none' })}.${b64({ ...fresh(victim), role: 'admin' })}.`,
  },
  {
    kind: 'HS256 signed with the public key as secret',
    forge: ({ victim }) => hs256(fresh(victim), keyFile('jwt-public.pem')),
  },
  {
    kind: 'ES256 signed with another key',
    forge: ({ victim }) => es256(fresh(victim), wrongKey()),
  },
  {
    kind: 'another key named by jku and kid headers',
    forge: ({ victim }) =>
      es256(fresh(victim), wrongKey(), { kid: 'evil', jku: 'https://evil.example/jwks.json' }),
  },
  {
    kind: 'payload altered after signing (role admin)',
    forge: ({ victim }) =>
      `${part(victim, 0)}.${b64({ ...claimsOf(victim), role: 'admin' })}.${part(victim, 2)}`,
  },
  {
    kind: "payload altered after signing (another user's sub)",
    forge: ({ victim, other }) =>
      `${part(victim, 0)}.${b64({ ...claimsOf(victim), sub: claimsOf(other).sub })}.${part(victim, 2)}`,
  },
  { kind: 'signature stripped', forge: ({ victim }) => `${part(victim, 0)}.${part(victim, 1)}.` },
  {
    kind: 'expired a minute ago',
    forge: ({ victim }) => mintWithRealKey({ ...fresh(victim), exp: now() - 60 }),
  },
  {
    kind: 'not valid before an hour from now (nbf)',
    forge: ({ victim }) => mintWithRealKey({ ...fresh(victim), nbf: now() + 3600 }),
  },
  {
    kind: 'wrong issuer',
    forge: ({ victim }) => mintWithRealKey({ ...fresh(victim), iss: 'evil.example' }),
  },
  {
    kind: 'wrong audience',
    forge: ({ victim }) => mintWithRealKey({ ...fresh(victim), aud: 'another-app' }),
  },
  {
    kind: 'issuer and audience swapped',
    forge: ({ victim }) => mintWithRealKey({ ...fresh(victim), iss: AUDIENCE, aud: ISSUER }),
  },
  {
    kind: 'issuer and audience absent',
    forge: ({ victim }) => mintWithRealKey({ ...fresh(victim), iss: undefined, aud: undefined }),
  },
  { kind: 'no exp', forge: ({ victim }) => mintWithRealKey(without(victim, 'exp')) },
  { kind: 'no sub', forge: ({ victim }) => mintWithRealKey(without(victim, 'sub')) },
  { kind: 'no sid', forge: ({ victim }) => mintWithRealKey(without(victim, 'sid')) },
  { kind: 'no role', forge: ({ victim }) => mintWithRealKey(without(victim, 'role')) },
  {
    kind: 'a role that does not exist',
    forge: ({ victim }) => mintWithRealKey({ ...fresh(victim), role: 'superuser' }),
  },
  {
    kind: 'role elevated to admin, re-signed with another key',
    forge: ({ victim }) => es256({ ...fresh(victim), role: 'admin' }, wrongKey()),
  },
  {
    kind: "role elevated to admin on the customer's live session, signed with the real key",
    forge: ({ victim }) => mintWithRealKey({ ...fresh(victim), role: 'admin' }),
  },
  {
    kind: 'a session that was never issued (random sid)',
    forge: ({ victim }) =>
      mintWithRealKey({ ...fresh(victim), sid: randomBytes(16).toString('base64url') }),
  },
  {
    kind: "another user's live sid",
    forge: ({ victim, other }) => mintWithRealKey({ ...fresh(victim), sid: claimsOf(other).sid }),
  },
  { kind: 'a real token after sign-out (revoked)', forge: ({ revoked }) => revoked },
  { kind: 'garbage', forge: () => 'not-a-token' },
  { kind: 'three garbage parts', forge: () => 'aaaa.bbbb.cccc' },
  { kind: 'empty', forge: () => '' },
  // Under Node's 16 KB header limit: it reaches the token check, not the parser's 431.
  {
    kind: 'overlong (8 KB)',
    forge: ({ victim }) => `${part(victim, 0)}.${'A'.repeat(8000)}.${part(victim, 2)}`,
  },
];
