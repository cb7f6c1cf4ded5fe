import { randomBytes } from 'node:crypto';
import type { Env } from '@coffee/service-defaults';
import {
  createTestTokens,
  dropTestDatabase,
  startFakeAccount,
  testServiceEnv,
} from '@coffee/service-defaults/testing';
import { loadMembershipConfig } from '../config';
import { createMembershipServer } from '../server';

/** Boots the membership service against its own fresh database and a stand-in account service. */
export async function startMembership(overrides: Env = {}) {
  const tokens = createTestTokens();
  const internalToken = randomBytes(24).toString('hex');
  const account = await startFakeAccount(internalToken);
  const config = loadMembershipConfig(
    testServiceEnv(tokens.keys, 'membership', {
      ACCOUNT_URL: account.url,
      INTERNAL_TOKEN: internalToken,
      ...overrides,
    }),
  );
  const service = createMembershipServer(config);
  const { url } = await service.start();
  return {
    url,
    service,
    account,
    tokens,
    db: service.ctx.db,
    async stop() {
      await Promise.all([service.stop(), account.stop()]);
      await dropTestDatabase(config.dbName);
    },
  };
}
export type StartedMembership = Awaited<ReturnType<typeof startMembership>>;
