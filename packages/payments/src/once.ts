import { isDuplicateKeyError } from '@coffee/service-defaults';

/**
 * Writes a once-only fact (an insert under a unique _id, which FerretDB makes atomic where a
 * conditional update is not): true when this call wrote it, false when it was there already.
 * Any other failure is thrown.
 */
export async function insertOnce(insert: () => Promise<unknown>): Promise<boolean> {
  try {
    await insert();
    return true;
  } catch (err) {
    if (isDuplicateKeyError(err)) return false;
    throw err;
  }
}
