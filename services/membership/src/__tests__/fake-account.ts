import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PublicUser } from '@coffee/contracts';
import { errorHandler, requireInternal } from '@coffee/service-defaults';
import express from 'express';
import { z } from 'zod';

// The body the real account service accepts (strict), so a drift in what we send fails here too.
const membershipUpdate = z.strictObject({
  isDirectPlus: z.boolean(),
  directPlusExpiry: z.iso.datetime({ offset: true }).nullable(),
});

export interface FakeAccountCall {
  method: string;
  path: string;
  requestId: string | undefined;
  body?: unknown;
}

/**
 * A real HTTP server standing in for the account service's GET /internal/users/:id and
 * PUT /internal/users/:id/membership, guarded by the same x-internal-token check. It records what
 * it was sent so tests can check the calls; `updateReply` makes the update answer otherwise.
 */
export async function startFakeAccount(internalToken: string) {
  const users = new Map<string, PublicUser | unknown>();
  const calls: FakeAccountCall[] = [];
  const behaviour: {
    /** Answer every update with this instead of applying it. */
    updateReply?: { status: number; body?: unknown };
    /** Hold every update this long before answering (a slow account service). */
    updateDelayMs?: number;
  } = {};
  const app = express();
  app.use(express.json());
  app.get('/internal/users/:id', requireInternal(internalToken), (req, res) => {
    calls.push({ method: 'GET', path: req.path, requestId: req.get('x-request-id') });
    const user = users.get(String(req.params.id));
    if (user === undefined) res.status(404).json({ message: 'User not found' });
    else res.json(user);
  });
  app.put('/internal/users/:id/membership', requireInternal(internalToken), async (req, res) => {
    const body: unknown = req.body;
    calls.push({ method: 'PUT', path: req.path, requestId: req.get('x-request-id'), body });
    if (behaviour.updateDelayMs) {
      await new Promise((resolve) => setTimeout(resolve, behaviour.updateDelayMs));
    }
    const reply = behaviour.updateReply;
    if (reply) {
      res.status(reply.status).json(reply.body ?? { message: 'Internal server error' });
      return;
    }
    const update = membershipUpdate.safeParse(body);
    if (!update.success) {
      res.status(400).json({ message: update.error.issues[0]?.message ?? 'Invalid body' });
      return;
    }
    const id = String(req.params.id);
    const user = users.get(id);
    if (user === undefined) {
      res.status(404).json({ message: 'User not found' });
      return;
    }
    const updated = { ...(user as PublicUser), ...update.data };
    users.set(id, updated);
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
    behaviour,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeAccount = Awaited<ReturnType<typeof startFakeAccount>>;

export function makeUser(overrides: Partial<PublicUser> & { id: string }): PublicUser {
  return {
    username: `user-${overrides.id.slice(-6)}`,
    email: `${overrides.id.slice(-6)}@example.com`,
    fullName: 'Test User',
    membershipNumber: null,
    isDirectPlus: false,
    directPlusExpiry: null,
    role: 'customer',
    phone: null,
    address: null,
    city: null,
    state: null,
    zipCode: null,
    country: 'United States',
    createdAt: '2025-01-01T00:00:00.000Z',
    hasCompletedInitialPayment: true,
    ...overrides,
  };
}
