import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { JWT_AUDIENCE, JWT_ISSUER, type Role } from '@coffee/contracts';
import jwt from 'jsonwebtoken';

export interface KeyPair {
  publicKey: string;
  privateKey: string;
}

/** A fresh ES256 (P-256) key pair as PEM, made in memory for a test run. */
export function generateKeyPair(): KeyPair {
  const { publicKey, privateKey } = generateKeyPairSync('ec', {
    namedCurve: 'P-256',
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { publicKey, privateKey };
}

export interface TestClaims {
  sub: string;
  sid: string;
  role: Role;
  username: string;
}

export interface SignOptions {
  /** Seconds from now; negative for an already expired token. Default 3600. */
  expiresInSeconds?: number;
  issuer?: string;
  audience?: string;
}

const defaultClaims = (): TestClaims => ({
  sub: randomBytes(12).toString('hex'),
  sid: randomBytes(16).toString('hex'),
  role: 'customer',
  username: 'test-user',
});

export function signToken(
  privateKey: string,
  claims: Partial<TestClaims> = {},
  options: SignOptions = {},
): string {
  const now = Math.floor(Date.now() / 1000);
  return jwt.sign(
    { ...defaultClaims(), ...claims, iat: now, exp: now + (options.expiresInSeconds ?? 3600) },
    privateKey,
    {
      algorithm: 'ES256',
      issuer: options.issuer ?? JWT_ISSUER,
      audience: options.audience ?? JWT_AUDIENCE,
    },
  );
}

/** Tokens for every case a verifier must get right, all signed against `keys` unless the name says otherwise. */
export function createTestTokens(keys: KeyPair = generateKeyPair()) {
  const other = generateKeyPair();
  return {
    keys,
    valid: (claims?: Partial<TestClaims>) => signToken(keys.privateKey, claims),
    expired: (claims?: Partial<TestClaims>) =>
      signToken(keys.privateKey, claims, { expiresInSeconds: -60 }),
    wrongKey: (claims?: Partial<TestClaims>) => signToken(other.privateKey, claims),
    wrongIssuer: (claims?: Partial<TestClaims>) =>
      signToken(keys.privateKey, claims, { issuer: 'someone-else' }),
    wrongAudience: (claims?: Partial<TestClaims>) =>
      signToken(keys.privateKey, claims, { audience: 'another-app' }),
    /** HS256 signed with the public key text: the classic algorithm-confusion attack. */
    hmacWithPublicKey: (claims?: Partial<TestClaims>) =>
      jwt.sign({ ...defaultClaims(), ...claims }, keys.publicKey, {
        algorithm: 'HS256',
        issuer: JWT_ISSUER,
        audience: JWT_AUDIENCE,
        expiresIn: 3600,
      }),
    /** alg "none": an unsigned token. */
    unsigned: (claims?: Partial<TestClaims>) =>
      jwt.sign({ ...defaultClaims(), ...claims }, null, {
        algorithm: 'none',
        issuer: JWT_ISSUER,
        audience: JWT_AUDIENCE,
        expiresIn: 3600,
      }),
    /** A valid signature over a payload with no `exp`. */
    noExpiry: (claims?: Partial<TestClaims>) =>
      jwt.sign({ ...defaultClaims(), ...claims }, keys.privateKey, {
        algorithm: 'ES256',
        issuer: JWT_ISSUER,
        audience: JWT_AUDIENCE,
      }),
    /** Signature bytes altered after signing. */
    tampered: (claims?: Partial<TestClaims>) => {
      const [header, payload] = signToken(keys.privateKey, claims).split('.');
      const forged = Buffer.from(
        JSON.stringify({ ...defaultClaims(), ...claims, role: 'admin' }),
      ).toString('base64url');
      return `${header}.${forged}.${payload?.slice(0, 20) ?? ''}`;
    },
    malformed: () => 'not-a-jwt',
  };
}

export type TestTokens = ReturnType<typeof createTestTokens>;

/** Every token of `createTestTokens` a verifier must refuse with 401, for `it.each`. */
export const invalidTokenKinds = [
  'malformed',
  'expired',
  'wrongKey',
  'wrongIssuer',
  'wrongAudience',
  'hmacWithPublicKey',
  'unsigned',
  'noExpiry',
  'tampered',
] as const satisfies readonly (keyof TestTokens)[];
