import sharp from 'sharp';
import type { ImageRenderer } from '../domain/ports';

/**
 * An upload is at most 2 MB, but a small PNG can claim an enormous canvas: refuse to decode more
 * than 40 megapixels (a 6,300 px square) rather than spend the memory.
 */
const MAX_INPUT_PIXELS = 40_000_000;
/** The resolution librsvg draws an SVG at when none is asked for: its width is in these units. */
const SVG_BASE_DENSITY = 72;
/** WebP quality: the drawings and product photos show no artefacts at 80, at half the bytes of 90. */
const QUALITY = 80;
/**
 * An upload is kept at up to 2048 px a side (twice the widest rendition) and at quality 90: it
 * is the master every rendition is made from, so it loses little.
 */
const UPLOAD_MAX_SIDE = 2048;
const UPLOAD_QUALITY = 90;

// One libvips thread per picture: renders run side by side in libuv's pool instead of each one
// taking every core away from the requests being answered meanwhile.
sharp.concurrency(1);
// Pictures are cached as finished WebPs by the domain; libvips' own cache of decoded inputs
// would only hold memory.
sharp.cache(false);

/** The catalog's pictures as WebP, drawn (SVG) or resized (uploads) with sharp (libvips). */
export function createImageRenderer(): ImageRenderer {
  return {
    async toWebp(file, width) {
      const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
      let input = sharp(file.body, options);
      if (file.contentType === 'image/svg+xml') {
        // Drawn at the size asked for, not drawn small and then enlarged: sharp draws an SVG at
        // its own width at 72 dpi unless told a density.
        const { width: own = width } = await input.metadata();
        input = sharp(file.body, { ...options, density: (SVG_BASE_DENSITY * width) / own });
      }
      return input
        .rotate() // a photo's EXIF orientation, applied before the EXIF is dropped
        .resize({ width, withoutEnlargement: file.contentType !== 'image/svg+xml' })
        .webp({ quality: QUALITY })
        .toBuffer();
    },

    // Decoding and encoding again keeps the pixels and nothing else: a script or page hidden in
    // a comment, a metadata chunk or after the image's end (a polyglot) is not in the output.
    // sharp writes no metadata unless asked (withMetadata), so EXIF with its location goes too.
    async reencode(body) {
      return sharp(body, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
        .rotate()
        .resize({
          width: UPLOAD_MAX_SIDE,
          height: UPLOAD_MAX_SIDE,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: UPLOAD_QUALITY })
        .toBuffer();
    },
  };
}
