import { coffeeCategories } from '@coffee/contracts';
import { isDuplicateKeyError } from '@coffee/service-defaults';
import { trusted, type Connection } from 'mongoose';
import { addDays, isRoastDay, shopDay } from '../../domain/roast-calendar';
import { roastBatchModel } from '../roast-batch-model';

/** Each demo coffee's batch per roast day: generous, so every demo order can ship. */
export const DEMO_BATCH_GRAMS = 20_000;
const DEMO_ROASTER = { userId: 'demo-seed', name: 'employee' } as const;

/**
 * The demo week of roast batches: one batch of every coffee on each roast day of the last seven
 * days (the shop's time zone), recorded by the demo employee. Idempotent: once any demo batch
 * exists nothing is added (a restart on a later day does not grow the week), and each batch has
 * its own unique key, so two instances starting at once cannot both write it.
 */
export async function seedDemoRoastBatches(
  connection: Connection,
  timeZone: string,
  now: Date = new Date(),
): Promise<number> {
  const Batch = roastBatchModel(connection);
  await Batch.init();
  if (await Batch.exists({ seedKey: trusted({ $exists: true }) })) return 0;
  const coffees = await connection
    .collection<{ _id: unknown }>('products')
    .find({ category: { $in: [...coffeeCategories] } }, { projection: { _id: 1 } })
    .toArray();
  const today = shopDay(now, timeZone);
  const days = Array.from({ length: 7 }, (_, i) => addDays(today, -i)).filter(isRoastDay);
  let inserted = 0;
  for (const coffee of coffees) {
    const productId = String(coffee._id);
    for (const roastedOn of days) {
      try {
        await Batch.create({
          productId,
          roastedOn,
          weightGrams: DEMO_BATCH_GRAMS,
          remainingGrams: DEMO_BATCH_GRAMS,
          recordedBy: DEMO_ROASTER,
          recordedAt: new Date(`${roastedOn}T14:00:00Z`),
          seedKey: `demo:${productId}:${roastedOn}`,
        });
        inserted += 1;
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
      }
    }
  }
  return inserted;
}
