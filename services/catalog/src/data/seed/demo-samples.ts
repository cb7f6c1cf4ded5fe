import { coffeeCategories } from '@coffee/contracts';
import { isDuplicateKeyError } from '@coffee/service-defaults';
import type { Connection } from 'mongoose';
import { samplePoolModel } from '../sample-models';

/** The demo pool: three coffees (first by name), fullest first, so the demo member gets one. */
export const DEMO_SAMPLE_COUNTS = [40, 25, 10] as const;

/**
 * A small free-sample pool for the demo (issue 30, item 4). Idempotent: once any coffee has a
 * pool nothing is added (an admin's counts are never overwritten by a restart), and each level's
 * unique _id keeps two instances starting at once from both writing it.
 */
export async function seedDemoSamples(connection: Connection): Promise<number> {
  const Pool = samplePoolModel(connection);
  if ((await Pool.countDocuments({})) > 0) return 0;
  const coffees = await connection
    .collection<{ _id: unknown; name: string }>('products')
    .find({ category: { $in: [...coffeeCategories] } }, { projection: { _id: 1, name: 1 } })
    .toArray();
  coffees.sort((a, b) => a.name.localeCompare(b.name));
  let inserted = 0;
  for (const [i, count] of DEMO_SAMPLE_COUNTS.entries()) {
    const coffee = coffees[i];
    if (!coffee) break;
    try {
      await Pool.create({ _id: String(coffee._id), count, reserved: 0, updatedBy: 'demo-seed' });
      inserted += 1;
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
    }
  }
  return inserted;
}
