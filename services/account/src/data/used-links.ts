import { isDuplicateKeyError, schemaDefaults } from '@coffee/service-defaults';
import { Schema, type Connection, type Model } from 'mongoose';

interface UsedLinkDoc {
  _id: string;
  usedAt: Date;
  /** Past the link's own expiry it could not be used anyway: then the record may go. */
  expiresAt: Date;
}

const usedLinkSchema = new Schema<UsedLinkDoc>(
  {
    _id: { type: String, required: true },
    usedAt: { type: Date, required: true },
    expiresAt: { type: Date, required: true, expires: 0 },
  },
  { ...schemaDefaults, collection: 'used_links', versionKey: false },
);

function usedLinkModel(db: Connection): Model<UsedLinkDoc> {
  return (
    (db.models.UsedLink as Model<UsedLinkDoc> | undefined) ??
    db.model<UsedLinkDoc>('UsedLink', usedLinkSchema)
  );
}

/**
 * Single use that holds on FerretDB too: it runs a conditional update as a read and a write, so
 * two confirms of one link could both match. An insert keyed by the link's hash cannot happen
 * twice: the first use of a link takes it, every later one finds it taken.
 */
export function createUsedLinks(db: Connection) {
  const UsedLink = usedLinkModel(db);
  return {
    /** True for the first use of this link, false for every later one. */
    async take(tokenHash: string, now: Date, expiresAt: Date): Promise<boolean> {
      try {
        await UsedLink.create({ _id: tokenHash, usedAt: now, expiresAt });
        return true;
      } catch (err) {
        if (isDuplicateKeyError(err)) return false;
        throw err;
      }
    },
  };
}
