import mongoose, { type Connection, type Schema } from 'mongoose';

export type { Connection } from 'mongoose';

/** Schema options every model uses: filters on unknown paths are errors, not silently widened queries. */
export const schemaDefaults = { strictQuery: 'throw' as const };

function hardenSchema(schema: Schema): void {
  if (schema.get('strictQuery') !== 'throw') schema.set('strictQuery', 'throw');
}

/**
 * A connection of the service's own (not the mongoose default), created unopened so models can be
 * registered before start-up. `sanitizeFilter` wraps any `$`-keyed object in a filter in `$eq`, a
 * second wall behind zod against operator injection.
 */
export function createDbConnection(): Connection {
  const connection = mongoose.createConnection();
  connection.set('sanitizeFilter', true);
  connection.plugin(hardenSchema);
  return connection;
}

export interface OpenDbOptions {
  uri: string;
  dbName: string;
  /** How long a query waits for an unreachable server before failing (503 to the client). */
  serverSelectionTimeoutMS?: number;
}

/** Opens the connection and makes sure every model's indexes (unique, TTL) exist before serving. */
export async function openDb(connection: Connection, options: OpenDbOptions): Promise<void> {
  await connection.openUri(options.uri, {
    dbName: options.dbName,
    autoIndex: true,
    autoCreate: true,
    serverSelectionTimeoutMS: options.serverSelectionTimeoutMS ?? 5000,
  });
  await Promise.all(Object.values(connection.models).map((model) => model.init()));
  await connection.syncIndexes();
}

export const isDbConnected = (connection: Connection): boolean => connection.readyState === 1;
