import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PublicUser } from '@coffee/contracts';
import { errorHandler, requireInternal } from '@coffee/service-defaults';
import express from 'express';

/**
 * A real HTTP server standing in for the account service's GET /internal/users/:id, guarded by
 * the same x-internal-token check. It records what it was sent so tests can check the call.
 */
export async function startFakeAccount(internalToken: string) {
  const users = new Map<string, PublicUser | unknown>();
  const calls: { path: string; requestId: string | undefined }[] = [];
  const app = express();
  app.get('/internal/users/:id', requireInternal(internalToken), (req, res) => {
    calls.push({ path: req.path, requestId: req.get('x-request-id') });
    const user = users.get(String(req.params.id));
    if (user === undefined) res.status(404).json({ message: 'User not found' });
    else res.json(user);
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
