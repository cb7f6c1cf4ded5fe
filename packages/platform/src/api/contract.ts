import type { StandardSchemaV1 } from '@standard-schema/spec';
import type { z } from 'zod/mini';
import type * as PlatformSchemas from './schemas';

/**
 * A contract's zod schema as an endpoint's `responseSchema`. RTK Query types a schema as taking
 * and giving the same type; ours take the wire form (prices as text or numbers, fields left out)
 * and give the normalised one, which is what RTK stores (it keeps the schema's output). Only the
 * type changes here. Any zod schema: the contracts' are zod/mini ones.
 */
export function contract<S extends z.core.$ZodType>(schema: S): StandardSchemaV1<z.output<S>> {
  return schema as unknown as StandardSchemaV1<z.output<S>>;
}

export type Schemas = typeof PlatformSchemas;

let schemasLoading: Promise<Schemas> | undefined;

/**
 * The schemas the platform holds (./schemas.ts), in a chunk of their own with zod. A first view
 * comes with its API state in the page and checks no answer, so zod (about 10 KB of script) and
 * the schemas stay off the first load; the first answer a page really fetches loads them. A
 * failed load is forgotten, so the next answer tries again.
 */
export function loadSchemas(): Promise<Schemas> {
  if (!schemasLoading) {
    const loading = import(/* webpackChunkName: "schemas" */ './schemas');
    schemasLoading = loading;
    loading.catch(() => {
      if (schemasLoading === loading) schemasLoading = undefined;
    });
  }
  return schemasLoading;
}

/**
 * `contract(...)` for one of the platform's schemas, picked once they have loaded: a standard
 * schema whose check waits for the schemas' chunk, so an endpoint file (and the page it is on)
 * builds no zod schema when it is evaluated. A remote names the schema it wants, e.g.
 * `lazyContract((s) => s.productListPageSchema)`.
 */
export function lazyContract<S extends z.core.$ZodType>(
  pick: (schemas: Schemas) => S,
): StandardSchemaV1<z.output<S>> {
  const standard: StandardSchemaV1<z.output<S>>['~standard'] = {
    version: 1,
    vendor: 'coffee-lazy',
    validate: async (value) => {
      const schema = pick(await loadSchemas()) as unknown as StandardSchemaV1<z.output<S>>;
      return schema['~standard'].validate(value);
    },
  };
  return { '~standard': standard };
}
