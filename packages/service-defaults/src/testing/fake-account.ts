import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { membershipUpdateSchema, REQUEST_ID_HEADER, type PublicUser } from '@coffee/contracts';
import express from 'express';
import { errorHandler } from '../http/error-handler';
import { requireInternal } from '../identity/internal';
import type { SessionRevoked } from '../trust/session-events';
import { SessionListeners } from '../trust/session-listeners';
import { makeUser } from './users';

export interface FakeAccountCall {
  method: string;
  path: string;
  requestId: string | undefined;
  body?: unknown;
}

export interface FakeAccountBehaviour {
  /** Answer every membership update with this instead of applying it. */
  updateReply?: { status: number; body?: unknown };
  /** Hold every membership update this long before answering (a slow account service). */
  updateDelayMs?: number;
  /** Answer every session check with this (e.g. a 500: the account service cannot tell). */
  sessionReply?: { status: number; body?: unknown };
  /** Hold each session check's answer this long (the answer is read when the check arrives). */
  sessionDelayMs?: number;
}

const notFound = { message: 'User not found' };

/**
 * A real HTTP server standing in for the account service's internal user endpoints
 * (GET /internal/users/:id, PUT /internal/users/:id/membership) and its session check
 * (GET /internal/sessions/:sid: every session is active until `revokeSession`), behind the same
 * x-internal-token guard and refusing the same update bodies (the contracts' strict schema), so a
 * drift in what a service sends fails its tests. It records every call; users not added answer
 * 404, as for a deleted account. `users` may hold anything, to test answers that are not users.
 */
export async function startFakeAccount(internalToken: string) {
  const users = new Map<string, PublicUser | unknown>();
  const revokedSessions = new Set<string>();
  const sessionChecks: string[] = [];
  const calls: FakeAccountCall[] = [];
  const behaviour: FakeAccountBehaviour = {};
  // The account service's own registry of who cached its answers (no Redis), told on revocation.
  const listeners = new SessionListeners(internalToken, { warn: () => undefined });
  const app = express();
  app.use(express.json());
  app.use('/internal', requireInternal(internalToken));
  const record = (req: express.Request, body?: unknown) =>
    calls.push({
      method: req.method,
      path: req.path,
      requestId: req.get(REQUEST_ID_HEADER),
      ...(body === undefined ? {} : { body }),
    });

  // Counted apart from `calls`, which tests read as the service's use of the user endpoints.
  app.get('/internal/sessions/:sid', async (req, res) => {
    sessionChecks.push(req.params.sid);
    listeners.heard(req.headers);
    const reply = behaviour.sessionReply;
    const active = !revokedSessions.has(req.params.sid);
    if (behaviour.sessionDelayMs) {
      await new Promise((resolve) => setTimeout(resolve, behaviour.sessionDelayMs));
    }
    if (reply) res.status(reply.status).json(reply.body ?? { message: 'Internal server error' });
    else res.json({ active });
  });

  app.get('/internal/users/:id', (req, res) => {
    record(req);
    const user = users.get(req.params.id);
    if (user === undefined) res.status(404).json(notFound);
    else res.json(user);
  });

  app.put('/internal/users/:id/membership', async (req, res) => {
    const body: unknown = req.body;
    record(req, body);
    if (behaviour.updateDelayMs) {
      await new Promise((resolve) => setTimeout(resolve, behaviour.updateDelayMs));
    }
    const reply = behaviour.updateReply;
    if (reply) {
      res.status(reply.status).json(reply.body ?? { message: 'Internal server error' });
      return;
    }
    const update = membershipUpdateSchema.safeParse(body);
    if (!update.success) {
      res.status(400).json({ message: update.error.issues[0]?.message ?? 'Invalid body' });
      return;
    }
    const user = users.get(req.params.id);
    if (user === undefined) {
      res.status(404).json(notFound);
      return;
    }
    const updated = { ...(user as PublicUser), ...update.data };
    users.set(req.params.id, updated);
    res.json(updated);
  });
  app.use(errorHandler);

  const server = await new Promise<Server>((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    users,
    calls,
    /** The sids the session check was asked about, in order. */
    sessionChecks,
    behaviour,
    /** Adds a user made by `makeUser` (a Standard customer unless told otherwise) and returns it. */
    addUser(overrides: Partial<PublicUser> = {}): PublicUser {
      const user = makeUser(overrides);
      users.set(user.id, user);
      return user;
    },
    /** Signs a session out: its checks answer `active: false` from now on. */
    revokeSession(sid: string): void {
      revokedSessions.add(sid);
    },
    /**
     * As the account service revokes without Redis: the session is signed out, then every part
     * that named itself in a recent check is told, and this resolves once they have answered.
     */
    async revokeAndTell(sid: string): Promise<void> {
      revokedSessions.add(sid);
      await listeners.tell({ sid });
    },
    /** The parts that named themselves in a session check lately. */
    listeners: () => listeners.live(),
    /** Tells the listeners of any revocation message, as the account service would. */
    tell: (event: SessionRevoked) => listeners.tell(event),
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // Keep-alive sockets of the services' session checks would hold close() open.
        server.closeAllConnections();
      }),
  };
}
export type FakeAccount = Awaited<ReturnType<typeof startFakeAccount>>;
