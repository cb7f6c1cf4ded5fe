import mongoose, { type Connection, type Schema } from 'mongoose';
import { createModelIndexes, type ExpiryFallback } from './indexes';

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

/**
 * Opens the connection and creates every model's collection and indexes (unique, TTL) before
 * serving. Mongoose's background autoIndex is off because this does the same work awaited, and
 * copes with FerretDB's missing TTL indexes (see createModelIndexes). Indexes are only added,
 * never dropped: removing one is a deliberate migration, not a side effect of a deploy.
 */
export async function openDb(
  connection: Connection,
  options: OpenDbOptions,
): Promise<ExpiryFallback[]> {
  await connection.openUri(options.uri, {
    dbName: options.dbName,
    autoIndex: false,
    autoCreate: false,
    serverSelectionTimeoutMS: options.serverSelectionTimeoutMS ?? 5000,
  });
  return createModelIndexes(connection);
}

export const isDbConnected = (connection: Connection): boolean => connection.readyState === 1;
