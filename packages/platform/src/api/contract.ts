import type { StandardSchemaV1 } from '@standard-schema/spec';
import { z } from 'zod/mini';

/**
 * A contract's zod schema as an endpoint's `responseSchema`. RTK Query types a schema as taking
 * and giving the same type; ours take the wire form (prices as text or numbers, fields left out)
 * and give the normalised one, which is what RTK stores (it keeps the schema's output). Only the
 * type changes here. Any zod schema: the contracts' are zod/mini ones.
 */
export function contract<S extends z.core.$ZodType>(schema: S): StandardSchemaV1<z.output<S>> {
  return schema as unknown as StandardSchemaV1<z.output<S>>;
}

/**
 * `contract(z.nullable(schema))`, for an endpoint that reads "no such thing" (a 404) as null.
 * Built here, so that a remote taking its schema from the platform needs no zod of its own.
 */
export function nullableContract<S extends z.core.$ZodType>(
  schema: S,
): StandardSchemaV1<z.output<S> | null> {
  return z.nullable(schema) as unknown as StandardSchemaV1<z.output<S> | null>;
}
