import { createDbConnection, openDb, parseConfig, baseServiceEnv } from '@coffee/service-defaults';
import { SERVICES } from '@coffee/topology';
import { z } from 'zod';
import { accountEnv } from './config';
import { createUserRepository } from './data/user-repository';
import { seedDemoUsers } from './domain/demo-users';
import { createPasswordHasher } from './infra/password-hasher';

/** `node dist/seed.js`: inserts the missing demo accounts. Needs only the database settings, no keys. */
async function main(): Promise<void> {
  const env = parseConfig(
    z.object({
      MONGODB_URI: baseServiceEnv.MONGODB_URI,
      MONGODB_DB: baseServiceEnv.MONGODB_DB,
      BCRYPT_COST: accountEnv.BCRYPT_COST,
    }),
  );
  const db = createDbConnection();
  const users = createUserRepository(db);
  await openDb(db, {
    uri: env.MONGODB_URI,
    dbName: env.MONGODB_DB ?? SERVICES.account.database,
  });
  const hasher = createPasswordHasher(env.BCRYPT_COST);
  try {
    const result = await seedDemoUsers(users, hasher);
    process.stdout.write(
      `demo users: created ${result.created.length ? result.created.join(', ') : 'none'}; ` +
        `already there ${result.existing.length ? result.existing.join(', ') : 'none'}\n`,
    );
  } finally {
    await hasher.close();
    await db.close();
  }
}

main().catch((err: unknown) => {
  console.error(`seeding demo users failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
