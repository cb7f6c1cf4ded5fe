import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { isDuplicateKeyError, modelOn } from '@coffee/service-defaults';
import { Schema, type Connection } from 'mongoose';
import type { ImageFile, ImageStore } from '../domain/ports';
import { isUploadedImageName } from '../domain/product-images';

interface Cached extends ImageFile {
  mtimeMs: number;
  size: number;
}

/**
 * Uploaded pictures live in the database, not on one instance's disk, so every instance serves
 * them. At most 2 MB each, well under a document's limit. Their name holds a hash of the bytes:
 * a name is written once and never changes meaning.
 */
const productImageSchema = new Schema(
  {
    _id: { type: String, required: true },
    productId: { type: String, required: true },
    contentType: { type: String, required: true },
    body: { type: Buffer, required: true },
  },
  {
    collection: 'product_images',
    versionKey: false,
    strict: 'throw',
    timestamps: { createdAt: true, updatedAt: false },
  },
);
const productImageModel = modelOn('ProductImage', productImageSchema);

/** Uploaded pictures kept in memory (immutable by name; bounded, least recently used out). */
const CACHED_UPLOADS = 64;

const etagOf = (body: Buffer) =>
  `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/**
 * The product pictures: the shipped SVGs in `dir`, kept in memory once read (a few KB each; a
 * file changed on disk is read again), and the pictures staff uploaded, in the database.
 */
export function createImageStore(dir: string, connection: Connection): ImageStore {
  const root = path.resolve(dir);
  const cache = new Map<string, Cached>();
  const uploads = new Map<string, ImageFile>();
  const Image = productImageModel(connection);

  async function readUpload(name: string): Promise<ImageFile | null> {
    const hit = uploads.get(name);
    if (hit) {
      uploads.delete(name);
      uploads.set(name, hit);
      return hit;
    }
    const doc = await Image.findById(name).lean<{ body: unknown; contentType: string }>();
    if (!doc) return null;
    // The driver hands binary data back as a BSON Binary; Buffer.from copies its bytes.
    const raw = doc.body as { buffer?: Uint8Array } | Buffer;
    const body = Buffer.isBuffer(raw) ? raw : Buffer.from(raw.buffer ?? new Uint8Array());
    const file = { body, contentType: doc.contentType, etag: etagOf(body) };
    if (uploads.size >= CACHED_UPLOADS) uploads.delete(uploads.keys().next().value!);
    uploads.set(name, file);
    return file;
  }

  return {
    async read(name) {
      if (isUploadedImageName(name)) return readUpload(name);
      const file = path.join(root, name);
      // Belt and braces behind the strict name rule: never serve anything outside the folder.
      if (path.dirname(file) !== root) return null;
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) {
        cache.delete(name);
        return null;
      }
      const cached = cache.get(name);
      if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached;
      const body = await readFile(file);
      const fresh = {
        body,
        contentType: 'image/svg+xml',
        etag: etagOf(body),
        mtimeMs: info.mtimeMs,
        size: info.size,
      };
      cache.set(name, fresh);
      return fresh;
    },

    async save(name, { body, contentType, productId }) {
      // The name is the bytes' hash: the same upload twice is the same document, kept once.
      try {
        await Image.create({ _id: name, productId, contentType, body });
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
      }
    },
  };
}
