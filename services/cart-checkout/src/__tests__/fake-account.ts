import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PublicUser } from '@coffee/contracts';
import { errorHandler, requireInternal } from '@coffee/service-defaults';
import express from 'express';

/**
 * A real HTTP server standing in for the account service's GET /internal/users/:id, guarded by
 * the same x-internal-token check. Users not added answer 404, as for a deleted account.
 */
export async function startFakeAccount(internalToken: string) {
  const users = new Map<string, PublicUser>();
  let calls = 0;
  const app = express();
  app.get('/internal/users/:id', requireInternal(internalToken), (req, res) => {
    calls += 1;
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
    callCount: () => calls,
    /** Registers a user; `isDirectPlus` decides the free shipping. */
    addUser(id: string, isDirectPlus: boolean): void {
      users.set(id, {
        id,
        username: `user-${id.slice(-6)}`,
        email: `${id.slice(-6)}@example.com`,
        fullName: 'Test User',
        membershipNumber: null,
        isDirectPlus,
        directPlusExpiry: isDirectPlus ? '2099-01-01T00:00:00.000Z' : null,
        role: 'customer',
        phone: null,
        address: null,
        city: null,
        state: null,
        zipCode: null,
        country: 'United States',
        createdAt: '2025-01-01T00:00:00.000Z',
        hasCompletedInitialPayment: true,
      });
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeAccount = Awaited<ReturnType<typeof startFakeAccount>>;
