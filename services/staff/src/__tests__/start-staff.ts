import { randomBytes } from 'node:crypto';
import type { Role } from '@coffee/contracts';
import type { Clock } from '@coffee/service-defaults';
import {
  createTestTokens,
  dropTestDatabase,
  gatewayForwardHeaders,
  startFakeAccount,
  testServiceEnv,
} from '@coffee/service-defaults/testing';
import { loadStaffConfig } from '../config';
import { createStaffServer } from '../server';
import { startStandIns } from './stand-ins';

/**
 * Boots the real staff service on a free port against its own fresh test database, with a
 * stand-in account service that answers its session checks (every session active until
 * `account.revokeSession(sid)`), and stand-ins for the other services' /internal/staff endpoints
 * (see stand-ins.ts for why). `env` overrides the service's environment (e.g. limits); `clock`
 * its time (the database's timestamps stay real).
 */
export async function startStaff(
  env: Record<string, string> = {},
  options: { clock?: Clock } = {},
) {
  const tokens = createTestTokens();
  const internalToken = randomBytes(24).toString('hex');
  const account = await startFakeAccount(internalToken);
  const upstream = await startStandIns(internalToken, account);
  const config = loadStaffConfig(
    testServiceEnv(tokens.keys, 'staff', {
      ...upstream.urls,
      INTERNAL_TOKEN: internalToken,
      ...env,
    }),
  );
  const service = createStaffServer(config, options);
  const { url } = await service.start();
  return {
    url,
    service,
    tokens,
    account,
    upstream,
    db: service.ctx.db,
    /** A bearer header for a signed-in user with this role. */
    as: (role: Role, sub?: string, username?: string) =>
      `Bearer ${tokens.valid({ role, ...(sub ? { sub } : {}), ...(username ? { username } : {}) })}`,
    /** The headers the gateway sends for a client at this address (its proof included). */
    from: (address: string) => gatewayForwardHeaders(internalToken, address),
    async stop() {
      await service.stop();
      await upstream.stop();
      await account.stop();
      await dropTestDatabase(config.dbName);
    },
  };
}
export type StartedStaff = Awaited<ReturnType<typeof startStaff>>;
