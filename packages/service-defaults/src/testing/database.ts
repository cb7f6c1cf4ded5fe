import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import { DATABASE_PORT } from '@coffee/topology';

export const DEFAULT_TEST_MONGODB_URI = `mongodb://127.0.0.1:${DATABASE_PORT}`;

/** The server the tests use: the embedded-db global setup exports MONGODB_URI. */
export function testMongoUri(): string {
  return process.env.MONGODB_URI ?? DEFAULT_TEST_MONGODB_URI;
}

/** A database name no other test file (or parallel worker) uses: `<prefix>_t_<random>`. */
export function uniqueDbName(prefix = 'test'): string {
  const clean = prefix.replace(/[^A-Za-z0-9_]/g, '_').slice(0, 40);
  return `${clean}_t_${randomBytes(6).toString('hex')}`;
}

export async function dropTestDatabase(
  dbName: string,
  uri: string = testMongoUri(),
): Promise<void> {
  const connection = await mongoose
    .createConnection(uri, { dbName, serverSelectionTimeoutMS: 5000 })
    .asPromise();
  try {
    await connection.dropDatabase();
  } finally {
    await connection.close();
  }
}
