import {
  MAX_PRODUCT_IMAGE_BYTES,
  PRODUCT_IMAGE_SIZE_MESSAGE,
  PRODUCT_IMAGE_TYPE_MESSAGE,
  PRODUCT_IMAGE_TYPES,
  PRODUCT_IMAGE_UNREADABLE_MESSAGE,
  SHIPPED_PRODUCT_IMAGE_NAME,
  UPLOADED_PRODUCT_IMAGE_NAME,
  type ProductImageWidth,
} from '@coffee/contracts';
import { createHash } from 'node:crypto';
import { AppError } from '@coffee/service-defaults';
import type { ImageFile, ImageRenderer, ImageStore } from './ports';

export const IMAGE_NOT_FOUND_MESSAGE = 'Image not found';

/**
 * The only picture names there are (the contracts', which product image URLs are held to):
 * lower-case words joined by hyphens, ending in .svg (the shipped pictures), or
 * `<product id>-<16 hex of the bytes' hash>.webp` (uploaded; .jpg and .png from before uploads
 * were re-encoded). No dot, slash, backslash or percent sign can pass, so no name can leave the
 * pictures folder.
 */
export const isUploadedImageName = (name: string): boolean =>
  UPLOADED_PRODUCT_IMAGE_NAME.test(name);
export const isImageFileName = (name: string): boolean =>
  name.length <= 120 && (SHIPPED_PRODUCT_IMAGE_NAME.test(name) || isUploadedImageName(name));

export type ProductImageType = (typeof PRODUCT_IMAGE_TYPES)[number];

/** Whether the bytes are what the type says, by the format's signature. */
export function matchesSignature(type: ProductImageType, body: Buffer): boolean {
  switch (type) {
    case 'image/jpeg':
      return body.length > 3 && body[0] === 0xff && body[1] === 0xd8 && body[2] === 0xff;
    case 'image/png':
      return body
        .subarray(0, 8)
        .equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    case 'image/webp':
      return (
        body.length > 12 &&
        body.subarray(0, 4).toString('latin1') === 'RIFF' &&
        body.subarray(8, 12).toString('latin1') === 'WEBP'
      );
  }
}

/** The media type of a Content-Type header (parameters and case ignored), if it is one we take. */
export function imageTypeOf(contentType: string | undefined): ProductImageType | null {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return (PRODUCT_IMAGE_TYPES as readonly string[]).includes(type)
    ? (type as ProductImageType)
    : null;
}

export const imageTypeError = (status: 400 | 415) =>
  new AppError(status, PRODUCT_IMAGE_TYPE_MESSAGE, 'PRODUCT_IMAGE_TYPE');
export const imageSizeError = () =>
  new AppError(413, PRODUCT_IMAGE_SIZE_MESSAGE, 'PRODUCT_IMAGE_SIZE');
export const imageUnreadableError = () =>
  new AppError(400, PRODUCT_IMAGE_UNREADABLE_MESSAGE, 'PRODUCT_IMAGE_UNREADABLE');

/**
 * Checks an upload (size, then type by its signature), decodes it and stores it encoded afresh
 * as a WebP, so only its pixels are kept: a first-bytes check alone let a polyglot (a picture
 * with a script or a page in a comment or after its end) be stored and served as it came.
 * Returns the URL the image route serves it at.
 */
export async function storeUploadedImage(
  store: ImageStore,
  renderer: ImageRenderer,
  productId: string,
  type: ProductImageType,
  body: Buffer,
): Promise<string> {
  if (body.length > MAX_PRODUCT_IMAGE_BYTES) throw imageSizeError();
  if (body.length === 0 || !matchesSignature(type, body)) throw imageTypeError(400);
  let clean: Buffer;
  try {
    clean = await renderer.reencode(body);
  } catch {
    throw imageUnreadableError();
  }
  const hash = createHash('sha256').update(clean).digest('hex').slice(0, 16);
  const name = `${productId}-${hash}.webp`;
  await store.save(name, { body: clean, contentType: 'image/webp', productId });
  return `/api/products/images/${name}`;
}

export interface ImageQueryOptions {
  /** The most bytes of rendered pictures kept in memory (least recently used out). */
  maxCachedBytes?: number;
  /** Pictures rendered at once; the rest wait their turn (each render takes one pool thread). */
  maxRendering?: number;
}

/**
 * The pictures, as they are or as a WebP of one of PRODUCT_IMAGE_WIDTHS. A rendition is made on
 * first request, then kept: a picture's name and width are few, and a render costs 50-300 ms of
 * CPU. Requests for one rendition arriving together share one render. A picture that cannot be
 * rendered (an upload stored before uploads were re-encoded) is served as it is.
 */
export function createImageQueries(
  store: ImageStore,
  renderer: ImageRenderer,
  { maxCachedBytes = 32 * 1024 * 1024, maxRendering = 2 }: ImageQueryOptions = {},
) {
  const renditions = new Map<string, ImageFile>();
  const rendering = new Map<string, Promise<ImageFile>>();
  let cachedBytes = 0;
  let running = 0;
  const waiting: Array<() => void> = [];

  function remember(key: string, file: ImageFile) {
    if (file.body.length > maxCachedBytes) return;
    cachedBytes += file.body.length;
    renditions.set(key, file);
    for (const [oldest, old] of renditions) {
      if (cachedBytes <= maxCachedBytes) break;
      renditions.delete(oldest);
      cachedBytes -= old.body.length;
    }
  }

  async function inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (running >= maxRendering) await new Promise<void>((start) => waiting.push(start));
    running += 1;
    try {
      return await work();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  }

  async function render(source: ImageFile, width: ProductImageWidth): Promise<ImageFile> {
    try {
      const body = await inTurn(() => renderer.toWebp(source, width));
      // Same source, same width, same encoder: the same bytes, so the source's validator and
      // the width make a strong one without hashing the output.
      return { body, contentType: 'image/webp', etag: `${source.etag.slice(0, -1)}-w${width}"` };
    } catch {
      return source;
    }
  }

  return {
    async get(name: string, width?: ProductImageWidth): Promise<ImageFile> {
      const file = isImageFileName(name) ? await store.read(name) : null;
      if (!file) throw new AppError(404, IMAGE_NOT_FOUND_MESSAGE, 'IMAGE_NOT_FOUND');
      if (width === undefined) return file;
      // Keyed by the source's validator too: a shipped drawing edited on disk is drawn again.
      const key = `${name} ${width} ${file.etag}`;
      const hit = renditions.get(key);
      if (hit) {
        renditions.delete(key);
        renditions.set(key, hit);
        return hit;
      }
      let pending = rendering.get(key);
      if (!pending) {
        pending = render(file, width).then((rendered) => {
          if (rendered !== file) remember(key, rendered);
          return rendered;
        });
        rendering.set(key, pending);
        void pending.finally(() => rendering.delete(key));
      }
      return pending;
    },
  };
}
export type ImageQueries = ReturnType<typeof createImageQueries>;
