// Stands in for the account service in the gateway benchmark when the real one cannot run.
// It does per request what the real GET /api/user does before touching the database: an Express
// app with a pino-http access line, ES256 verification of the bearer token the gateway forwards,
// and a JSON answer of the public user's shape. It also answers the gateway's session check.
import { createPublicKey } from 'node:crypto';
import { readFileSync } from 'node:fs';
import express from 'express';
import jwt from 'jsonwebtoken';
import pino from 'pino';
import { pinoHttp } from 'pino-http';

// A parsed key object, not the PEM text: parsing PEM on every verify costs more than the verify.
const publicKey = createPublicKey(readFileSync(process.env.JWT_PUBLIC_KEY_FILE, 'utf8'));
const internalToken = readFileSync(process.env.INTERNAL_TOKEN_FILE, 'utf8').trim();
const logger = pino({ name: 'account', level: 'info' }, pino.destination({ sync: false }));

const app = express();
app.disable('x-powered-by');
app.use(pinoHttp({ logger, genReqId: (req) => req.headers['x-request-id'] ?? 'none' }));

app.get('/internal/sessions/:sid', (req, res) => {
  if (req.headers['x-internal-token'] !== internalToken)
    return res.status(401).json({ message: 'Not authenticated' });
  res.json({ active: true, userId: 'bench-user', role: 'customer' });
});

app.get('/api/user', (req, res) => {
  const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  let claims;
  try {
    claims = jwt.verify(token ?? '', publicKey, {
      algorithms: ['ES256'],
      issuer: 'coffee-shop/account',
      audience: 'coffee-shop',
    });
  } catch {
    return res.status(401).json({ message: 'Not authenticated' });
  }
  res.json({
    id: claims.sub,
    username: claims.username,
    email: 'bench@example.com',
    fullName: 'Bench User',
    membershipNumber: null,
    isDirectPlus: false,
    directPlusExpiry: null,
    role: claims.role,
    phone: null,
    address: null,
    city: null,
    state: null,
    zipCode: null,
    country: 'United States',
    createdAt: '2026-01-01T00:00:00.000Z',
    hasCompletedInitialPayment: true,
  });
});

const server = app.listen(Number(process.env.PORT), '127.0.0.1', () =>
  process.send?.({ ready: true }),
);
process.on('SIGTERM', () => server.close(() => process.exit(0)));
