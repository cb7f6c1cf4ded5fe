import { z } from 'zod/mini';

/**
 * Refuses a transform's input with `message`. zod/mini hands a transform the parse payload rather
 * than classic zod's `ctx.addIssue`, so the issue goes onto it as classic zod would have put it.
 */
export function refuse(ctx: z.core.ParsePayload, message: string): never {
  ctx.issues.push({ code: 'custom', message, input: ctx.value });
  return z.NEVER;
}

/** Null or left out in, null out: a reader's view of a field the writer may omit. */
export const nullishToNull = <S extends z.core.SomeType>(schema: S) =>
  z.pipe(
    z.nullish(schema),
    z.transform((v: z.output<S> | null | undefined) => v ?? null),
  );

/** Left out in, null out (null itself is the inner schema's to judge). */
export const optionalToNull = <S extends z.core.SomeType>(schema: S) =>
  z.pipe(
    z.optional(schema),
    z.transform((v: z.output<S> | undefined) => v ?? null),
  );
