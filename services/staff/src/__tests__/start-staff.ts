import {
  createTestTokens,
  dropTestDatabase,
  testServiceEnv,
} from '@coffee/service-defaults/testing';
import { loadStaffConfig } from '../config';
import { createStaffServer } from '../server';

/** Boots the real staff service on a free port against its own fresh test database. */
export async function startStaff() {
  const tokens = createTestTokens();
  const config = loadStaffConfig(testServiceEnv(tokens.keys, 'staff'));
  const service = createStaffServer(config);
  const { url } = await service.start();
  return {
    url,
    service,
    tokens,
    db: service.ctx.db,
    /** A bearer header for a signed-in user with this role. */
    as: (role: 'customer' | 'employee' | 'manager' | 'admin', sub?: string) =>
      `Bearer ${tokens.valid({ role, ...(sub ? { sub } : {}) })}`,
    async stop() {
      await service.stop();
      await dropTestDatabase(config.dbName);
    },
  };
}
export type StartedStaff = Awaited<ReturnType<typeof startStaff>>;
