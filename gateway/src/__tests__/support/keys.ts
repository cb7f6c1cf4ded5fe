import { generateKeyPairSync } from 'node:crypto';
import { JWT_AUDIENCE, JWT_ISSUER, type Role } from '@coffee/contracts';
import jwt from 'jsonwebtoken';

export interface TestKeys {
  publicKey: string;
  privateKey: string;
}

export function generateKeys(): TestKeys {
  const { publicKey, privateKey } = generateKeyPairSync('ec', {
    namedCurve: 'P-256',
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { publicKey, privateKey };
}

export interface SessionSpec {
  sub?: string;
  sid?: string;
  role?: Role;
  username?: string;
  expiresIn?: number;
}

let counter = 0;
export function newSid(): string {
  counter += 1;
  return `sid-${process.pid}-${Date.now()}-${counter}`;
}

/** A token exactly as the account service signs it. */
export function signSession(
  privateKey: string,
  spec: SessionSpec = {},
): { token: string; sid: string; sub: string } {
  const sid = spec.sid ?? newSid();
  const sub = spec.sub ?? 'user-1';
  const token = jwt.sign(
    { sid, role: spec.role ?? 'customer', username: spec.username ?? 'alice' },
    privateKey,
    {
      algorithm: 'ES256',
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      subject: sub,
      expiresIn: spec.expiresIn ?? 3600,
    },
  );
  return { token, sid, sub };
}

function b64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** Builds a JWT by hand, for tokens no library would sign (alg none, foreign claims). */
export function unsignedToken(header: object, payload: object, signature = ''): string {
  return `${b64url(header)}.${b64url(payload)}.${signature}`;
}

export function claimsFor(sid: string, overrides: Record<string, unknown> = {}) {
  const now = Math.floor(Date.now() / 1000);
  return {
    sub: 'user-1',
    sid,
    role: 'customer',
    username: 'alice',
    iss: JWT_ISSUER,
    aud: JWT_AUDIENCE,
    iat: now,
    exp: now + 3600,
    ...overrides,
  };
}
