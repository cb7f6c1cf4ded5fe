import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { INTERNAL_TOKEN_HEADER } from '@coffee/contracts';
import { SessionListeners } from '@coffee/service-defaults/trust';
import express from 'express';
import jwt from 'jsonwebtoken';

export interface SeenRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  bodyBytes: number;
}

export interface FakeService {
  name: string;
  url: string;
  seen: SeenRequest[];
  close(): Promise<void>;
}

export interface FakeAccount extends FakeService {
  internalToken: string;
  /** sid -> session record, as the account service's sessions collection. */
  sessions: Map<string, { userId: string; role: string; active: boolean }>;
  internalCalls: number;
  /** Who named itself in a session check (no Redis): the real account service's registry. */
  listeners: SessionListeners;
  /** As the account service revokes without Redis: signed out, then every listener told. */
  revokeAndTell(sid: string): Promise<void>;
}

async function listen(app: express.Express): Promise<{ server: http.Server; url: string }> {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}` };
}

function closer(server: http.Server): () => Promise<void> {
  return () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}

/**
 * A service that echoes what reached it. `/api/.../hang` never answers (a stuck service);
 * `/api/.../slow?ms=N` answers after N ms (a busy one); `/api/.../set-cookie` answers with its
 * own cookie, like the account service on login.
 */
export function echoRoutes(name: string, seen: SeenRequest[], app: express.Express): void {
  app.all('/{*rest}', (req, res) => {
    let bodyBytes = 0;
    req.on('data', (chunk: Buffer) => {
      bodyBytes += chunk.length;
    });
    req.on('end', () => {
      seen.push({ method: req.method, url: req.originalUrl, headers: req.headers, bodyBytes });
      if (req.path.endsWith('/hang')) return;
      const delayMs = req.path.endsWith('/slow') ? Number(req.query.ms) || 0 : 0;
      if (req.path.endsWith('/set-cookie'))
        res.cookie('coffee_session', 'from-service', { httpOnly: true });
      const answer = () =>
        res.json({
          service: name,
          method: req.method,
          url: req.originalUrl,
          headers: req.headers,
          bodyBytes,
        });
      if (delayMs > 0) setTimeout(answer, delayMs);
      else answer();
    });
  });
}

export async function startEchoService(name: string): Promise<FakeService> {
  const seen: SeenRequest[] = [];
  const app = express();
  echoRoutes(name, seen, app);
  const { server, url } = await listen(app);
  return { name, url, seen, close: closer(server) };
}

/** The account service as the gateway sees it: its internal session endpoint, logout, and echo. */
export async function startFakeAccount(
  publicKey: string,
  internalToken = 'internal-secret-for-tests',
): Promise<FakeAccount> {
  const seen: SeenRequest[] = [];
  const app = express();
  const account = {
    name: 'account',
    seen,
    internalToken,
    sessions: new Map(),
    internalCalls: 0,
    listeners: new SessionListeners(internalToken, { warn: () => undefined }),
  } as unknown as FakeAccount;
  account.revokeAndTell = async (sid) => {
    const session = account.sessions.get(sid);
    if (session) session.active = false;
    await account.listeners.tell({ sid });
  };

  app.get('/internal/sessions/:sid', (req, res) => {
    account.internalCalls += 1;
    if (req.headers[INTERNAL_TOKEN_HEADER] !== internalToken) {
      res.status(401).json({ message: 'Not authenticated' });
      return;
    }
    account.listeners.heard(req.headers);
    const session = account.sessions.get(req.params.sid);
    if (!session || !session.active) {
      res.status(404).json({ message: 'Session not found' });
      return;
    }
    res.json({ active: true, userId: session.userId, role: session.role });
  });
  app.post('/api/logout', (req, res) => {
    const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
    try {
      const claims = jwt.verify(token, publicKey, { algorithms: ['ES256'] }) as { sid: string };
      const session = account.sessions.get(claims.sid);
      if (session) session.active = false;
    } catch {
      // Signed-out users may log out too.
    }
    seen.push({ method: req.method, url: req.originalUrl, headers: req.headers, bodyBytes: 0 });
    res.clearCookie('coffee_session').json({ message: 'Logged out' });
  });
  echoRoutes('account', seen, app);

  const { server, url } = await listen(app);
  account.url = url;
  account.close = closer(server);
  return account;
}

/** A port that refuses connections: a stopped service. */
export async function deadUrl(): Promise<string> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
