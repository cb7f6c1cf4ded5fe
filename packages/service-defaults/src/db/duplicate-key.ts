/** MongoDB's (and FerretDB's) duplicate-key error: a unique index refused the write. */
export const DUPLICATE_KEY = 11000;

export function isDuplicateKeyError(err: unknown): boolean {
  return (err as { code?: unknown } | null)?.code === DUPLICATE_KEY;
}
