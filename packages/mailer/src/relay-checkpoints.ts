import type mongoose from 'mongoose';
import type { mongo } from 'mongoose';
import { isDuplicateKey } from './outbox-store';

export const CHECKPOINTS_COLLECTION = 'mail_relay_checkpoints';

interface CheckpointDoc {
  /** `<collection>@<epoch ms>`: one document per value, never updated. */
  _id: string;
  source: string;
  at: Date;
}

/**
 * How far the relay has read each source collection: the start of its last complete round.
 *
 * Insert-only, because FerretDB 1.24 applies `$max` and a conditional `$set` as a read and a
 * whole-document write: with 20 concurrent `$max` updates of one document, 9 rounds in 10 ended
 * below the largest value. Here each advance inserts its own document and then deletes the
 * smaller ones; the largest value ever inserted is never deleted (a delete only removes values
 * below one that its writer inserted), so the checkpoint read as the maximum never moves back.
 */
export class RelayCheckpoints {
  private readonly collection: mongo.Collection<CheckpointDoc>;
  private indexes: Promise<unknown> | null = null;

  constructor(connection: mongoose.Connection) {
    this.collection = connection.collection<CheckpointDoc>(CHECKPOINTS_COLLECTION) as never;
  }

  private ready(): Promise<unknown> {
    this.indexes ??= this.collection
      .createIndex({ source: 1, at: -1 }, { name: 'mail_relay_checkpoint' })
      .catch((err: unknown) => {
        this.indexes = null;
        throw err;
      });
    return this.indexes;
  }

  /** The checkpoint of `source`, or null before its first complete round. */
  async read(source: string): Promise<Date | null> {
    await this.ready();
    const [latest] = await this.collection.find({ source }).sort({ at: -1 }).limit(1).toArray();
    return latest?.at ?? null;
  }

  /** Records that a round which started at `at` has read all of `source`. */
  async advance(source: string, at: Date): Promise<void> {
    await this.ready();
    try {
      await this.collection.insertOne({ _id: `${source}@${at.getTime()}`, source, at });
    } catch (err) {
      // Another relay recorded the same instant: the value is there either way.
      if (!isDuplicateKey(err)) throw err;
    }
    await this.collection.deleteMany({ source, at: { $lt: at } });
  }
}
