import type { Connection, Model } from 'mongoose';

/** A TTL index the server could not create; its documents are deleted by the expiry sweeper instead. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any model of any schema
export type AnyModel = Model<any>;

export interface ExpiryFallback {
  model: AnyModel;
  path: string;
}

const isTtlNotImplemented = (err: unknown) => {
  const e = err as { code?: unknown; message?: unknown };
  return (
    e?.code === 238 || (typeof e?.message === 'string' && e.message.includes('expireAfterSeconds'))
  );
};

const isNamespaceExists = (err: unknown) => (err as { code?: unknown })?.code === 48;

/**
 * Creates every collection and every index the schemas declare (unique, compound, TTL) and awaits
 * them, so a duplicate can never slip in before its unique index exists. FerretDB 1.24 has no
 * TTL indexes: there the field gets a plain index and the caller sweeps expired documents itself,
 * so the same schemas run on MongoDB and on the embedded database.
 */
export async function createModelIndexes(connection: Connection): Promise<ExpiryFallback[]> {
  const fallbacks: ExpiryFallback[] = [];
  for (const model of Object.values(connection.models) as AnyModel[]) {
    await model.createCollection().catch((err: unknown) => {
      if (!isNamespaceExists(err)) throw err;
    });
    for (const [fields, options] of model.schema.indexes()) {
      try {
        await model.collection.createIndex(
          fields as Record<string, 1 | -1>,
          options as Record<string, unknown>,
        );
      } catch (err) {
        if (!isTtlNotImplemented(err) || options.expireAfterSeconds === undefined) throw err;
        const {
          expireAfterSeconds: _ttl,
          expires: _expires,
          ...plain
        } = options as Record<string, unknown>;
        await model.collection.createIndex(fields as Record<string, 1 | -1>, plain);
        fallbacks.push({ model, path: Object.keys(fields)[0] ?? '' });
      }
    }
  }
  return fallbacks;
}
