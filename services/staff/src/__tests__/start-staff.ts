import { randomBytes } from 'node:crypto';
import {
  createTestTokens,
  dropTestDatabase,
  startFakeAccount,
  testServiceEnv,
} from '@coffee/service-defaults/testing';
import { loadStaffConfig } from '../config';
import { createStaffServer } from '../server';

/**
 * Boots the real staff service on a free port against its own fresh test database, with a
 * stand-in account service that answers its session checks (every session active until
 * `account.revokeSession(sid)`).
 */
export async function startStaff() {
  const tokens = createTestTokens();
  const internalToken = randomBytes(24).toString('hex');
  const account = await startFakeAccount(internalToken);
  const config = loadStaffConfig(
    testServiceEnv(tokens.keys, 'staff', {
      ACCOUNT_URL: account.url,
      INTERNAL_TOKEN: internalToken,
    }),
  );
  const service = createStaffServer(config);
  const { url } = await service.start();
  return {
    url,
    service,
    tokens,
    account,
    db: service.ctx.db,
    /** A bearer header for a signed-in user with this role. */
    as: (role: 'customer' | 'employee' | 'manager' | 'admin', sub?: string) =>
      `Bearer ${tokens.valid({ role, ...(sub ? { sub } : {}) })}`,
    async stop() {
      await service.stop();
      await account.stop();
      await dropTestDatabase(config.dbName);
    },
  };
}
export type StartedStaff = Awaited<ReturnType<typeof startStaff>>;
